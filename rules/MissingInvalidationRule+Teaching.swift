import Foundation
import TipLintCore

/// Which tips teach an action, read from the tip's own text (issue 22 §3): a tip that teaches a
/// gesture or an action of the app must go when the person does it, whatever it is attached to,
/// so it is reported when nothing retires it, like a tip with `actions`. A tip whose text only
/// informs retires through its close button.
///
/// The line is drawn on the first word of a sentence of the title or message, in the source
/// language (a localisation key is read through the catalogs, as title-length reads it): an
/// imperative gesture ("Long-press any file to delete it.", "Swipe left to archive") or an
/// imperative app verb with an object ("Create a new puzzle", "Pin a note"; "Share" alone is a
/// label). "You can", "just" and "simply" before a gesture keep it an instruction ("You can
/// swipe left to archive"); before an app verb they only say what is possible. Verbs that start informational sentences as often
/// as instructions ("use", "try", "open", "save", "see", "get") are not on the list, and text
/// that cannot be read teaches nothing.
extension MissingInvalidationRule {
    enum TaughtAction: Equatable {
        /// A gesture: the tip is about what the person does on screen; a warning.
        case gesture
        /// An action the app implements, named by its verb; a note, since the verb alone says
        /// less about whether the tip is about the action.
        case appAction
    }

    /// Gestures, written as people write them.
    static let gesturePhrases = [
        "tap", "double-tap", "double tap", "triple-tap", "long-press", "long press", "press and hold", "touch and hold",
        "swipe", "drag", "pinch", "pull down", "pull up", "pull to", "click", "double-click", "right-click",
        "control-click",
    ]
    /// Verbs of actions an app implements.
    static let appVerbs = [
        "add", "create", "delete", "remove", "rearrange", "reorder", "share", "pin", "search", "filter", "sort",
        "select", "choose", "mark", "turn on", "enable", "edit", "rename", "archive", "export", "import",
        "duplicate", "favorite", "favourite", "bookmark",
    ]
    /// Words before a gesture that keep the sentence an instruction.
    static let leadIns = ["you can ", "now you can ", "just ", "simply "]

    /// What the tip's title and message teach, with the sentence that teaches it. Read from its
    /// Swift code alone: a manifest entry's text is not known to be what the code's sites show.
    static func taughtAction(by tip: TipType, in index: ProjectIndex) -> (action: TaughtAction, sentence: String)? {
        let texts = [TipTextField.title, .message].compactMap { index.shownText($0, of: tip, from: [.swift]).text }
        var appAction: String?
        for text in texts {
            for sentence in sentences(of: text) {
                switch taughtAction(inSentence: sentence) {
                case .gesture: return (.gesture, sentence)
                case .appAction: appAction = appAction ?? sentence
                case nil: break
                }
            }
        }
        return appAction.map { (.appAction, $0) }
    }

    /// The text's sentences, trimmed (split at `.`, `!`, `?`, `;`, `:` and line ends).
    static func sentences(of text: String) -> [String] {
        text.split(whereSeparator: { ".!?;:\n".contains($0) })
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    static func taughtAction(inSentence sentence: String) -> TaughtAction? {
        // `**Tap**`, `“Swipe`: the words, in lower case, with typographic dashes made plain.
        var words = Substring(sentence.lowercased().replacingOccurrences(of: "\u{2011}", with: "-")
            .replacingOccurrences(of: "\u{2010}", with: "-"))
        words = words.drop { !$0.isLetter }
        // "You can swipe…" still teaches the gesture; "You can select…" says what is possible.
        var gestureWords = words
        for leadIn in leadIns where words.hasPrefix(leadIn) {
            gestureWords = words.dropFirst(leadIn.count)
            break
        }
        if gesturePhrases.contains(where: { startsWithWord(gestureWords, $0) }) { return .gesture }
        // A verb alone ("Share", "Search") is a label, not an instruction: it needs an object.
        if appVerbs.contains(where: { startsWithWord(words, $0) && words.dropFirst($0.count).contains(where: \.isLetter) }) {
            return .appAction
        }
        return nil
    }

    /// `text` starts with `phrase` as whole words: "add" starts "add a note", not "address".
    private static func startsWithWord(_ text: Substring, _ phrase: String) -> Bool {
        guard text.hasPrefix(phrase) else { return false }
        let next = text.dropFirst(phrase.count).first
        return next.map { !$0.isLetter && $0 != "-" } ?? true
    }
}
