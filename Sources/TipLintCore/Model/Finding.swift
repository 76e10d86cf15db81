/// One problem a rule found. Rules fill in everything but `fingerprint` and `suppression`,
/// which the engine adds once it knows the source line and the suppression comments.
package struct Finding: Codable, Hashable, Sendable {
    package var ruleID: String
    package var severity: Severity
    package var message: String
    /// Which of its rule's messages this is, `rule-id/kind` (`ungated-testing-call/reset-every-launch`):
    /// stable while the words change, as swift-syntax's `DiagnosticMessage.diagnosticID`. Tests,
    /// JSON (`messageID`) and SARIF (`message.id`) use it; the kinds are declared in the rule's
    /// `RuleDescription.messages`.
    package var messageID: String
    package var location: SourceLocation
    package var related: [RelatedLocation]
    package var fix: Fix?
    /// The tip type or id the finding is about; part of the fingerprint.
    package var tipName: String?
    /// Which of that tip's texts the finding is about, set by rules that judge a text
    /// (title-length): the HTML report flags that text on the tip's card. Not in the JSON report.
    package var tipText: TipTextSubject?
    /// Stable across line moves: rule id + path + tip name + hash of the normalised source line.
    package var fingerprint: String
    /// Set when a suppression comment or a baseline hides the finding.
    package var suppression: Suppression?
    /// Found in documentation code marked as wrong on purpose (`// WRONG`): shown as a note,
    /// never fails a run, and is a suppressed result in SARIF. Reporters say so in front of the
    /// message (`displayMessage`); `message` stays the rule's own words.
    package var counterExample: Bool
    /// Set on a finding of a file not named in the run, shown at a related place in a named one
    /// (`Linter.movedToTargets`): where a run over the whole project reports it. Its fingerprint
    /// and baseline entry are that place's; a suppression comment there, not here, hides it.
    package var ownPlace: SourceLocation?

    package init(
        ruleID: String, severity: Severity, message: String, kind: String, location: SourceLocation,
        related: [RelatedLocation] = [], fix: Fix? = nil, tipName: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.messageID = Self.messageID(rule: ruleID, kind: kind)
        self.location = location
        self.related = related
        self.fix = fix
        self.tipName = tipName
        self.fingerprint = ""
        self.suppression = nil
        self.counterExample = false
    }

    /// `rule-id/kind`, the one spelling of a message id.
    package static func messageID(rule: String, kind: String) -> String { rule + "/" + kind }

    /// The kind alone: the message id without its rule's id.
    package var messageKind: String { String(messageID.dropFirst(ruleID.count + 1)) }

    /// The message as every reporter shows it: `counter-example: …` for a counter-example.
    package var displayMessage: String { counterExample ? "counter-example: " + message : message }
}

/// One text of a tip, as a finding about it names it: which field, in which language, and the
/// words judged. Reports match it against the texts they show, never by location.
package struct TipTextSubject: Codable, Hashable, Sendable {
    package var field: TipTextField
    /// The catalog language of the value judged; nil for the text as the code or manifest writes it.
    package var language: String?
    /// The words judged, as written there (a literal's text, a constant's, a catalog value).
    package var text: String

    package init(field: TipTextField, language: String? = nil, text: String) {
        self.field = field
        self.language = language
        self.text = text
    }
}

/// Another place a finding names ("the first display site", "where the UUID comes from").
package struct RelatedLocation: Codable, Hashable, Sendable {
    package var location: SourceLocation
    package var message: String
    /// The place the finding's message itself names ("where Panels creates FilterPanel"), set
    /// by the rule: a finding moved into a named file (`Linter.movedToTargets`) is shown there
    /// when it lies in one, whatever its position among the related places. Places no message
    /// names apart (each display site of a tip, each construction) leave it false: the first
    /// of them in a named file is taken.
    package var isNamed: Bool

    package init(location: SourceLocation, message: String, isNamed: Bool = false) {
        self.location = location
        self.message = message
        self.isNamed = isNamed
    }
}

/// A safe, mechanical edit that resolves a finding.
package struct Fix: Codable, Hashable, Sendable {
    package var description: String
    /// The edits, in 1-based lines and UTF-16 columns. Empty while a `.gatedStatements` fix
    /// waits for the engine to lay it out.
    package var replacements: [Replacement]
    /// How `--fix` proves the edit before it writes the file (`FixApplier.fixed`). Any rule may
    /// return either kind; the pipeline lays out every fix that asks for it, in every file.
    package var proof: Proof

    /// What a fix's edit must be shown to do before it is written.
    package enum Proof: Codable, Hashable, Sendable {
        /// Statements put under a compilation condition (`#if DEBUG`). A rule cannot lay that
        /// out (it never sees the syntax tree), so it asks with no replacements; the engine
        /// fills them in (`GateLayout`) and `GateEditProof` requires the same tree with exactly
        /// these statements moved (`MarkdownGateProof` in a doc's code block).
        case gatedStatements(StatementGating)
        /// The rule's own replacements: a Swift file that parsed must still parse after them.
        case stillParses
    }

    package init(description: String, replacements: [Replacement], proof: Proof = .stillParses) {
        self.description = description
        self.replacements = replacements
        self.proof = proof
    }

    package init(description: String, replacements: [Replacement], gating: StatementGating?) {
        self.init(description: description, replacements: replacements, proof: gating.map(Proof.gatedStatements) ?? .stillParses)
    }

    /// The statements a `.gatedStatements` fix puts under its condition; nil for another proof.
    package var gating: StatementGating? {
        get {
            if case .gatedStatements(let gating) = proof { return gating }
            return nil
        }
        set { proof = newValue.map(Proof.gatedStatements) ?? .stillParses }
    }
}

/// Statements to wrap in `#if condition … #endif`, for the engine to lay out on the tree.
/// Codable as part of `Fix`, for the facts cache's stored results (reports have their own types).
package struct StatementGating: Codable, Hashable, Sendable {
    /// What follows `#if`: `DEBUG`, or the first of the configuration's `gates`.
    package var condition: String
    /// The statements, from their first character to their last (a `;` after one may be
    /// included); each must be a whole statement of a statement list.
    package var statements: [SourceRange]

    package init(condition: String, statements: [SourceRange]) {
        self.condition = condition
        self.statements = statements
    }
}

/// Replace the text in `range` (possibly empty, for an insertion) with `text`.
package struct Replacement: Codable, Hashable, Sendable {
    package var range: SourceRange
    package var text: String

    package init(range: SourceRange, text: String) {
        self.range = range
        self.text = text
    }
}

/// Why a finding is hidden. `inSource` for comments in the file, `external` for a baseline.
package struct Suppression: Codable, Hashable, Sendable {
    package enum Kind: String, Codable, Sendable {
        case inSource
        case external
    }

    package var kind: Kind
    package var justification: String?
}
