/// One step of the branch structure around a display site: which arm of which `if`,
/// `switch` or ternary it sits in. Two sites in different arms of one branch never show together.
public struct BranchStep: Codable, Hashable, Sendable {
    /// The UTF-8 offset of the branching statement in its file.
    public var branch: Int
    public var arm: Int

    public init(branch: Int, arm: Int) {
        self.branch = branch
        self.arm = arm
    }
}

/// Where a tip is put on screen.
public struct DisplaySite: Codable, Hashable, Sendable, TestOrPreviewMarked {
    public enum Kind: String, Codable, Sendable {
        case tipView = "TipView"
        case popoverTip = "popoverTip"
        case tipUIView = "TipUIView"
        case tipUIPopoverViewController = "TipUIPopoverViewController"
        case tipUICollectionViewCell = "TipUICollectionViewCell"
        case tipNSView = "TipNSView"
        case tipNSPopover = "TipNSPopover"

        /// SwiftUI sites share a screen with the other sites of their view type.
        public var isSwiftUI: Bool { self == .tipView || self == .popoverTip }
    }

    public var kind: Kind
    public var tip: TipReference
    public var range: SourceRange
    /// The innermost type the site is declared in (the SwiftUI view).
    public var enclosingType: String?
    public var branches: [BranchStep]
    /// Inside `ForEach` or a data-driven `List`: one tip attached to every row.
    public var insideForEach: Bool
    /// `.popoverTip` attached to a `Button`, `Toggle`, `NavigationLink` or `Menu`.
    public var attachedControl: String?
    /// The control's own call (its action closure) calls `invalidate`.
    public var controlActionInvalidates: Bool
    /// Outside any type: the line of the top-level statement holding the site, so that sites in
    /// one top-level expression (a doc snippet's `VStack { … }`) count as one screen.
    public var topLevelStatementLine: Int?
    public var isTestOrPreview: Bool

    public init(
        kind: Kind, tip: TipReference, range: SourceRange, enclosingType: String?, branches: [BranchStep],
        insideForEach: Bool, attachedControl: String?, controlActionInvalidates: Bool = false, isTestOrPreview: Bool
    ) {
        self.controlActionInvalidates = controlActionInvalidates
        self.kind = kind
        self.tip = tip
        self.range = range
        self.enclosingType = enclosingType
        self.branches = branches
        self.insideForEach = insideForEach
        self.attachedControl = attachedControl
        self.isTestOrPreview = isTestOrPreview
    }
}

/// A `let`/`var`/parameter whose type is known: how `searchTip` resolves to `SearchTip`.
public struct InstanceBinding: Codable, Hashable, Sendable, TestOrPreviewMarked {
    public var name: String
    public var typeName: String
    public var enclosingType: String?
    public var isTestOrPreview: Bool

    public init(name: String, typeName: String, enclosingType: String?, isTestOrPreview: Bool) {
        self.name = name
        self.typeName = typeName
        self.enclosingType = enclosingType
        self.isTestOrPreview = isTestOrPreview
    }
}

/// `let group = TipGroup(.ordered) { A(); B() }`.
public struct TipGroupDeclaration: Codable, Hashable, Sendable, TestOrPreviewMarked {
    public var name: String
    public var members: [TipReference]
    public var enclosingType: String?
    public var range: SourceRange
    public var isTestOrPreview: Bool

    public init(name: String, members: [TipReference], enclosingType: String?, range: SourceRange, isTestOrPreview: Bool) {
        self.name = name
        self.members = members
        self.enclosingType = enclosingType
        self.range = range
        self.isTestOrPreview = isTestOrPreview
    }
}

/// A call to `invalidate(reason:)`.
public struct InvalidationSite: Codable, Hashable, Sendable, TestOrPreviewMarked {
    public var receiver: TipReference
    public var range: SourceRange
    public var enclosingType: String?
    /// Inside a `TipViewStyle`: `configuration.tip.invalidate`.
    public var styleType: String?
    public var isTestOrPreview: Bool

