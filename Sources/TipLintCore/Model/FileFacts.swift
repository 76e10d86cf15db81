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
}
