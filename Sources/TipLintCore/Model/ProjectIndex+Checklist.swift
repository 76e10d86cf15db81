/// What the review-checklist rules (issue 23) ask of the project: which app start-up each
/// `Tips.configure` runs from, whether two calls can both run in one build, what a project
/// `TipViewStyle` draws, and which platforms the app is built for.

/// A `Tips.configure` call with what the checklist rules need to know about it.
package struct ConfigureRun: Sendable {
    package var call: Located<ConfigureCall>
    /// Nil when the front end recorded none (a Markdown snippet's call has one too).
    package var detail: ConfigureDetail?
    /// The start-ups that run it: `App` types, app or scene delegates (`type:Name`), a
    /// `main.swift` (`main:path`). Empty when no start-up path reaches it.
    package var launchRoots: Set<String>
    /// Where it runs after launch when no start-up path reaches it (`runTime(of:)`).
    package var late: LatePlacement?
    /// The fixed builds that compile it (`#if os(…)`, `#if DEBUG` clauses around it).
    package var builds: BuildSet
}

extension ProjectIndex {
    /// Every `Tips.configure` call of this index (ask `shipping`), in index order.
    package func configureRuns() -> [ConfigureRun] {
        guard !configureCalls.isEmpty else { return [] }
        var details: [String: ConfigureDetail] = [:]
        for detail in facts(\.configureDetails) { details["\(detail.path)@\(detail.fact.range.start)"] = detail.fact }
        return configureCalls.map { call in
            let roots = launchRoots(of: call.fact.context, path: call.path, depth: 0, visited: [])
            var late: LatePlacement?
            if roots.isEmpty {
                switch runTime(of: call.fact.context) {
                case .action(let place), .later(let place): late = place
                case .launch, .previewOrTest, .unknown: late = nil
                }
            }
            return ConfigureRun(
                call: call, detail: details["\(call.path)@\(call.fact.range.start)"], launchRoots: roots, late: late,
                builds: builds(path: call.path, at: call.fact.range.start))
        }
    }

    /// Whether every start-up of this index belongs to one app: at most one `App` type, one app
    /// delegate and one scene delegate, and, when there are both an `App` and an app delegate,
    /// the `App` adapts that delegate (`@UIApplicationDelegateAdaptor`). Two `App` types (an iOS
    /// and a macOS target, an app and its watch app) are two apps, each configuring its own
    /// datastore; so are an `App` and a delegate it does not adapt, since SwiftUI never calls
    /// that delegate: it starts another target (an AppKit app, an extension).
    package var hasOneStartUp: Bool {
        // Declarations, not names: two targets may each declare an `App` of the same name.
        func declarations(_ test: (TypePart) -> Bool) -> Set<String> {
            Set(types.filter { test($0.fact) }.map { $0.fact.kind == .extension ? $0.fact.qualifiedName : "\($0.fact.qualifiedName)@\($0.path)" })
        }
        let apps = declarations { $0.inherits("App", module: "SwiftUI") }
        let delegates = declarations(Self.isAppDelegate)
        let sceneDelegates = declarations(Self.isSceneDelegate)
        guard apps.count <= 1, delegates.count <= 1, sceneDelegates.count <= 1 else { return false }
        guard let delegate = types.first(where: { Self.isAppDelegate($0.fact) }), !apps.isEmpty else { return true }
        let adapted = types.filter { $0.fact.inherits("App", module: "SwiftUI") }
            .flatMap { $0.fact.storedProperties.filter(\.isDelegateAdaptor).compactMap(\.typeName) }
        return adapted.contains(delegate.fact.simpleName)
    }

    private static func isAppDelegate(_ type: TypePart) -> Bool {
        type.inherits("UIApplicationDelegate", module: "UIKit") || type.inherits("NSApplicationDelegate", module: "AppKit")
    }

    private static func isSceneDelegate(_ type: TypePart) -> Bool {
        type.inherits("UIWindowSceneDelegate", module: "UIKit") || type.inherits("UISceneDelegate", module: "UIKit")
    }

