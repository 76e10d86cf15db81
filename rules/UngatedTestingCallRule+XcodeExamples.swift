import TipLintCore

/// Examples of conditions an Xcode project sets (`project.pbxproj`): a condition that only
/// configurations with a gate (`DEBUG`) set is a gate; one that a configuration without a gate
/// sets, or that an `.xcconfig` file may set, is named, with how to declare it.
extension UngatedTestingCallRule {
    static let xcodeTriggering: [RuleExample] = [
        // The Release configuration sets STAGING too (as would any configuration without DEBUG).
        RuleExample("""
            enum Onboarding {
                static func start() {
                    #if STAGING
                    1️⃣Tips.showAllTipsForTesting()
                    #endif
                    try? Tips.configure()
                }
            }
            """, otherFiles: [projectPath: xcodeProject(debug: "DEBUG STAGING", release: "STAGING")], messages: ["1️⃣": """
                Tips.showAllTipsForTesting runs in every build that sets STAGING, as the Release configuration does, and \
                makes every person see every tip, ignoring rules and display frequency; wrap it in #if DEBUG
                """]),
        // Release builds take their conditions from an .xcconfig file, which tiplint does not read:
        // whether only debug builds set STAGING is the reader's to say.
        RuleExample("""
            enum Onboarding {
                static func start() {
                    #if STAGING
                    1️⃣Tips.showAllTipsForTesting()
                    #endif
                    try? Tips.configure()
                }
            }
            """, otherFiles: [projectPath: xcodeProject(debug: "DEBUG STAGING", release: "$(inherited)", releaseBase: "Release.xcconfig")], messages: ["1️⃣": """
                Tips.showAllTipsForTesting runs in every build that sets STAGING, which is not in gates:, and makes every \
                person see every tip, ignoring rules and display frequency; if only debug builds set STAGING, add it to \
                gates: in .lintconfig.yml (gates: [DEBUG, STAGING]); otherwise wrap it in #if DEBUG
                """]),
    ]

    static let xcodeNonTriggering: [RuleExample] = [
        // Only the Debug configuration sets STAGING, beside DEBUG: no release build compiles the call.
        RuleExample("""
            enum Onboarding {
                static func start() {
                    #if STAGING
                    Tips.showAllTipsForTesting()
                    #endif
                    try? Tips.configure()
                }
            }
            """, otherFiles: [projectPath: xcodeProject(debug: "DEBUG STAGING", release: "")]),
        // The target's Debug configuration inherits DEBUG from the project's.
        RuleExample("""
            enum Onboarding {
                static func start() {
                    #if STAGING
                    Tips.showAllTipsForTesting()
                    #endif
                    try? Tips.configure()
                }
            }
            """, otherFiles: [projectPath: xcodeProject(projectDebug: "DEBUG", debug: "$(inherited) STAGING", release: "")]),
    ]

    private static let projectPath = "App.xcodeproj/project.pbxproj"

    /// A project with one target whose Debug and Release configurations set these
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (the project's own Debug sets `projectDebug`);
    /// `releaseBase` bases the target's Release on an `.xcconfig` file.
    private static func xcodeProject(projectDebug: String = "", debug: String, release: String, releaseBase: String? = nil) -> String {
        let base = releaseBase.map { "baseConfigurationReference = X1 /* \($0) */; " } ?? ""
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP1 /* Project object */ = {isa = PBXProject; buildConfigurationList = L1; targets = (T1); };
            \t\tT1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L2; name = App; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
            \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C3, C4); };
            \t\tC1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "\(projectDebug)"; }; name = Debug; };
            \t\tC2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
            \t\tC3 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "\(debug)"; }; name = Debug; };
            \t\tC4 /* Release */ = {isa = XCBuildConfiguration; \(base)buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "\(release)"; }; name = Release; };
            \t};
            \trootObject = P1;
            }
            """
    }
}
