/// Chapter07_Multicast is written in its own issue; until then this module is empty.
public enum ChapterInfo {
    public static let isWritten = false
}
