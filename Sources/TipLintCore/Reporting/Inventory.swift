/// Every tip a project declares, in code and in manifests: what `tiplint inventory` prints.
package struct Inventory: Codable, Sendable {
    package struct Tip: Codable, Sendable, Hashable {
        /// The id TipKit stores: the manifest id, the Swift `id` literal, else the type name.
        package var id: String
        /// False when the Swift tip computes its id; `id` is then the type name.
        package var idIsExact: Bool
        package var type: String?
        package var title: String?
        package var message: String?
        /// `path:line` of the Swift declaration.
        package var declaredAt: String?
        package var manifest: String?
        package var displaySites: [String] = []
        package var invalidationSites: [String] = []
        package var hasRules = false
        /// `MaxDisplayCount`, `MaxDisplayDuration`, `IgnoresDisplayFrequency`.
        package var options: [String] = []
        package var maxDisplayCount: Int?
        /// TipGroup variables (code) or the manifest group that hold the tip.
        package var groups: [String] = []
        package var screen: String?
        package var invalidatedBy: [String] = []
    }

    package var version = 1
    package var tips: [Tip]

    /// Builds the inventory of one or more projects; tips are sorted by id.
    package init(indexes: [ProjectIndex]) {
        var tips: [Tip] = []
        for index in indexes { tips += Self.tips(in: index) }
        self.tips = tips.sorted { ($0.id, $0.declaredAt ?? "", $0.manifest ?? "") < ($1.id, $1.declaredAt ?? "", $1.manifest ?? "") }
    }

    static func place(_ path: String, _ range: SourceRange) -> String { "\(path):\(range.start.line)" }

    /// The tips of shipping code and manifests. Where code shows, invalidates and groups a tip
    /// is listed wherever that code is, previews and tests included.
    private static func tips(in index: ProjectIndex) -> [Tip] {
        index.shipping.tips.map { type in
            var tip = type.swift.map { swiftTip($0, storedID: type.storedID, in: index) } ?? Tip(id: type.storedID ?? "", idIsExact: true)
            for entry in type.manifestEntries {
                let fact = entry.fact
                tip.title = tip.title ?? fact.title?.text
                tip.message = tip.message ?? fact.message?.text
                tip.manifest = place(entry.path, fact.idRange)
                tip.screen = fact.screen
                tip.maxDisplayCount = fact.maxDisplayCount
                tip.invalidatedBy = fact.invalidatedBy
                if let group = fact.group, !tip.groups.contains(group) { tip.groups.append(group) }
            }
            return tip
        }
    }

    private static func swiftTip(_ type: SwiftTip, storedID: String?, in index: ProjectIndex) -> Tip {
        var tip = Tip(id: storedID ?? type.simpleName, idIsExact: storedID != nil)
        tip.type = type.qualifiedName
        tip.title = type.titles.first?.fact.text
        tip.message = type.messages.first?.fact.text
        tip.declaredAt = place(type.declaration.path, type.declaration.range)
        tip.hasRules = type.options.hasRules
        tip.options = [
            type.options.maxDisplayCount ? "MaxDisplayCount" : nil, type.options.maxDisplayDuration ? "MaxDisplayDuration" : nil,
            type.options.ignoresDisplayFrequency ? "IgnoresDisplayFrequency" : nil,
        ].compactMap { $0 }
        for site in index.displaySites {
            switch index.resolve(site.fact.tip, in: site.fact.enclosingType) {
            case .tip(let name) where name == type.qualifiedName:
                tip.displaySites.append(place(site.path, site.fact.range))
            case .group(let group) where index.members(ofGroup: group).contains(type.qualifiedName):
                tip.displaySites.append(place(site.path, site.fact.range))
            default: break
            }
        }
        for invalidation in index.invalidations {
            if case .tip(let name) = index.resolve(invalidation.fact.receiver, in: invalidation.fact.enclosingType), name == type.qualifiedName {
                tip.invalidationSites.append(place(invalidation.path, invalidation.fact.range))
            }
        }
        let groups = index.tip(qualifiedName: type.qualifiedName)?.groups ?? []
        tip.groups = groups.compactMap { group -> String? in
            if case .swift(let id) = group { return id.name }
            return nil
        }.sorted()
        return tip
    }
}
