import TipLintCore

extension SimultaneousTipsRule {
    /// The rule's words.
    enum Message {
        /// `what` is a tip name, or `group(_:)`; `other` one such name, or `list(_:)` of them.
        static func together(_ what: String, with other: String, advice: String = oneAtATime) -> String {
            "\(what) can be on screen together with \(other); \(advice)"
        }

        static let oneAtATime = "show one tip at a time with a TipGroup or exclusive branches"

        /// Where the screen already shows one `TipGroup` (`group`, its variable): the `tips` join it.
        static func addTo(group: String, tips: [String]) -> String {
            "add \(list(tips)) to the group '\(group)' so that one tip shows at a time"
        }

        /// A second instance of a tip type whose instances each get their own id.
        static func another(_ tip: String) -> String { "another \(tip)" }

        static func shownTwice(tip: String) -> String { "\(tip) is shown twice in this view; show it in one place" }

        /// At a site of a child view that `view` creates.
        static func shownTwice(tip: String, view: String, child: String) -> String {
            "\(tip) is shown twice on \(view)'s screen, which creates \(child); show it in one place"
        }

        static func together(_ what: String, with other: String, view: String, child: String, advice: String = oneAtATime) -> String {
            "\(what) can be on screen together with \(other) where \(view) creates \(child); \(advice)"
        }

        /// Names sorted by the caller: "A", "A and B", "A, B and C"; more than `listed + 1` are cut
        /// to the first `listed` and "and N more" (the related locations still name each).
        static func list(_ names: [String], listed: Int = 4) -> String {
            guard names.count > 1 else { return names.first ?? "" }
            if names.count > listed + 1 {
                return names.prefix(listed).joined(separator: ", ") + " and \(names.count - listed) more"
            }
            return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        }

        /// Related notes, each naming the tip (or the child view) it is about.
        static func alsoShownHere(_ tip: String) -> String { "\(tip) is also shown here" }
        static func alsoShown(_ tip: String, by child: String) -> String { "\(tip) is also shown here, by \(child)" }
        static func shownBy(_ tip: String, child: String) -> String { "\(tip) is shown by \(child), created here" }
        static func childCreated(_ child: String) -> String { "\(child) is created here" }

        static func popoverInRows(tip: String) -> String {
            "popoverTip inside ForEach or List rows attaches \(tip) to every row; attach it to one view outside the rows"
        }

        static func manifestTogether(_ id: String, with other: String, screen: String) -> String {
            "tip \"\(id)\" is on screen \(screen) together with \"\(other)\"; put them in one group so that one shows at a time"
        }

        /// A group's current tip, as messages name it.
        static func group(_ name: String) -> String { "the TipGroup '\(name)'" }
        /// A group's current tip as the finding's tip: its fingerprint, which a baseline keeps.
        static func groupLabel(_ name: String) -> String { "the tip group \(name)" }
        static func alsoOn(_ id: String, screen: String) -> String { "tip \"\(id)\" is also on \(screen)" }
    }
}
