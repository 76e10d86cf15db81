import TipLintCore

/// `// tiplint:disable…` comments that hide nothing. The engine applies suppressions, so it
/// produces these findings (as SwiftLint's superfluous-disable-command); this type gives the rule
/// its id, description, severity, examples and message.
package struct SuperfluousSuppressionRule: SuppressionAuditing {
    package static let description = RuleDescription(
        id: "superfluous-suppression",
        name: "Superfluous suppression",
        summary: "Suppression comments that suppress nothing",
        rationale: """
            A tiplint:disable comment that hides no finding is stale (the code was fixed) or \
            misspelt (the rule id or the command is wrong: `tiplint:disable:nxt` hides nothing), \
            and it would silently hide a future real problem. Remove it, or correct the rule id or \
            the command.
            """,
        limits: """
            It judges one run with its configuration: a comment that names only rules turned off there is \
            left alone, since it may hide findings under another configuration. A mistyped command is one \
            word of letters, `:` and `-` right after `tiplint:` (`tiplint-` in Markdown); other text \
            there (`// tiplint: see the docs`) is taken for prose and left alone. SwiftLint's comments \
            (`// swiftlint:disable:this …`) are told only when they name a tiplint rule id that runs and \
            tiplint's own comment there would hide one of its findings: those naming SwiftLint's own \
            rules are SwiftLint's business.
            """,
        messages: [
            EngineMessageKind.suppressesNothing: "A suppression comment hides no finding",
            EngineMessageKind.unknownRule: "A suppression comment names a rule id no rule has",
            EngineMessageKind.unknownDirective: "A tiplint comment names a command tiplint does not know, so it hides nothing",
            EngineMessageKind.swiftLintDirective: "A SwiftLint disable comment names a tiplint rule, which only a tiplint comment hides",
        ],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("""
                struct SearchTip: Tip {
                    1️⃣// tiplint:disable:next title-length - copy reviewed
                    var title: Text { Text("Search") }
                }
                """, messages: ["1️⃣": "tiplint:disable:next suppresses nothing; remove the comment"], otherRules: ["title-length"],
                skipping: judgedComments),
            // A finding in the next member is not what the comment was for.
            RuleExample("""
                struct SearchTip: Tip {
                    1️⃣// tiplint:disable:next title-length - reviewed with design
                    var image: Image? { Image(systemName: "magnifyingglass") }
                    var title: Text { Text("Search your notes, tags and attachments, all at once") }
                    var message: Text? { Text("Find anything") } 2️⃣// tiplint:disable:this title-length
                }
                """, messages: [
                    "1️⃣": "tiplint:disable:next suppresses nothing; remove the comment",
                    "2️⃣": "tiplint:disable:this suppresses nothing; remove the comment",
                ], otherRules: ["title-length"], skipping: judgedComments),
            // Above a declaration whose body holds the finding: the comment is one line off.
            RuleExample("""
                struct SearchTip: Tip {
                    1️⃣// tiplint:disable:next title-length - copy reviewed
                    var title: Text {
                        Text("Search your notes, tags and attachments, all at once")
                    }
                }
                """, messages: ["1️⃣": """
                    tiplint:disable:next suppresses nothing on line 3: the title-length finding nearest it is on line 4; \
                    put the comment directly above that line
                    """], otherRules: ["title-length"], skipping: judgedComments),
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text { Text("Search your notes, tags and attachments, all at once") } 1️⃣// tiplint:disable:this title-lenght
                }
                """, messages: ["1️⃣": "tiplint:disable:this names unknown rule title-lenght; did you mean 'title-length'?"],
                skipping: judgedComments),
            // SwiftLint's habit: ids separated by commas. `title-length,` is no rule id.
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text { Text("Search") } 1️⃣// tiplint:disable:this title-length, unstable-tip-id
                }
                """, messages: ["1️⃣": "tiplint:disable:this names unknown rule title-length,; separate rule ids with spaces, not commas"],
                skipping: judgedComments),
            // A mistyped command hides nothing: the title-length finding stays.
            RuleExample("""
                struct SearchTip: Tip {
                    1️⃣// tiplint:disable:nxt title-length - copy reviewed
                    var title: Text { Text("Search your notes, tags and attachments, all at once") }
                    var message: Text? { Text("Search") } 2️⃣// tiplint:disable:this-line title-length
                }
                """, messages: [
                    "1️⃣": "tiplint:disable:nxt is not a suppression command and hides nothing; did you mean `disable:next`?",
                    "2️⃣": "tiplint:disable:this-line is not a suppression command and hides nothing; did you mean `disable:this`?",
                ], messageKinds: ["1️⃣": EngineMessageKind.unknownDirective], otherRules: ["title-length"], skipping: judgedComments),
            RuleExample("""
                1️⃣// tiplint:enabel
                struct SearchTip: Tip {
                    var title: Text { Text("Search") }
                    2️⃣// tiplint:disable:previous title-length
                }
                """, messages: [
                    "1️⃣": "tiplint:enabel is not a suppression command and hides nothing; did you mean `enable`?",
                    "2️⃣": "tiplint:disable:previous suppresses nothing; remove the comment",
                ], otherRules: ["title-length"], skipping: judgedComments),
            // SwiftLint's habit: its comment hides nothing from tiplint, and the title-length
            // finding stays; the tiplint comment to write names the tiplint ids alone.
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text { Text("Search your notes, tags and attachments, all at once") } 1️⃣// swiftlint:disable:this title-length line_length
                }
                struct SortTip: Tip {
                    2️⃣// swiftlint:disable:next title-length
                    var title: Text { Text("Sort your notes by title, date, size or any tag at once") }
                }
                struct FilterTip: Tip {
                    3️⃣// swiftlint:disable:next title_length
                    var title: Text { Text("Filter your notes by title, date, size or any tag") }
                }
                """, messages: [
                    "1️⃣": "swiftlint:disable:this is SwiftLint's comment and hides nothing from tiplint; did you mean `// tiplint:disable:this title-length`?",
                    "2️⃣": "swiftlint:disable:next is SwiftLint's comment and hides nothing from tiplint; did you mean `// tiplint:disable:next title-length`?",
                    "3️⃣": "swiftlint:disable:next is SwiftLint's comment and hides nothing from tiplint; did you mean `// tiplint:disable:next title-length`?",
                ], messageKinds: ["1️⃣": EngineMessageKind.swiftLintDirective], otherRules: ["title-length"], skipping: judgedComments),
            // A pair of tips is reported at the later display site; the earlier one is a related
            // location, so a comment there hides nothing, and the message says where it belongs.
            RuleExample("""
                struct SearchTip: Tip { var title: Text { Text("Search") } }
                struct SortTip: Tip { var title: Text { Text("Sort") } }
                struct LibraryView: View {
                    let searchTip = SearchTip()
                    let sortTip = SortTip()
                    var body: some View {
                        VStack {
                            1️⃣// tiplint:disable:next simultaneous-tips - the two tips explain one toolbar
                            TipView(searchTip)
                            Button("Sort") { }.popoverTip(sortTip)
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    tiplint:disable:next hides nothing here: simultaneous-tips reports this finding at Sources/App/Example.swift:10, \
                    where this line is a related location ("SearchTip is also shown here"); put the comment above that line
                    """], messageKinds: ["1️⃣": EngineMessageKind.suppressesNothing], otherRules: ["simultaneous-tips"],
                skipping: judgedComments),
            // A line comment covers its line's statement, not the statements nested in its
            // block: after a getter's `}` it hides nothing of the getter's body.
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text {
                        Text("Search your notes, tags and attachments, all at once")
                    } 1️⃣// tiplint:disable:this title-length
                }
                """, messages: ["1️⃣": """
                    tiplint:disable:this suppresses nothing on line 4: the title-length finding nearest it is on line 3; \
                    put the comment at the end of that line
                    """], otherRules: ["title-length"],
                skipping: judgedComments),
            // `disable:previous` on the first line of code points at nothing.
            RuleExample("""
                1️⃣// tiplint:disable:previous title-length
                struct SearchTip: Tip {
                    var title: Text { Text("Search your notes, tags and attachments, all at once") }
                }
                """, messages: [
                    "1️⃣": "tiplint:disable:previous has no code above it, so it suppresses nothing; put it after the line it is about",
                ], otherRules: ["title-length"], skipping: judgedComments),
        ],
        nonTriggering: [
            RuleExample("""
                struct SearchTip: Tip {
                    // tiplint:disable:next title-length - approved by the copy team
                    var title: Text { Text("Search your notes, tags and attachments, all at once") }
                }
                """, otherRules: ["title-length"]),
            // `disable:previous` hides the line of code above it.
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text { Text("Search your notes, tags and attachments, all at once") }
                    // tiplint:disable:previous title-length - approved by the copy team
                }
                """, otherRules: ["title-length"]),
            // A line comment covers the whole statement its line belongs to: at the end of a
            // statement written over several lines, it hides the finding reported lines above.
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text {
                        Text(
                            "Search your notes, tags and attachments, all at once"
                        ) // tiplint:disable:this title-length - approved by the copy team
                    }
                }
                """, otherRules: ["title-length"]),
            // SwiftLint's comments about its own rules are SwiftLint's; one naming a tiplint rule
            // where tiplint finds nothing would hide nothing as tiplint's either, so no hint.
            RuleExample("""
                struct SearchTip: Tip {
                    // swiftlint:disable:next title-length
                    var image: Image? { Image(systemName: "magnifyingglass") }
                    // swiftlint:disable:next force_unwrapping
                    var title: Text { Text("Search") }
                    // swiftlint:disable all
                    var message: Text? { Text("Search") } // swiftlint:disable:this line_length
                }
                """),
            // Prose after `tiplint:` and a space is not a command.
            RuleExample("""
                // tiplint: the search tip's title was approved by the copy team
                struct SearchTip: Tip {
                    var title: Text { Text("Search") }
                }
                """),
            RuleExample("""
                // tiplint:disable all
                struct SearchTip: Tip {
                    var id = UUID().uuidString
                    var title: Text { Text("Search your notes, tags and attachments, all at once") }
                }
                """, otherRules: ["unstable-tip-id", "title-length"]),
        ]
    )

    /// The findings are about suppression comments themselves: a disable comment placed before
    /// the example is one more comment for this rule to judge, not a way to silence it.
    static let judgedComments: RuleExample.Variants = .disableComment

    /// `tiplint:disable:next suppresses nothing; remove the comment`, or names the unknown ids
    /// (with the closest known id when exactly one is unknown), or the mistyped command.
    package static func superfluous(_ directive: SuppressionDirective, unknownRules: [String], knownRules: [String]) -> String {
        if directive.kind == .unknown { return unknownCommand(directive) }
        if directive.kind == .swiftLint { return swiftLintComment(directive, knownRules: knownRules) }
        guard !unknownRules.isEmpty else {
            // A comment with no code on the side it points to was put on the wrong side.
            switch (directive.kind, directive.targetLine) {
            case (.disablePrevious, 0):
                return "\(directive.spelling) has no code above it, so it suppresses nothing; put it after the line it is about"
            case (.disableNext, 0):
                return "\(directive.spelling) has no code below it, so it suppresses nothing; put it before the line it is about"
            default:
                return "\(directive.spelling) suppresses nothing; remove the comment"
            }
        }
        let message = "\(directive.spelling) names unknown rule \(unknownRules.joined(separator: ", "))"
        if let hint = unknownRules.lazy.compactMap({ SwiftLintHabit.hint(for: $0, in: .suppressionRuleID) }).first {
            return message + "; " + hint
        }
        if unknownRules.count == 1, let suggestion = Suggestion.didYouMean(unknownRules[0], in: knownRules) {
            return message + "; " + suggestion
        }
        return message + "; see `tiplint rules`"
    }

    /// `tiplint:disable:next hides nothing here: simultaneous-tips reports this finding at
    /// OrderView.swift:17, where this line is a related location ("LoyaltyTip is also shown
    /// here"); put the comment above that line`: where the comment belongs, for any rule whose
    /// findings name related locations.
    package static func reportedElsewhere(_ directive: SuppressionDirective, ruleID: String, reportedAt: String, related: String) -> String {
        "\(directive.spelling) hides nothing here: \(ruleID) reports this finding at \(reportedAt), "
            + "where this line is a related location (\"\(related)\"); put the comment \(placement(of: directive))"
    }

    /// Where a line command goes relative to the line it is meant for; `directly` for a line
    /// named by number, a few lines off.
    private static func placement(of directive: SuppressionDirective, directly: Bool = false) -> String {
        let next = directly ? "directly " : ""
        switch directive.kind {
        case .disablePrevious: return next + "below that line"
        case .disableThis: return "at the end of that line"
        default: return next + "above that line"
        }
    }

    /// `tiplint:disable:next suppresses nothing on line 3: the title-length finding nearest it
    /// is on line 4; put the comment directly above that line`.
    package static func misplaced(_ directive: SuppressionDirective, ruleID: String, line: Int) -> String {
        "\(directive.spelling) suppresses nothing on line \(directive.targetLine): the \(ruleID) finding nearest it "
            + "is on line \(line); put the comment \(placement(of: directive, directly: true))"
    }

    /// `swiftlint:disable:this is SwiftLint's comment and hides nothing from tiplint; did you
    /// mean `// tiplint:disable:this simultaneous-tips`?`: the same command with tiplint's prefix,
    /// naming the ids that are tiplint's (`knownRules`) and leaving SwiftLint's out.
    static func swiftLintComment(_ directive: SuppressionDirective, knownRules: [String]) -> String {
        let known = Set(knownRules)
        let ids = directive.rules.filter { known.contains($0) }
        let comment = SuppressionSyntax.swift.comment(SuppressionDirective.Kind(rawValue: directive.command ?? "") ?? .disable, rules: ids)
        return "\(directive.spelling) is SwiftLint's comment and hides nothing from tiplint; did you mean `\(comment)`?"
    }

    /// `tiplint:disable:nxt is not a suppression command and hides nothing; did you mean
    /// `disable:next`?`, the nearest of its syntax's commands by edit distance, else all of them.
    static func unknownCommand(_ directive: SuppressionDirective) -> String {
        let commands = directive.syntax.kinds.map(\.rawValue)
        let message = "\(directive.spelling) is not a suppression command and hides nothing"
        if let suggestion = Suggestion.didYouMean(directive.command ?? "", in: commands, quote: "`") {
            return message + "; " + suggestion
        }
        return message + "; the commands are " + commands.map { "`\($0)`" }.joined(separator: ", ")
    }
}
