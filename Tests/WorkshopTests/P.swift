import Testing
@testable import Workshop
@Test func placeholder() { #expect(Bool(true)) }
