import TipLintCore

/// An app built for several platforms whose tips do not sync between devices.
package struct MultiDeviceSyncRule: Rule {
    package static let description = RuleDescription(
        id: "multi-device-sync",
        name: "Multi-device sync",
        summary: "Apps for several platforms whose Tips.configure sets no cloudKitContainer",
        rationale: """
            Tip status (closed, invalidated, display counts) lives in a datastore on each device. \
            When the app runs on more than one platform and Tips.configure sets no \
            .cloudKitContainer(…) (iOS 18, macOS 15, visionOS 2), a tip the person closed on one \
            device comes back on the others. `.cloudKitContainer(.automatic)` syncs it through \
            iCloud (the app needs the iCloud/CloudKit capability and remote-notification \
            background mode). Naming the option at all, `nil` included, is taken as a decision and \
            left alone, and so are options built elsewhere (`Tips.configure(settings.options)`). A note, and off by default: syncing is a product choice.
            """,
        limits: """
            The platforms are read from a Package.swift's `platforms:` and from `#if` clauses compiled \
            for one platform only (`#if os(macOS)`, `#if targetEnvironment(macCatalyst)`) in the Swift \
            files tiplint parses (those that use TipKit, and the files it reads for context). The Xcode \
            project's build settings (SUPPORTED_PLATFORMS, TARGETED_DEVICE_FAMILY for iPhone and \
            iPad) are not read, so an iPhone-and-iPad app, or one whose other platform leaves no \
            such trace in those files, is not reported. Doc snippets are not judged.
            """,
        messages: [
            "no-cloudkit-sync": "Tips.configure sets no cloudKitContainer in an app built for several platforms",
        ],
        defaultSeverity: .note,
        triggering: [
            RuleExample("""
                @main struct NotesApp: App {
                    init() { try? 1️⃣Tips.configure([.displayFrequency(.daily)]) }
                    var body: some Scene {
                        WindowGroup {
                            #if os(iOS)
                            NotesList()
                            #elseif os(macOS)
                            NotesSplitView()
                            #endif
                        }
                    }
                }
                """, configuration: "severity: note", messages: ["1️⃣": """
                    Tips.configure sets no cloudKitContainer, but the app is built for iOS and macOS, so a tip closed \
                    on one device comes back on the others; add .cloudKitContainer(.automatic) to sync tip status \
                    through iCloud
                    """]),
            // Two platforms in the package's manifest.
            RuleExample("""
                @main struct NotesApp: App {
                    init() { try? 1️⃣Tips.configure() }
                    var body: some Scene { WindowGroup { Text("Notes") } }
                }
                """, path: "Sources/Notes/NotesApp.swift", configuration: "severity: note", otherFiles: [
                    "Package.swift": """
                        let package = Package(
                            name: "Notes",
                            platforms: [.iOS(.v18), .visionOS(.v2)],
                            targets: [.executableTarget(name: "Notes")]
                        )
                        """,
                ]),
        ],
        nonTriggering: [
            RuleExample("""
                @main struct NotesApp: App {
                    init() { try? Tips.configure([.cloudKitContainer(.automatic)]) }
                    var body: some Scene {
                        WindowGroup {
                            #if os(macOS)
                            NotesSplitView()
                            #elseif os(iOS)
                            NotesList()
                            #endif
                        }
                    }
                }
                """, configuration: "severity: note"),
            // One platform only: `os(iOS)` holds on Mac Catalyst too, and says nothing about it.
            RuleExample("""
                @main struct NotesApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene {
                        WindowGroup {
                            #if os(iOS)
                            NotesList()
                            #endif
                        }
                    }
                }
                """, configuration: "severity: note"),
            // `nil` turns sync off on purpose.
            RuleExample("""
                @main struct NotesApp: App {
                    init() { try? Tips.configure([.cloudKitContainer(nil)]) }
                    var body: some Scene { WindowGroup { Text("Notes") } }
                }
                """, path: "Sources/Notes/NotesApp.swift", configuration: "severity: note", otherFiles: [
                    "Package.swift": """
                        let package = Package(name: "Notes", platforms: [.iOS(.v18), .macOS(.v15)], targets: [.executableTarget(name: "Notes")])
                        """,
                ]),
            // Options built elsewhere may name a container: not known here.
            RuleExample("""
                enum TipSettings {
                    static var options: [Tips.ConfigurationOption] { [.displayFrequency(.daily)] }
                }
                @main struct NotesApp: App {
                    init() { try? Tips.configure(TipSettings.options) }
                    var body: some Scene {
                        WindowGroup {
                            #if os(iOS)
                            NotesList()
                            #elseif os(visionOS)
                            NotesSpace()
                            #endif
                        }
                    }
                }
                """, configuration: "severity: note"),
            // A local library package's platforms say nothing about the app that uses it.
            RuleExample("""
                @main struct NotesApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { Text("Notes") } }
                }
                """, configuration: "severity: note", otherFiles: [
                    "Packages/NotesKit/Package.swift": """
                        let package = Package(name: "NotesKit", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: "NotesKit")])
                        """,
                ]),
        ],
        enabledByDefault: false
    )

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        guard context.scope == .project else { return [] }
        let shipping = index.shipping
        guard !shipping.configureCalls.isEmpty else { return [] }
        return shipping.configureRuns().compactMap { run in
            guard let detail = run.detail, !detail.namesCloudKitContainer, !detail.optionsComputed else { return nil }
            let evidence = index.platformEvidence(around: run.call.path)
            let platforms = evidence.map(\.platform)
            guard platforms.count > 1 else { return nil }
            let related = evidence.map { RelatedLocation(location: $0.location, message: Message.builtFor($0.platform)) }
            return context.finding(
                Message.noSync(platforms: platforms), kind: "no-cloudkit-sync", at: run.call.location(run.call.fact.range), related: related)
        }
    }
}

extension MultiDeviceSyncRule {
    /// The rule's words.
    enum Message {
        static func noSync(platforms: [String]) -> String {
            let named = platforms.count == 2 ? "\(platforms[0]) and \(platforms[1])"
                : platforms.dropLast().joined(separator: ", ") + " and " + (platforms.last ?? "")
            return "Tips.configure sets no cloudKitContainer, but the app is built for \(named), so a tip closed on one "
                + "device comes back on the others; add .cloudKitContainer(.automatic) to sync tip status through iCloud"
        }

        static func builtFor(_ platform: String) -> String { "built for \(platform) here" }
    }
}
