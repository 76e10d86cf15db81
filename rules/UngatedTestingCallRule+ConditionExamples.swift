import TipLintCore

/// Examples of custom compilation conditions (`#if DEV_BUILD`): a gate only when `gates:` lists
/// it or the project's `Package.swift` defines it for debug builds alone (the Xcode project's
/// are in UngatedTestingCallRule+XcodeExamples.swift); otherwise the words
/// name it and say how to declare it.
extension UngatedTestingCallRule {
    static let conditionTriggering: [RuleExample] = [
        RuleExample("""
            enum Onboarding {
                static func start() {
                    #if DEV_BUILD
                    1️⃣Tips.showAllTipsForTesting()
                    #endif
                    try? Tips.configure()
                }
            }
            """, messages: ["1️⃣": """
                Tips.showAllTipsForTesting runs in every build that sets DEV_BUILD, which is not in gates:, and makes every \
                person see every tip, ignoring rules and display frequency; if only debug builds set DEV_BUILD, add it to \
                gates: in .lintconfig.yml (gates: [DEBUG, DEV_BUILD]); otherwise wrap it in #if DEBUG
                """]),
        // The list to write keeps the gates already configured.
        RuleExample("""
            enum Onboarding {
                static func start() {
                    #if DEV_BUILD
                    1️⃣Tips.resetDatastore()
                    #endif
                }
            }
            """, projectConfiguration: "gates: [DEBUG, INTERNAL]", messages: ["1️⃣": """
                Tips.resetDatastore runs in every build that sets DEV_BUILD, which is not in gates:, and wipes every \
                person's tip state whenever start() runs; if only debug builds set DEV_BUILD, add it to gates: in \
                .lintconfig.yml (gates: [DEBUG, INTERNAL, DEV_BUILD]); otherwise wrap it in #if DEBUG
                """]),
        // A package's debug-only define is that package's: the app's own code is not under it.
        RuleExample("""
            enum Onboarding {
                static func start() {
                    #if DEV_BUILD
                    1️⃣Tips.showAllTipsForTesting()
                    #endif
                }
            }
            """, otherFiles: ["Packages/Kit/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [
                    .target(name: "Kit", swiftSettings: [.define("DEV_BUILD", .when(configuration: .debug))]),
                ])
                """]),
        // `-DDEV_BUILD` in unsafeFlags sets it in every build.
        RuleExample("""
            enum Onboarding {
                static func start() {
                    #if DEV_BUILD
                    1️⃣Tips.showAllTipsForTesting()
                    #endif
                }
            }
            """, otherFiles: ["Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Notes", targets: [
                    .target(name: "App", swiftSettings: [
                        .define("DEV_BUILD", .when(configuration: .debug)), .unsafeFlags(["-DDEV_BUILD"]),
                    ]),
                ])
                """], messages: ["1️⃣": """
                Tips.showAllTipsForTesting runs in release builds and makes every person see every tip, ignoring rules and \
                display frequency; wrap it in #if DEBUG
                """]),
    ]

    static let conditionNonTriggering: [RuleExample] = [
        // Another target that defines it in every build is compiled on its own: the App target's
        // code is still under a debug-only condition.
        RuleExample("""
            enum Onboarding {
                static func start() {
                    #if DEV_BUILD
                    Tips.showAllTipsForTesting()
                    #endif
                    try? Tips.configure()
                }
            }
            """, otherFiles: ["Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Notes", targets: [
                    .target(name: "App", swiftSettings: [.define("DEV_BUILD", .when(configuration: .debug))]),
                    .target(name: "Widgets", swiftSettings: [.define("DEV_BUILD")]),
                ])
                """]),
        // Package.swift defines it for debug builds only: no release build compiles the call.
        RuleExample("""
            enum Onboarding {
                static func start() {
                    #if DEV_BUILD
                    Tips.showAllTipsForTesting()
                    #endif
                    try? Tips.configure()
                }
            }
            """, otherFiles: ["Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Notes", targets: [
                    .target(name: "App", swiftSettings: [.define("DEV_BUILD", .when(configuration: .debug))]),
                ])
                """]),
        // Listed in gates:.
        RuleExample("""
            enum Onboarding {
                static func start() {
                    #if DEV_BUILD
                    Tips.showAllTipsForTesting()
                    #endif
                    try? Tips.configure()
                }
            }
            """, projectConfiguration: "gates: [DEBUG, DEV_BUILD]"),
    ]
}
