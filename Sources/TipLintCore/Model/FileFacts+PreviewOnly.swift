/// A use of a `private` or `fileprivate` type's name in the file that declares it (its own
/// declaration's name left out): with every use known, one file proves whether only previews
/// and tests use the type (`FileFacts.previewOnlyTypes`).
package struct TypeUse: Codable, Hashable, Sendable {
    /// The name as written: the type's simple name.
    package var name: String
    /// The innermost type around the use (nil at top level, a `#Preview` body included).
    package var enclosingType: String?
    package var isTestOrPreview: Bool
}

extension FileFacts {
    /// The qualified names of this file's `private` and `fileprivate` types that only test and
    /// preview code uses (`private struct PreviewWrapper: View` made only in `#Preview`): they
    /// are preview code too, though not marked. A type used only from such types is one as well,
    /// so the answer is iterated until nothing changes. A type nobody uses is not one: which code
    /// reaches it cannot be told.
    package var previewOnlyTypes: Set<String> {
        let candidates = types.filter { $0.isFilePrivate && !$0.isTestOrPreview && $0.kind != .extension }
        guard !candidates.isEmpty else { return [] }
        var found = Set<String>()
        var changed = true
        while changed {
            changed = false
            for type in candidates where !found.contains(type.qualifiedName) {
                // A type's mentions of itself (`static let shared = Wrapper()`) decide nothing.
                let uses = typeUses.filter { $0.name == type.simpleName && !Self.isInside($0.enclosingType, type.qualifiedName) }
                let onlyPreview = uses.allSatisfy { use in
                    use.isTestOrPreview || found.contains { Self.isInside(use.enclosingType, $0) }
                }
                if !uses.isEmpty, onlyPreview {
                    found.insert(type.qualifiedName)
                    changed = true
                }
            }
        }
        return found
    }

    /// The same facts without those declared in `previewOnlyTypes` or in types nested in them:
    /// what `ProjectIndex.shipping` starts from, before `shipping` drops marked facts.
    package var withoutPreviewOnlyTypes: FileFacts {
        let previewOnly = previewOnlyTypes
        guard !previewOnly.isEmpty else { return self }
        func gone(_ type: String?) -> Bool { previewOnly.contains { Self.isInside(type, $0) } }
        var result = self
        result.types.removeAll { gone($0.qualifiedName) }
        result.displaySites.removeAll { gone($0.enclosingType) }
        result.bindings.removeAll { gone($0.enclosingType) }
        result.groups.removeAll { gone($0.enclosingType) }
        result.invalidations.removeAll { gone($0.enclosingType) }
        result.styleApplications.removeAll { gone($0.enclosingType) }
        result.testingCalls.removeAll { gone($0.enclosingType) }
        result.configureCalls.removeAll { gone($0.context.enclosingType) }
        result.callSites.removeAll { gone($0.context.enclosingType) }
        result.lifecycles.removeAll { gone($0.enclosingType) }
        result.childViews.removeAll { gone($0.enclosingType) }
        result.parameterAssignments.removeAll { gone($0.enclosingType) }
        result.constants.removeAll { gone($0.enclosingType) }
        return result
    }

    /// `type` is `outer` or nested in it.
    static func isInside(_ type: String?, _ outer: String) -> Bool {
        guard let type else { return false }
        return type == outer || type.hasPrefix(outer + ".")
    }
}
