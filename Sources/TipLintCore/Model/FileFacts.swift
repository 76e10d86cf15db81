/// A fact that knows whether it sits in test or preview code: a file matching the `tests`
/// globs, an `XCTestCase` subclass, a `@Test` function, a `#Preview` body or a
/// `PreviewProvider` type. `ProjectIndex.shipping` leaves such facts out.
public protocol TestOrPreviewMarked {
    var isTestOrPreview: Bool { get }
}

/// Everything one file contributes to the tip model. It depends only on the file's bytes and
/// the configuration, so it can be computed in parallel and cached; everything that needs
/// other files happens in `ProjectIndex`.
public struct FileFacts: Codable, Hashable, Sendable {
    public var path: String
    public var types: [TypePart] = []
    public var displaySites: [DisplaySite] = []
    public var bindings: [InstanceBinding] = []
    public var groups: [TipGroupDeclaration] = []
    public var invalidations: [InvalidationSite] = []
    public var styleApplications: [StyleApplication] = []
    public var testingCalls: [TestingCall] = []
    public var configureCalls: [ConfigureCall] = []
    public var callSites: [CallSite] = []
    public var lifecycles: [LifecycleSequence] = []
    /// `Tips.Event(id:)` declarations.
    public var events: [IDDeclaration] = []
    public var suppressions: [SuppressionDirective] = []
    /// Set for YAML tip manifests.
    public var manifest: ManifestFacts?
    /// Translations from String Catalogs and `.strings` files.
    public var localizations: [Localization] = []

    public init(path: String) {
        self.path = path
    }

    /// The facts of code that ships: every `TestOrPreviewMarked` fact in test or preview code
    /// removed. Suppressions, manifests and translations are not code and stay.
    public var shipping: FileFacts {
        var result = self
        result.types.removeAll(where: \.isTestOrPreview)
        result.displaySites.removeAll(where: \.isTestOrPreview)
        result.bindings.removeAll(where: \.isTestOrPreview)
        result.groups.removeAll(where: \.isTestOrPreview)
        result.invalidations.removeAll(where: \.isTestOrPreview)
        result.styleApplications.removeAll(where: \.isTestOrPreview)
        result.testingCalls.removeAll(where: \.isTestOrPreview)
        result.configureCalls.removeAll(where: \.isTestOrPreview)
        result.callSites.removeAll(where: \.isTestOrPreview)
        result.lifecycles.removeAll(where: \.isTestOrPreview)
        result.events.removeAll(where: \.isTestOrPreview)
        return result
    }
}
