import TipLintCore

/// Each SwiftUI `App` of a project is its own launch. The project model groups files by project
/// folder (the `*.xcodeproj`, `project.yml` or `Project.swift` above them, else the whole run) and
/// reads no project file's targets, so an iOS `App` and a watch or macOS `App` side by side are
/// one `ProjectIndex`: first-launch-tips asks, per `App`, which views its scenes create and which
/// `Tips.configure` calls its start-up runs (`ProjectIndex.configureRuns`).
extension FirstLaunchTipsRule {
    /// One `App` type: one launch.
    struct LaunchingApp {
        /// The qualified name.
        var name: String
        /// The start-up key `ConfigureRun.launchRoots` gives its `init`: `type:Name`, or
        /// `type:Name@path` when two files each declare a type of that name (two targets' copies).
        var key: String
        /// The declaration (not an extension) when there is one: where a finding with no
        /// configure call of its own is reported.
        var declaration: Located<TypePart>
        /// Set when the name is declared in several files: only code in this file is this app's.
        var onlyPath: String?
        /// Its own start-up and the app delegates it adapts (`@UIApplicationDelegateAdaptor`),
        /// as `ConfigureRun.launchRoots` keys them.
        var startUps: Set<String>
        /// The fixed builds it can be built for (`ProjectIndex.builds(ofApp:onlyPath:)`): `.all`
        /// unless its own code says (`#if os(macOS)` around it, a `Settings` scene, an adaptor).
        var builds: BuildSet = .all

        /// Code of `type` in `path` belongs to this app.
        func owns(_ type: String?, path: String) -> Bool {
            type == name && (onlyPath == nil || onlyPath == path)
        }

        /// Its start-up runs `run`.
        func runs(_ run: ConfigureRun) -> Bool { !run.launchRoots.isDisjoint(with: startUps) }
    }

    /// Every `App` of `index`, in index order. A name declared in two files is two apps, each
    /// its own file's; an extension of such a name cannot be told apart and is left out.
    static func launchingApps(in index: ProjectIndex) -> [LaunchingApp] {
        var declarations: [String: [Located<TypePart>]] = [:]
        for part in index.types where part.fact.kind != .extension { declarations[part.fact.qualifiedName, default: []].append(part) }
        // The delegates a declaration adapts, by the key its launch method's start-up has; a
        // delegate name declared twice cannot be told apart and stays a start-up of its own.
        func delegateKeys(_ part: TypePart) -> [String] {
            part.storedProperties.filter(\.isDelegateAdaptor).compactMap(\.typeName).compactMap { written in
                let found = declarations.values.joined().filter { $0.fact.simpleName == simpleName(written) }
                return found.count == 1 ? found.first.map { "type:\($0.fact.qualifiedName)" } : nil
            }
        }
        var apps: [LaunchingApp] = []
        var positions: [String: Int] = [:]
        for part in index.types where part.fact.inherits("App", module: "SwiftUI") {
            let name = part.fact.qualifiedName
            let declared = declarations[name] ?? []
            let several = declared.count > 1
            if several, part.fact.kind == .extension { continue }
            let key = several ? "type:\(name)@\(part.path)" : "type:\(name)"
            guard positions[key] == nil else { continue }
            positions[key] = apps.count
            apps.append(LaunchingApp(
                name: name, key: key, declaration: several ? part : declared.first ?? part, onlyPath: several ? part.path : nil,
                startUps: [key], builds: index.builds(ofApp: name, onlyPath: several ? part.path : nil)))
        }
        // Adaptors are stored properties of any part of the type (an extension cannot store one,
        // but a second declaration can).
        for part in index.types where part.fact.kind != .extension {
            let name = part.fact.qualifiedName
            let key = (declarations[name]?.count ?? 0) > 1 ? "type:\(name)@\(part.path)" : "type:\(name)"
            guard let position = positions[key] else { continue }
            apps[position].startUps.formUnion(delegateKeys(part.fact))
        }
        return apps
    }

    /// The configure calls that decide `app`'s display frequency, in `runs`' order: those its
    /// start-up runs, and those no other app's start-up runs (a call nothing is known to reach,
    /// a `main.swift`, a delegate no `App` adapts).
    static func configureRuns(of app: LaunchingApp, among apps: [LaunchingApp], _ runs: [ConfigureRun]) -> [ConfigureRun] {
        runs.filter { run in app.runs(run) || !apps.contains { $0.key != app.key && $0.runs(run) } }
    }
}
