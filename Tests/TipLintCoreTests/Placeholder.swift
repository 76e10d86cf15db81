import Testing
@Test func placeholderCore() { #expect(Bool(true)) }
