import Testing
import TipLintCore
import TipLintRules

/// `--fix` writes `#if DEBUG … #endif` the way the file writes its own blocks (`GateStyle`):
/// the body indented one more level or not, the directives at column 0 or at the code's
/// indentation, with the file's tabs or spaces. A file without a block of its own keeps the
/// plain layout (`UngatedTestingCallRule`'s corrections). Every text is proven first, as
/// `--fix` proves it (`FixApplier.fixed`).
@Suite struct FixLayoutStyleTests {
    func fixed(_ code: String) throws -> String {
        let configuration = try Configuration.parse("", path: "c.yml", root: "/project", rules: allRules)
        let result = Project(configuration: configuration, rules: allRules, sources: [SourceText(path: "A.swift", text: code, root: "/project")])
            .lint()
        let fixes = result.findings.filter { $0.ruleID == "ungated-testing-call" }.compactMap(\.fix)
        #expect(!fixes.isEmpty)
        return try FixApplier.fixed(code, kind: .swift, applying: fixes).text
    }

    @Test func aFileThatIndentsItsBlocksBodiesGetsAnIndentedBody() throws {
        let code = """
            func launch() {
                #if DEBUG
                    print("debug build")
                #endif
                try? Tips.configure()
            }

            func debugMenu() {
                // Every tip, for screenshots.
                Tips.showTipsForTesting([
                    SearchTip.self,
                ])
            }

            """
        #expect(try fixed(code) == """
            func launch() {
                #if DEBUG
                    print("debug build")
                #endif
                try? Tips.configure()
            }

            func debugMenu() {
                #if DEBUG
                    // Every tip, for screenshots.
                    Tips.showTipsForTesting([
                        SearchTip.self,
                    ])
                #endif
            }

            """)
    }

    @Test func aFileThatDoesNotIndentThemGetsTheBodyWhereItWas() throws {
        let code = """
            func launch() {
                #if DEBUG
                print("debug build")
                #endif
                try? Tips.configure()
            }

            func debugMenu() {
                Tips.showAllTipsForTesting()
            }

            """
        #expect(try fixed(code) == """
            func launch() {
                #if DEBUG
                print("debug build")
                #endif
                try? Tips.configure()
            }

            func debugMenu() {
                #if DEBUG
                Tips.showAllTipsForTesting()
                #endif
            }

            """)
    }

    @Test func tabsStayTabs() throws {
        let code = "func launch() {\n\t#if DEBUG\n\t\tprint(\"debug build\")\n\t#endif\n}\n\nfunc debugMenu() {\n\tTips.showAllTipsForTesting()\n}\n"
        #expect(try fixed(code) == "func launch() {\n\t#if DEBUG\n\t\tprint(\"debug build\")\n\t#endif\n}\n\nfunc debugMenu() {\n\t#if DEBUG\n\t\tTips.showAllTipsForTesting()\n\t#endif\n}\n")
    }

    /// Xcode's templates write `#if` at column 0 however deep the code is: so does the fix, in a
    /// function nested in another, the body staying at the code's indentation.
    @Test func directivesAtColumnZeroStayThereInANestedFunction() throws {
        let code = """
            struct DebugTools {
                func install() {
            #if DEBUG
                    print("debug build")
            #endif
                    func showEverything() {
                        Tips.showAllTipsForTesting()
                    }
                    showEverything()
                }
            }

            """
        #expect(try fixed(code) == """
            struct DebugTools {
                func install() {
            #if DEBUG
                    print("debug build")
            #endif
                    func showEverything() {
            #if DEBUG
                        Tips.showAllTipsForTesting()
            #endif
                    }
                    showEverything()
                }
            }

            """)
    }

    /// A one-line body opened onto lines of its own, and a call that joins the block above it,
    /// take the indented body too.
    @Test func openedBodiesAndJoinedBlocksTakeTheStyle() throws {
        let code = """
            struct DebugMenu: View {
                var body: some View {
                    Button("Show every tip") { Tips.showAllTipsForTesting() }
                }
                func launch() {
                    #if DEBUG
                        print("debug build")
                    #endif
                    Tips.hideAllTipsForTesting()
                }
            }

            """
        #expect(try fixed(code) == """
            struct DebugMenu: View {
                var body: some View {
                    Button("Show every tip") {
                        #if DEBUG
                            Tips.showAllTipsForTesting()
                        #endif
                    }
                }
                func launch() {
                    #if DEBUG
                        print("debug build")
                        Tips.hideAllTipsForTesting()
                    #endif
                }
            }

            """)
    }

    /// Indenting a line inside a block comment (or a multi-line string) would change its text:
    /// such a body keeps its indentation, and the directives still follow the file.
    @Test func aBodyWithALineInsideACommentKeepsItsIndentation() throws {
        let code = """
            func launch() {
                #if DEBUG
                    print("debug build")
                #endif
            }

            func debugMenu() {
                Tips.showTipsForTesting([/* the tips
                under review */ SearchTip.self])
            }

            """
        #expect(try fixed(code) == """
            func launch() {
                #if DEBUG
                    print("debug build")
                #endif
            }

            func debugMenu() {
                #if DEBUG
                Tips.showTipsForTesting([/* the tips
                under review */ SearchTip.self])
                #endif
            }

            """)
    }

    /// Blocks inside bodies decide over a file's top-level `#if canImport(…)` around imports,
    /// which is rarely indented; blocks evenly split keep the plain layout.
    @Test func nestedBlocksDecideAndATieKeepsThePlainLayout() throws {
        let nested = "#if canImport(UIKit)\nimport UIKit\n#endif\n\nfunc launch() {\n    #if DEBUG\n        print(\"debug\")\n    #endif\n}\n\nfunc debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n"
        #expect(try fixed(nested).contains("    #if DEBUG\n        Tips.showAllTipsForTesting()\n    #endif\n"))
        let tie = "func launch() {\n    #if DEBUG\n        print(\"debug\")\n    #endif\n    #if os(iOS)\n    print(\"iOS\")\n    #endif\n}\n\nfunc debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n"
        #expect(try fixed(tie).contains("    #if DEBUG\n    Tips.showAllTipsForTesting()\n    #endif\n"))
    }
}
