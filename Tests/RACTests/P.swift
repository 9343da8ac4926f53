import Testing
@testable import RAC
@Test func placeholder() { #expect(Bool(true)) }
