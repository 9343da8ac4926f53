import Testing

@Test func chapterNotWrittenYet() {
    #expect(Bool(true))
}
