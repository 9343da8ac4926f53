import Testing
import Marbles

@Suite("MarbleEvent: one character per kind of event")
struct MarbleEventTests {
    @Test("each event has its character")
    func symbols() {
        #expect(MarbleEvent.next("a").symbol == "a")
        #expect(MarbleEvent.next("7").symbol == "7")
        #expect(MarbleEvent.completed.symbol == "|")
        #expect(MarbleEvent.error.symbol == "X")
        #expect(MarbleEvent.subscribed.symbol == "^")
        #expect(MarbleEvent.disposed.symbol == "!")
    }

    @Test("a value with no one-character spelling has no symbol: several characters, X, punctuation")
    func valuesWithoutSymbol() {
        #expect(MarbleEvent.next("ab").symbol == nil)
        #expect(MarbleEvent.next("").symbol == nil)
        #expect(MarbleEvent.next("X").symbol == nil)
        #expect(MarbleEvent.next("-").symbol == nil)
        #expect(MarbleEvent.next("é").symbol == nil)
    }

    @Test("reading a character gives the event; X is always an error, never a value")
    func fromSymbol() {
        #expect(MarbleEvent(symbol: "a") == .next("a"))
        #expect(MarbleEvent(symbol: "Z") == .next("Z"))
        #expect(MarbleEvent(symbol: "0") == .next("0"))
        #expect(MarbleEvent(symbol: "X") == .error)
        #expect(MarbleEvent(symbol: "|") == .completed)
        #expect(MarbleEvent(symbol: "^") == .subscribed)
        #expect(MarbleEvent(symbol: "!") == .disposed)
        #expect(MarbleEvent(symbol: "-") == nil)
        #expect(MarbleEvent(symbol: "(") == nil)
        #expect(MarbleEvent(symbol: "#") == nil)
    }

    @Test("events describe themselves as event logs spell them")
    func descriptions() {
        #expect(MarbleEvent.next("hello").description == "next(hello)")
        #expect(MarbleEvent.completed.description == "completed")
        #expect(MarbleEvent.error.description == "error")
        #expect(MarbleEvent.subscribed.description == "subscribed")
        #expect(MarbleEvent.disposed.description == "disposed")
    }
}
