/// Follows a UIKit popover's anchor (`DisplaySite.anchorSource`) through the project's value
/// flow to the control it is, a few hops at most: a property of a type (its written type, else
/// every value the type's own code gives it), a method's single returned expression, a local's
/// value. Silent (nil) whenever a hop cannot be decided: a type no file read declares or two
/// declare, a property or method the type does not have here (a superclass's, one with logic),
/// a value that cannot be read, or values that lead to different controls or to no control.
/// Built from file facts, so that the context pass (`unreadTypes`) and the index share it.
struct AnchorFlow {
    /// How many steps (a type looked up, a property or call followed) one anchor may take: the
    /// toolbar-to-bar-to-button chain of the examples takes 7.
    static let deepestChain = 12

    /// A control an anchor resolves to: its kind (`button`, as `TipFactsVisitor.controlKind`
    /// names it) and which one (`Type.property`), nil for a value made in place (each is its own).
    struct Control: Equatable {
        var kind: String
        var identity: String?
    }

    private struct Key: Hashable {
        var owner: String
        var name: String
    }

    /// Qualified names of the declarations (not extensions) of each simple type name.
    private let declarations: [String: Set<String>]
    private let storedTypes: [Key: [String?]]
    private let assigned: [Key: [ValueSource]]
    private let returned: [Key: [ValueSource]]
    /// Member names some code assigns on another object or in a form not followed
    /// (`ValueFlow.anyOwner`): their values are not known from their type's code alone.
    private let writtenFromOutside: Set<String>
    /// Simple names some type inherits from: a subclass may assign their properties or
    /// override their methods, which their own code does not show.
    private let inherited: Set<String>

    init(files: [FileFacts]) {
        var declarations: [String: Set<String>] = [:]
        var storedTypes: [Key: [String?]] = [:]
        var assigned: [Key: [ValueSource]] = [:]
        var returned: [Key: [ValueSource]] = [:]
        var writtenFromOutside = Set<String>()
        var inherited = Set<String>()
        for file in files {
            for part in file.types {
                for name in part.inheritedTypes { inherited.insert(Self.simpleName(name)) }
                if part.kind != .extension { declarations[part.simpleName, default: []].insert(part.qualifiedName) }
                for property in part.storedProperties {
                    storedTypes[Key(owner: part.simpleName, name: property.name), default: []].append(property.typeName)
                }
            }
            for flow in file.valueFlows {
                if flow.owner == ValueFlow.anyOwner {
                    writtenFromOutside.insert(flow.name)
                    continue
                }
                let key = Key(owner: flow.owner, name: flow.name)
                switch flow.kind {
                case .assigned: assigned[key, default: []].append(flow.source)
                case .returned: returned[key, default: []].append(flow.source)
                }
            }
        }
        (self.declarations, self.storedTypes, self.assigned, self.returned) = (declarations, storedTypes, assigned, returned)
        (self.writtenFromOutside, self.inherited) = (writtenFromOutside, inherited)
    }

    /// `Screen.BottomBar` → `BottomBar`, `Base<Item>` → `Base`.
    private static func simpleName(_ written: String) -> String {
        let plain = written.split(separator: "<").first.map(String.init) ?? written
        let last = plain.split(separator: ".").last.map(String.init) ?? plain
        return last.filter { !$0.isWhitespace }
    }

    /// The control `source` is, or nil (see the type's comment). `missing` collects the types a
    /// step needed that no file read declares.
    func control(of source: ValueSource, missing: inout Set<String>) -> Control? {
        var budget = Self.deepestChain
        return control(of: source, budget: &budget, missing: &missing)
    }

    /// The simple type names the UIKit popovers of `facts` need read to follow their anchors:
    /// those no file of `facts` declares (the context pass reads their declarations).
    static func unreadTypes(in facts: [FileFacts]) -> Set<String> {
        let sources = facts.flatMap { file in
            file.displaySites.compactMap { $0.attachedControl == nil && !$0.isTestOrPreview ? $0.anchorSource : nil }
        }
        guard !sources.isEmpty else { return [] }
        let flow = AnchorFlow(files: facts)
        var missing = Set<String>()
        for source in sources { _ = flow.control(of: source, missing: &missing) }
        return missing
    }

