import Foundation
import Testing
@testable import TipLintCore
import TipLintRules

/// A testing call is judged by the calls of its function across files: a file that mentions no
/// TipKit API but calls the function is read after the prefilter, and its call's conditions
/// (`CallSite.conditions`) and arguments (`CallSite.argumentLabels`) count.
@Suite struct CallerGuardTests {
    func ungated(_ files: [String: String]) throws -> [Finding] {
        let configuration = try Configuration.parse("", path: "c.yml", root: "/project", rules: allRules)
        let sources = files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value, root: "/project") }
        return Project(configuration: configuration, rules: allRules, sources: sources).lint().findings
            .filter { $0.ruleID == "ungated-testing-call" }
    }

    static let debugging = """
        import TipKit
        enum TipDebugging {
            static func showEverything() { Tips.showAllTipsForTesting() }
        }
        """

    static func delegate(_ body: String) -> String {
        """
        import UIKit
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        \(body)
                return true
            }
        }
        """
    }

    /// Only a `private` helper's calls are all known: another may be called through a protocol
    /// or an injected value from a file that names neither it nor its type, and is never read.
    @Test func aHelperThatIsNotPrivateKeepsItsFindingWhateverItsSeenCallsSay() throws {
        let gated = Self.delegate("        #if DEBUG\n        TipDebugging.showEverything()\n        #endif")
        #expect(try ungated(["TipDebugging.swift": Self.debugging, "AppDelegate.swift": gated]).count == 1)
        let open = Self.delegate("        TipDebugging.showEverything()")
        #expect(try ungated(["TipDebugging.swift": Self.debugging, "AppDelegate.swift": open]).count == 1)
    }

    static let boot = """
        import TipKit
        enum Boot {
            static func start(arguments: [String] = ProcessInfo.processInfo.arguments) {
                if arguments.contains("-allTips") { Tips.showAllTipsForTesting() }
            }
        }
        """

    @Test func aLaunchArgumentDefaultIsAGateUntilAnotherFilePassesAList() throws {
        #expect(try ungated(["Boot.swift": Self.boot, "AppDelegate.swift": Self.delegate("        Boot.start()")]).isEmpty)
        let passing = Self.delegate("        Boot.start(arguments: [\"-allTips\"])")
        #expect(try ungated(["Boot.swift": Self.boot, "AppDelegate.swift": passing]).count == 1)
    }
}