    /// The start-ups whose code reaches `placement`, through project functions as deep as the
    /// call graph (`callGraphDepth`). A `Task` started at launch runs once too. A scene
    /// delegate's `scene(…)` functions are a start-up of their own here: UIKit calls them as a
    /// scene connects.
    private func launchRoots(of placement: PlacementContext, path: String, depth: Int, visited: Set<String>) -> Set<String> {
        // One name declared in two files (an iOS and a macOS target's `App`, each its own
        // `BisquitApp`) is two types: the file tells them apart.
        let owner = placement.enclosingType.map { type in
            types.filter { $0.fact.qualifiedName == type && $0.fact.kind != .extension }.count > 1 ? "type:\(type)@\(path)" : "type:\(type)"
        }
        switch placement.kind {
        case .appInit, .appDelegateLaunch: return [owner ?? "main:\(path)"]
        case .mainTopLevel: return ["main:\(path)"]
        case .task, .onAppear, .viewBody:
            let isApp = types.contains { $0.fact.qualifiedName == placement.enclosingType && $0.fact.inherits("App", module: "SwiftUI") }
            return isApp ? [owner ?? path] : []
        case .function:
            guard let name = placement.name, depth < Self.callGraphDepth else { return [] }
            if name == "scene", let type = placement.enclosingType,
                types.contains(where: { $0.fact.qualifiedName == type && Self.isSceneDelegate($0.fact) })
            {
                return [owner ?? "type:\(type)"]
            }
            let function = "\(placement.enclosingType ?? "").\(name)"
            guard !visited.contains(function) else { return [] }
            var roots = Set<String>()
            for caller in callers(of: name, in: placement.enclosingType) where !caller.fact.isTestOrPreview {
                roots.formUnion(launchRoots(of: caller.fact.context, path: caller.path, depth: depth + 1, visited: visited.union([function])))
            }
            return roots
        case .topLevel, .viewInit, .screenLifecycle, .controlAction, .closure, .property:
            return []
        }
    }
}

extension ProjectIndex {
    /// The `makeBody` of each project `TipViewStyle` that draws nothing that could close its tip
    /// (`TipStyleBody.mayClose` false) and that no `configuration.tip.invalidate` is recorded
    /// for, by the style's simple name. A style declared twice (two modules) with different
    /// bodies is left out: which one applies cannot be told.
    package var unclosableTipStyles: [String: Located<TipStyleBody>] {
        let closing = Set(invalidations.compactMap { $0.fact.styleType.map(Self.simple) })
        var found: [String: Located<TipStyleBody>] = [:]
        var mixed = Set<String>()
        for body in facts(\.tipStyleBodies) {
            let name = Self.simple(body.fact.styleType)
            if body.fact.mayClose || closing.contains(name) {
                mixed.insert(name)
            } else if found[name] != nil {
                mixed.insert(name)
            } else {
                found[name] = body
            }
        }
        return found.filter { !mixed.contains($0.key) }
    }

    private static func simple(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }

    /// The platforms the code around `path` shows its app is built for, each with the first
    /// place it is seen: the `platforms:` of a `Package.swift` whose folder holds `path`, and
    /// `#if` clauses compiled for one platform only (`#if os(macOS)`,
    /// `#if targetEnvironment(macCatalyst)`) in the parsed files of `path`'s module. A clause for
    /// several platforms (`#else` of `#if os(iOS)`, `!os(watchOS)`) names none of them; another
    /// package's manifest (a local library's) says nothing about the app. The Xcode project's
    /// build settings (`SUPPORTED_PLATFORMS`, `TARGETED_DEVICE_FAMILY`) are not read.
    package func platformEvidence(around path: String) -> [(platform: String, location: SourceLocation)] {
        var result: [(String, SourceLocation)] = []
        var seen = Set<String>()
        let module = module(ofPath: path)
        for file in files {
            let folder = file.path.hasSuffix("Package.swift") ? String(file.path.dropLast("Package.swift".count)) : nil
            if let folder, path.hasPrefix(folder) {
                for platform in file.packagePlatforms where seen.insert(platform.name).inserted {
                    result.append((platform.name, SourceLocation(path: file.path, range: platform.range)))
                }
            }
            guard !file.viewStructure.buildRegions.isEmpty, self.module(ofPath: file.path) == module else { continue }
            for region in file.viewStructure.buildRegions {
                guard let platform = Self.onlyPlatform(of: region.builds), seen.insert(platform).inserted else { continue }
                result.append((platform, SourceLocation(path: file.path, range: region.range)))
            }
        }
        return result
    }

    /// The one platform a build set is compiled for (either `DEBUG` setting), in
    /// `CompileTimeGate.fixedPlatforms` order; `os(iOS)` holds on Mac Catalyst too, so a set of
    /// iOS and Mac Catalyst is iOS. Nil for none or several.
    private static func onlyPlatform(of builds: BuildSet) -> String? {
        let names = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst"]
        var platforms = names.indices.filter { builds.mask & (UInt16(3) << (2 * $0)) != 0 }
        if platforms.contains(0) { platforms.removeAll { $0 == 5 } }
        return platforms.count == 1 ? names[platforms[0]] : nil
    }
}