    private func control(of source: ValueSource, budget: inout Int, missing: inout Set<String>) -> Control? {
        guard budget > 0 else { return nil }
        budget -= 1
        switch source {
        case .typed(let type):
            return TipFactsVisitor.controlKind(ofType: type).map { Control(kind: $0, identity: nil) }
        case .property(let base, let name):
            guard let owner = type(of: base, budget: &budget, missing: &missing) else { return nil }
            let key = Key(owner: owner, name: name)
            if let written = storedTypes[key] {
                // A written type that is a control decides; another leaves the values the type's code gives it.
                let kinds = Set(written.map { $0.flatMap(TipFactsVisitor.controlKind(ofType:)) })
                if kinds.count == 1, let kind = kinds.first ?? nil { return Control(kind: kind, identity: "\(owner).\(name)") }
                // Its values: only when no other code can give it one (another object's write, a subclass).
                guard !writtenFromOutside.contains(name), !inherited.contains(owner) else { return nil }
                return agreed(assigned[key] ?? [], budget: &budget, missing: &missing)
            }
            // A computed property: its one returned expression, unless a subclass may override it.
            guard !inherited.contains(owner) else { return nil }
            return agreed(returned[key] ?? [], budget: &budget, missing: &missing)
        case .call(let base, let name):
            guard let owner = type(of: base, budget: &budget, missing: &missing), !inherited.contains(owner) else { return nil }
            return agreed(returned[Key(owner: owner, name: name)] ?? [], budget: &budget, missing: &missing)
        case .unknown:
            return nil
        }
    }

    /// The one control every value leads to: nil when there is none, any is not a control, or
    /// two lead to different ones (a control made in place is different from every other).
    private func agreed(_ sources: [ValueSource], budget: inout Int, missing: inout Set<String>) -> Control? {
        let distinct = Array(Set(sources))
        guard !distinct.isEmpty else { return nil }
        var found: Control?
        for source in distinct {
            guard let control = control(of: source, budget: &budget, missing: &missing) else { return nil }
            if let earlier = found, earlier != control || control.identity == nil { return nil }
            found = control
        }
        return found
    }

    /// The simple name of the type `source` has, when a single declaration of it is known.
    private func type(of source: ValueSource, budget: inout Int, missing: inout Set<String>) -> String? {
        guard budget > 0 else { return nil }
        budget -= 1
        let name: String?
        switch source {
        case .typed(let type):
            name = type
        case .property(let base, let member):
            guard let owner = type(of: base, budget: &budget, missing: &missing) else { return nil }
            let written = Set(storedTypes[Key(owner: owner, name: member)] ?? [])
            name = written.count == 1 ? written.first ?? nil : nil
        case .call, .unknown:
            name = nil
        }
        guard let name else { return nil }
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        guard let declared = declarations[simple] else {
            if !ContextNames.frameworkTypes.contains(simple) { missing.insert(simple) }
            return nil
        }
        return declared.count == 1 ? simple : nil
    }
}

extension ProjectIndex {
    /// `sites` with each UIKit popover whose anchor `AnchorFlow` follows to a control put on
    /// that control (`DisplaySite.attachedControl`, its kind).
    static func anchoredThroughFlow(_ sites: [Located<DisplaySite>], files: [FileFacts]) -> [Located<DisplaySite>] {
        guard sites.contains(where: { $0.fact.attachedControl == nil && $0.fact.anchorSource != nil }) else { return sites }
        let flow = AnchorFlow(files: files)
        var missing = Set<String>()
        return sites.map { site in
            guard site.fact.attachedControl == nil, let source = site.fact.anchorSource,
                let control = flow.control(of: source, missing: &missing)
            else { return site }
            var anchored = site
            anchored.fact.attachedControl = control.kind
            return anchored
        }
    }
}
