import TipLintCore

/// missing-invalidation's words: what to call and where, per kind of display.
extension MissingInvalidationRule {
    /// The rule's words.
    enum Message {
        /// How to retire the tip: on the variable the code has; for a tip shown through a
        /// `TipGroup` (`group`, the group's variable), by keeping the instance in a property the
        /// group is built from; for a tip built where it is shown (`.popoverTip(ImportTip())`),
        /// by keeping it in a property first.
        static func call(_ variable: String?, tip: String, group: String? = nil) -> String {
            if let variable { return "call \(variable).invalidate(reason: .actionPerformed)" }
            if let group {
                return "keep the \(tip) instance in a property, build the \(group) group from it, "
                    + "and call its invalidate(reason: .actionPerformed)"
            }
            return "keep the \(tip) you show in a property and call its invalidate(reason: .actionPerformed)"
        }

        static func neverInvalidated(tip: String, variable: String?, group: String? = nil) -> String {
            "\(tip) is shown but never invalidated; \(call(variable, tip: tip, group: group)) "
                + "where the person performs the action, or add MaxDisplayCount"
        }

        /// How to retire the tip inside the project view, modifier or function that shows it
        /// (`owner`): on what it holds the tip in, cast to the tip when that is a group's
        /// current tip (`(currentTip as? ScanTip)?`), with `?.` when it is optional.
        static func call(inOwner owner: TipArgumentHandOff, tip: String, fromGroup: Bool) -> String {
            guard let holder = owner.holder else {
                return "in \(owner.callee), \(fromGroup ? "cast the tip it is given to \(tip) and call its" : "call the given tip's") "
                    + "invalidate(reason: .actionPerformed)"
            }
            let receiver = fromGroup ? "(\(holder) as? \(tip))?" : owner.holderIsOptional ? "\(holder)?" : holder
            return "in \(owner.callee), call \(receiver).invalidate(reason: .actionPerformed)"
        }

        /// `control` is the control's type (`Button`), when known; `owner`, the project view or
        /// modifier the control is in when the site is the call that gives it the tip.
        static func popoverNeverInvalidated(
            tip: String, control: String?, variable: String?, group: String? = nil, owner: TipArgumentHandOff? = nil
        ) -> String {
            let retire = owner.map { call(inOwner: $0, tip: tip, fromGroup: group != nil) } ?? call(variable, tip: tip, group: group)
            if let control, let place = placeWithoutAction(control) {
                return "\(tip)'s popover is on \(withArticle(control)), and nothing invalidates it when the person uses it; \(retire) \(place)"
            }
            return "\(tip)'s popover is on \(withArticle(control ?? "control")) whose action does not invalidate it, "
                + "and nothing else does; \(retire) in the action"
        }

        /// In a doc snippet, where "nothing else" cannot be known.
        static func snippetPopoverNeverInvalidated(tip: String, control: String?, variable: String?) -> String {
            if let control, let place = placeWithoutAction(control) {
                return "\(tip)'s popover is on \(withArticle(control)), which does not invalidate it; \(call(variable, tip: tip)) \(place)"
            }
            return "\(tip)'s popover is on \(withArticle(control ?? "control")) whose action does not invalidate it; "
                + "\(call(variable, tip: tip)) in the action"
        }

        /// `a Button`, `an EditButton`: by the first letter, which for a control's type name
        /// (`UIButton` is "a you-I button") is right but for a leading U.
        static func withArticle(_ control: String) -> String {
            ("AEIOaeio".contains(control.first ?? "x") ? "an " : "a ") + control
        }

        /// Where to invalidate for a SwiftUI control that takes no action closure (a person
        /// reading "in the action" of a Toggle or a ShareLink has nowhere to put the call; the
        /// tenth trial guessed), or whose action is its items' (a Menu): nil for a control with
        /// an action.
        static func placeWithoutAction(_ control: String) -> String? {
            switch control {
            case "Toggle", "Picker", "DatePicker", "MultiDatePicker", "Slider", "Stepper", "ColorPicker":
                return "in .onChange(of:) of the value the \(control) sets (it takes no action closure)"
            case "Link", "ShareLink", "NavigationLink":
                return "in .simultaneousGesture(TapGesture().onEnded { … }) on the \(control) (it takes no action closure)"
            case "Menu":
                return "in its primaryAction or in the action of the Menu's item that does what the tip suggests"
            case "EditButton":
                return "in .onChange(of:) of the environment's editMode, which the EditButton switches (it takes no action closure)"
            case "RenameButton":
                return "in the closure of the .renameAction(_:) the RenameButton runs (it takes no action closure)"
            default:
                return nil
            }
        }

        static func manifestTipNeverInvalidated(id: String) -> String {
            "tip \"\(id)\" has no invalidated-by, max-display-count or action with invalidates: true, "
                + "so it stays until dismissed; add the event that retires it"
        }

        /// `owner`: the project view, modifier or function that shows the tip, when the site is
        /// the call that gives it the tip and the actions' handler is written inside it.
        static func actionsNeverInvalidate(tip: String, variable: String?, group: String? = nil, owner: TipArgumentHandOff? = nil) -> String {
            "\(tip) has actions, but neither they nor anything else invalidate it; "
                + "\(owner.flatMap { $0.handlesActions ? call(inOwner: $0, tip: tip, fromGroup: group != nil) : nil } ?? call(variable, tip: tip, group: group)) "
                + "in the action's handler"
        }

        /// `sentence`: the tip's own words that teach the action.
        static func teachingNeverInvalidated(tip: String, sentence: String, variable: String?, group: String? = nil) -> String {
            "\(tip) teaches an action (\"\(sentence)\"), but nothing invalidates it when the person performs it; "
                + "\(call(variable, tip: tip, group: group)) where the action happens, or add MaxDisplayCount"
        }

        static func unclosableNeverInvalidated(tip: String, style: String, variable: String?, group: String? = nil) -> String {
            "\(tip) is shown with \(style), which has no close button and never invalidates it, and nothing else does; "
                + "\(call(variable, tip: tip, group: group)) where the person performs the action, or add MaxDisplayCount"
        }

        /// A related note: another display site of `tip`, through `group`'s current tip when given.
        static func alsoShownHere(_ tip: String, group: String? = nil) -> String {
            group.map { "\(tip) is also shown here, as the current tip of \($0)" } ?? "\(tip) is also shown here"
        }
    }
}
