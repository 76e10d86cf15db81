import TipLintCore

extension SimultaneousTipsRule {
    /// The rule's words.
    enum Message {
        /// `what` and `other` are tip names, or `group(_:)`.
        static func together(_ what: String, with other: String) -> String {
            "\(what) can be on screen together with \(other); show one tip at a time with a TipGroup or exclusive branches"
        }

        static func shownTwice(tip: String) -> String { "\(tip) is shown twice in this view; show it in one place" }

        /// At a site of a child view that `view` creates.
        static func shownTwice(tip: String, view: String, child: String) -> String {
            "\(tip) is shown twice on \(view)'s screen, which creates \(child); show it in one place"
        }

        static func together(_ what: String, with other: String, view: String, child: String) -> String {
            "\(what) can be on screen together with \(other) where \(view) creates \(child); "
                + "show one tip at a time with a TipGroup or exclusive branches"
        }

        static func alsoShown(by child: String) -> String { "also shown here, by \(child)" }
        static func shownBy(_ child: String) -> String { "shown by \(child), created here" }
        static func childCreated(_ child: String) -> String { "\(child) is created here" }

        static func popoverInRows(tip: String) -> String {
            "popoverTip inside ForEach or List rows attaches \(tip) to every row; attach it to one view outside the rows"
        }

        static func manifestTogether(_ id: String, with other: String, screen: String) -> String {
            "tip \"\(id)\" is on screen \(screen) together with \"\(other)\"; put them in one group so that one shows at a time"
        }

        static func group(_ name: String) -> String { "the tip group \(name)" }
        static let alsoShownHere = "also shown here"
        static func alsoOn(screen: String) -> String { "also on \(screen)" }
    }
}
