/// The workshop's exit statuses.
enum ExitStatus {
    /// Everything went well (including "this chapter is not written yet").
    static let success: Int32 = 0
    /// A check failed (`diffs --check`, `check-docs`) or a file could not be read or written.
    static let failure: Int32 = 1
    /// The command line was wrong: unknown command, chapter, example or option.
    static let usage: Int32 = 2
}
