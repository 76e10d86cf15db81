import Testing; @Test func a() { #expect(1 == 1) }
