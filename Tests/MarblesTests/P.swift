import Testing
@testable import Marbles
@Test func placeholder() { #expect(Bool(true)) }
