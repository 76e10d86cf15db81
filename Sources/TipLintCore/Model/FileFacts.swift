/// A fact that knows whether it sits in test or preview code: a file matching the `tests`
/// globs, an `XCTestCase` subclass, a `@Test` function, a `#Preview` body or a
/// `PreviewProvider` type. `ProjectIndex.shipping` leaves such facts out.
package protocol TestOrPreviewMarked {
    var isTestOrPreview: Bool { get }
}

/// Everything one file contributes to the tip model. It depends only on the file's bytes and
/// the configuration, so it can be computed in parallel and cached; everything that needs
/// other files happens in `ProjectIndex`.
package struct FileFacts: Codable, Hashable, Sendable {
    package var path: String
    package var types: [TypePart] = []
    package var displaySites: [DisplaySite] = []
    package var bindings: [InstanceBinding] = []
    package var groups: [TipGroupDeclaration] = []
    package var invalidations: [InvalidationSite] = []
    package var styleApplications: [StyleApplication] = []
    package var testingCalls: [TestingCall] = []
    package var configureCalls: [ConfigureCall] = []
    package var callSites: [CallSite] = []
    package var lifecycles: [LifecycleSequence] = []
    /// Calls that construct a value of a capitalised type with arguments.
    package var constructions: [ConstructionSite] = []
    /// Views that view code creates (`Child()` in a body): the screens a view is made of.
    package var childViews: [ChildViewSite] = []
    /// `Tips.Event(id:)` declarations.
    package var events: [IDDeclaration] = []
    /// TipKit's eligibility state (TipRuleFacts.swift): `@Parameter`s, named events, and the
    /// places code assigns or donates them.
    package var parameters: [ParameterDeclaration] = []
    package var eventDeclarations: [EventDeclaration] = []
    package var parameterAssignments: [ParameterAssignment] = []
    package var eventDonations: [EventDonation] = []
    package var statusCallbacks: [StatusCallbackFunction] = []
    package var suppressions: [SuppressionDirective] = []
    /// Set for YAML tip manifests.
    package var manifest: ManifestFacts?
    /// Translations from String Catalogs and `.strings` files.
    package var localizations: [Localization] = []
    /// Set for a `Package.swift`: its targets, which make the modules of the project.
    package var packageTargets: [PackageTarget] = []
    /// Set for an Xcode project's `project.pbxproj`: its targets' build configurations.
    package var xcodeBuildConfigurations: [XcodeBuildConfiguration] = []
    /// Functions and `ViewModifier`s that show the tip they are given, and calls that pass a
    /// tip to a function: together, the display sites behind wrappers.
    package var displayWrappers: [DisplayWrapper] = []
    package var tipArgumentCalls: [TipArgumentCall] = []
    /// String, launch-check and Boolean-alias constants (`static let isUITesting = …`).
    package var constants: [ConstantDeclaration] = []
    /// View members and their uses, and `#if` clauses only some builds compile: where a
    /// display site really is on screen (`ViewPlacer`).
    package var viewStructure = ViewStructureFacts()
    /// Uses of this file's `private` and `fileprivate` types (FileFacts+PreviewOnly.swift).
    package var typeUses: [TypeUse] = []
    /// TipKit API misuse seen in one call's syntax (`APIMisuseFacts.swift`).
    package var apiMisuses: [APIMisuseSite] = []
    /// Sheets presented from a first-launch `@AppStorage` flag.
    package var firstLaunchPresentations: [FirstLaunchPresentation] = []
    /// Review-checklist facts (ChecklistFacts.swift): how each `Tips.configure` runs and what it
    /// asks for, what each `TipViewStyle.makeBody` draws, a `Package.swift`'s platforms.
    package var configureDetails: [ConfigureDetail] = []
    package var tipStyleBodies: [TipStyleBody] = []
    package var packagePlatforms: [PackagePlatform] = []
    /// How members of this file's types get their values (`ValueFlow`): what a UIKit popover's
    /// anchor is followed through.
    package var valueFlows: [ValueFlow] = []
    /// Read for the second pass with only its top-level declarations that name a view showing a
    /// tip, the rest blanked (`ContextNames+Containers`): these facts are part of the model (a
    /// container's children), but no finding is reported in this file and it has no
    /// suppressions (their comments may lie in blanked text).
    package var declarationsOnly = false

    package init(path: String) {
        self.path = path
    }

    /// The facts of code that ships: every `TestOrPreviewMarked` fact in test or preview code
    /// removed. Suppressions, manifests and translations are not code and stay.
    package var shipping: FileFacts {
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
        result.constructions.removeAll(where: \.isTestOrPreview)
        result.childViews.removeAll(where: \.isTestOrPreview)
        result.events.removeAll(where: \.isTestOrPreview)
        result.displayWrappers.removeAll(where: \.isTestOrPreview)
        result.tipArgumentCalls.removeAll(where: \.isTestOrPreview)
        result.parameters.removeAll(where: \.isTestOrPreview)
        result.eventDeclarations.removeAll(where: \.isTestOrPreview)
        result.parameterAssignments.removeAll(where: \.isTestOrPreview)
        result.eventDonations.removeAll(where: \.isTestOrPreview)
        result.statusCallbacks.removeAll(where: \.isTestOrPreview)
        result.constants.removeAll(where: \.isTestOrPreview)
        result.apiMisuses.removeAll(where: \.isTestOrPreview)
        result.firstLaunchPresentations.removeAll(where: \.isTestOrPreview)
        result.configureDetails.removeAll(where: \.isTestOrPreview)
        result.tipStyleBodies.removeAll(where: \.isTestOrPreview)
        result.valueFlows.removeAll(where: \.isTestOrPreview)
        return result
    }
}
