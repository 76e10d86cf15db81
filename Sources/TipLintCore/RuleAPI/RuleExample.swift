/// A piece of code a rule must flag (at the `1️⃣`, `2️⃣`… markers) or leave alone.
///
/// An example is written once, as a literal, where it is declared: the initialiser takes a
/// `StaticString`, so `examples.map { RuleExample($0.code) }` does not compile, and a copy that
/// changes one setting goes through `with(…)`, which keeps every other setting, including the
/// place the example was written (a failing test points there).
package struct RuleExample: Sendable, CustomStringConvertible {
    /// The robustness variants of a triggering example that the tests run. Each front end
    /// writes them in its own syntax (see the example harness); an example that cannot be
    /// re-run in one of them (it tests suppression comments itself, say) opts out of it.
    package struct Variants: OptionSet, Sendable, Hashable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// The whole example commented out: silent.
        package static let comment = Variants(rawValue: 1 << 0)
        /// The whole example quoted in a string: silent.
        package static let string = Variants(rawValue: 1 << 1)
        /// A comment holding multi-byte text before each marked line: the findings move by its
        /// UTF-16 length.
        package static let multiBytePrefix = Variants(rawValue: 1 << 2)
        /// A disable comment for the rule before the example: silent.
        package static let disableComment = Variants(rawValue: 1 << 3)
        package static let all: Variants = [.comment, .string, .multiBytePrefix, .disableComment]
    }

    /// Where an example lives unless it says otherwise.
    package static let defaultPath = "Sources/App/Example.swift"

    package var code: String
    /// Where the example pretends to live; test globs and `main.swift` depend on it, and its
    /// extension picks the front end (`.swift`, `.md`, `.tips.yml`).
    package var path: String
    /// The rule's options for this example, as the YAML map under the rule id.
    package var configuration: String?
    /// Top-level `.lintconfig.yml` keys for this example (`gates: [DEBUG, INTERNAL]`).
    package var projectConfiguration: String?
    /// Other files of the same pretend project, by path.
    package var otherFiles: [String: String]
    /// The exact message expected at a marker (`["1️⃣": "SearchTip is shown but…"]`); markers
    /// not named here are checked for position only.
    package var messages: [Character: String]
    /// The message kind expected at a marker (`["1️⃣": "reset-every-launch"]`, the id without
    /// `rule-id/`): the words may change, the kind may not.
    package var messageKinds: [Character: String]
    /// Other rules the example runs beside the rule under test (superfluous-suppression needs
    /// the rules its comments name). The example tests run only these and the rule under test;
    /// a finding of any other rule fails the example.
    package var otherRules: [String]
    /// Robustness variants this example is not run in.
    package var skipping: Variants
    /// Where the example is written (`#fileID`, `#filePath`, `#line` of the initialiser call).
    package let fileID: StaticString
    package let filePath: StaticString
    package let line: UInt

    package init(
        _ code: StaticString, path: String = RuleExample.defaultPath, configuration: String? = nil,
        projectConfiguration: String? = nil, otherFiles: [String: String] = [:], messages: [Character: String] = [:],
        messageKinds: [Character: String] = [:], otherRules: [String] = [], skipping: Variants = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line
    ) {
        self.code = code.description
        self.path = path
        self.configuration = configuration
        self.projectConfiguration = projectConfiguration
        self.otherFiles = otherFiles
        self.messages = messages
        self.messageKinds = messageKinds
        self.otherRules = otherRules
        self.skipping = skipping
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
    }

    /// This example with other code; every setting and its source place stay.
    package func with(code: String) -> RuleExample {
        var copy = self
        copy.code = code
        return copy
    }

    /// This example with more files in its project; a file of its own with the same path wins.
    package func adding(otherFiles files: [String: String]) -> RuleExample {
        var copy = self
        copy.otherFiles.merge(files) { own, _ in own }
        return copy
    }

    package var description: String { code }
}

/// The `1️⃣`…`9️⃣` markers that show where an example's findings start.
package enum ExampleMarkers {
    package static let all: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
}
