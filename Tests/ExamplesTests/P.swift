import Testing
@testable import Examples
@Test func placeholder() { #expect(Bool(true)) }