    public init(receiver: TipReference, range: SourceRange, enclosingType: String?, styleType: String?, isTestOrPreview: Bool) {
        self.receiver = receiver
        self.range = range
        self.enclosingType = enclosingType
        self.styleType = styleType
        self.isTestOrPreview = isTestOrPreview
    }
}

/// `.tipViewStyle(SomeStyle())`.
public struct StyleApplication: Codable, Hashable, Sendable, TestOrPreviewMarked {
    public var styleType: String
    public var enclosingType: String?
    /// Applied in an `App`'s scene: reaches every view.
    public var appliesToWholeApp: Bool
    public var isTestOrPreview: Bool

    public init(styleType: String, enclosingType: String?, appliesToWholeApp: Bool, isTestOrPreview: Bool) {
        self.styleType = styleType
        self.enclosingType = enclosingType
        self.appliesToWholeApp = appliesToWholeApp
        self.isTestOrPreview = isTestOrPreview
    }
}

/// `Tips.showAllTipsForTesting()` and friends, and `Tips.resetDatastore()`.
public struct TestingCall: Codable, Hashable, Sendable, TestOrPreviewMarked {
    public enum Kind: String, Codable, Sendable {
        case showAllTipsForTesting, showTipsForTesting, hideAllTipsForTesting, hideTipsForTesting, resetDatastore
    }

    public var kind: Kind
    public var range: SourceRange
    /// The whole statement (with `try?`), for the `#if DEBUG` fix.
    public var statementRange: SourceRange
    /// The indentation of the statement's first line.
    public var indentation: String
    /// Inactive in every build where no gate condition is set.
    public var compileTimeGated: Bool
    /// Inside an `if` / after a `guard` on a launch argument or environment variable.
    public var launchArgumentGated: Bool
    public var isTestOrPreview: Bool

    public init(
        kind: Kind, range: SourceRange, statementRange: SourceRange, indentation: String,
        compileTimeGated: Bool, launchArgumentGated: Bool, isTestOrPreview: Bool
    ) {
        self.kind = kind
        self.range = range
        self.statementRange = statementRange
        self.indentation = indentation
        self.compileTimeGated = compileTimeGated
        self.launchArgumentGated = launchArgumentGated
        self.isTestOrPreview = isTestOrPreview
    }
}

/// A `Tips.configure(…)` call.
public struct ConfigureCall: Codable, Hashable, Sendable, TestOrPreviewMarked {
    public var range: SourceRange
    public var context: PlacementContext
    /// `.displayFrequency(.daily)` → `daily`.
    public var displayFrequency: String?
    public var isTestOrPreview: Bool

    public init(range: SourceRange, context: PlacementContext, displayFrequency: String?, isTestOrPreview: Bool) {
        self.range = range
        self.context = context
        self.displayFrequency = displayFrequency
        self.isTestOrPreview = isTestOrPreview
    }
}

/// A call of a function by name, to follow start-up paths across the project.
public struct CallSite: Codable, Hashable, Sendable, TestOrPreviewMarked {
    public var callee: String
    public var context: PlacementContext
    public var isTestOrPreview: Bool

    public init(callee: String, context: PlacementContext, isTestOrPreview: Bool) {
        self.callee = callee
        self.context = context
        self.isTestOrPreview = isTestOrPreview
    }
}

/// What a function body does to the tips datastore, in source order.
public struct LifecycleEvent: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable { case configure, reset, call }

    public var kind: Kind
    public var range: SourceRange
    /// The callee, for `.call`.
    public var callee: String?

    public init(kind: Kind, range: SourceRange, callee: String? = nil) {
        self.kind = kind
        self.range = range
        self.callee = callee
    }
}

/// The lifecycle events of one function body that configures or resets the datastore.
public struct LifecycleSequence: Codable, Hashable, Sendable, TestOrPreviewMarked {
    public var function: String
    public var events: [LifecycleEvent]
    public var isTestOrPreview: Bool

    public init(function: String, events: [LifecycleEvent], isTestOrPreview: Bool) {
        self.function = function
        self.events = events
        self.isTestOrPreview = isTestOrPreview
    }
}
