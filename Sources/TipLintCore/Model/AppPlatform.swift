/// What an `App` declaration's own code says about the platforms it is built for. An Xcode
/// project's targets are not read, so a project with an iOS and a macOS `App` is one index;
/// each `App`'s platform is known only from its code: `#if os(…)` clauses around the
/// declaration, and SwiftUI API that exists on some platforms only (`PlatformMarker`).
package struct AppPlatformFacts: Codable, Hashable, Sendable {
    /// The fixed builds that may compile the declaration (its `#if os(…)` clauses; `.all`
    /// when none, or when a clause names anything else).
    package var declarationBuilds: BuildSet
    /// The platform-only API its body uses, in file order.
    package var markers: [PlatformMarker]

    package init(declarationBuilds: BuildSet, markers: [PlatformMarker]) {
        self.declarationBuilds = declarationBuilds
        self.markers = markers
    }
}

/// A use, in an `App` type, of SwiftUI API that exists on some platforms only: a delegate
/// adaptor attribute (`@NSApplicationDelegateAdaptor`) or a scene (`Settings { … }`). Wherever
/// it is compiled, the build is one of `platformBuilds`.
package struct PlatformMarker: Codable, Hashable, Sendable {
    /// As written: `NSApplicationDelegateAdaptor`, `Settings`. The index drops a name a project
    /// type declares (its own `Settings` is not SwiftUI's).
    package var name: String
    package var range: SourceRange
    /// The fixed builds that surely compile it: none when a clause around it names anything the
    /// fixed builds do not decide (`#if canImport(AppKit)`).
    package var surelyCompiledIn: BuildSet

    package init(name: String, range: SourceRange, surelyCompiledIn: BuildSet) {
        self.name = name
        self.range = range
        self.surelyCompiledIn = surelyCompiledIn
    }

    /// The builds of the platforms where SwiftUI has `name`: the delegate adaptors (attributes of
    /// a stored property) and scenes (items of the `App`'s `body`) that exist on a fixed set of
    /// platforms. Scenes whose platforms have grown over releases (`Window`) are left out.
    package static let platformsOfName: [String: BuildSet] = [
        "NSApplicationDelegateAdaptor": .platforms([.macOS]),
        "UIApplicationDelegateAdaptor": .platforms([.iOS, .tvOS, .visionOS, .macCatalyst]),
        "WKApplicationDelegateAdaptor": .platforms([.watchOS]),
        "WKExtensionDelegateAdaptor": .platforms([.watchOS]),
        "Settings": .platforms([.macOS]),
        "MenuBarExtra": .platforms([.macOS]),
        "WKNotificationScene": .platforms([.watchOS]),
        "ImmersiveSpace": .platforms([.visionOS]),
    ]

    /// Where it is compiled, one of its platforms: the builds an `App` using it can be.
    package var allowedBuilds: BuildSet {
        let platforms = Self.platformsOfName[name] ?? .all
        return surelyCompiledIn.complement.union(platforms)
    }
}

extension BuildSet {
    /// A platform of the fixed builds, in `CompileTimeGate.fixedPlatforms` order.
    package enum Platform: Int, CaseIterable, Sendable {
        case iOS, macOS, tvOS, watchOS, visionOS, macCatalyst
    }

    /// Both builds (`DEBUG` set and not) of each platform.
    package static func platforms(_ platforms: [Platform]) -> BuildSet {
        BuildSet(mask: platforms.reduce(0) { $0 | UInt16(3) << (2 * $1.rawValue) })
    }

    /// The builds not in this set.
    package var complement: BuildSet { BuildSet(mask: ~mask & BuildSet.all.mask) }
}
