import Foundation

/// Containers of views that show tips (see `ContextNames`): a file with no TipKit word whose
/// view puts two such views on one screen (`VStack { LeftPanel(); RightPanel() }`) is a screen
/// simultaneous-tips must see. The views that show a tip are shown names: a file in which two
/// different ones occur as code identifiers is read, but SwiftParser gets only its top-level
/// declarations that name one of them, the rest blanked to spaces (`DeclarationBlanking`, so
/// positions stay exact). Parsing such files whole cost 1.51× the bytes of the files with a
/// TipKit token over the development apps (stop 31); one that names a single one is never read
/// for it. Its facts are marked `FileFacts.declarationsOnly`: they are part of the model (a
/// screen's children), never the source of a finding or a suppression in the file itself.
extension ContextNames {
    /// How the second pass reads a file the prefilter skipped, for these names.
    enum Reading: Equatable {
        /// None of the names occurs (or one shown name only): not read.
        case skipped
        /// A used, declared or paired name occurs: parsed whole.
        case whole
        /// Two or more shown names, nothing else: parsed with its other declarations blanked.
        case declarations
    }

    /// The simple names of the project views (`isScreenContent`, not test or preview code) in
    /// `facts` that show a tip themselves (`TipView(…)`, `.popoverTip(…)`): what a container in a
    /// file with no TipKit word creates. Framework names left out.
    static func tipShowingViews(in facts: [FileFacts]) -> Set<String> {
        var views = Set<String>()
        for file in facts {
            for part in file.types where !part.isTestOrPreview && part.isScreenContent {
                views.insert(part.simpleName)
            }
        }
        var showing = Set<String>()
        for file in facts {
            for site in file.displaySites where site.kind.isSwiftUI && !site.isTestOrPreview {
                guard let type = site.enclosingType?.split(separator: ".").last.map(String.init), views.contains(type) else { continue }
                showing.insert(type)
            }
        }
        return showing.subtracting(frameworkTypes)
    }

    /// How a skipped file with these `bytes` is read (see `Reading`): whole when a used name, a
    /// declared name after its keyword or both names of a pair occur (as `occur(in:)`), else
    /// its declarations only when two different shown names occur.
    func reading(of bytes: UnsafeRawBufferPointer) -> Reading {
        guard !isEmpty else { return .skipped }
        if occur(in: bytes) { return .whole }
        guard hasShownNames else { return .skipped }
        var shown: UInt32?
        let two = table.withLookup { lookup in
            Prefilter.anyIdentifier(in: bytes) { start, end in
                guard let value = lookup.value(of: bytes, start, end), value & Role.shown != 0 else { return false }
                let number = value >> Role.bits
                guard let first = shown else {
                    shown = number
                    return false
                }
                return first != number
            }
        }
        return two ? .declarations : .skipped
    }

    /// `bytes` with every top-level declaration that names no shown name blanked to spaces
    /// (`DeclarationBlanking.blank`), with the number of bytes blanked. Nil when the file's
    /// top-level structure is not plain, or when its code (not its comments and strings, which
    /// `reading(of:)` may have counted in a file with a `/` operator) names fewer than two
    /// different shown names: no pair can then be made through it.
    func blankingOtherDeclarations(_ bytes: UnsafeRawBufferPointer) -> (text: [UInt8], blanked: Int)? {
        var first: UInt32?
        var two = false
        let blanked = table.withLookup { lookup in
            DeclarationBlanking.blank(bytes) { start, end in
                guard let value = lookup.value(of: bytes, start, end), value & Role.shown != 0 else { return false }
                let number = value >> Role.bits
                if let first, first != number { two = true }
                first = first ?? number
                return true
            }
        }
        return two ? blanked : nil
    }
}
