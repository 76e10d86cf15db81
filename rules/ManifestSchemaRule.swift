import TipLintCore

/// Tip manifests that break the schema: the manifest front end records each problem with its
/// place while reading; this rule reports them.
public struct ManifestSchemaRule: Rule {
    public static let description = RuleDescription(
        id: "manifest-schema",
        name: "Manifest schema",
        summary: "YAML tip manifests with unknown keys, wrong types, missing or duplicate ids",
        rationale: """
            A manifest is reviewed by people who do not read Swift, and read by tools that trust \
            it. A misspelt key is silently ignored by most YAML readers, so a tip loses its group \
            or its display limit without anyone noticing. Every tip needs an id (letters, digits, \
            '.', '_' and '-') and a title; ids are unique; a tip's group must be declared under \
            groups:.
            """,
        defaultSeverity: .error,
        triggering: [
            RuleExample("""
                tips:
                  - id: pin-note
                    title: Pin a note
                    1️⃣titel: Pin it
                """, path: "Tips/notes.tips.yml", testsWrapping: false),
            RuleExample("""
                tips:
                  - 1️⃣id: pin-note
                    message: Pinned notes stay on top.
                  - id: share-list
                    title: Share a list
                    max-display-count: 2️⃣often
                """, path: "Tips/notes.tips.yml", testsWrapping: false),
            RuleExample("""
                tips:
                  - id: pin-note
                    title: Pin a note
                  - id: 1️⃣pin-note
                    title: Pin another note
                  - id: 2️⃣share list
                    title: Share
                    group: 3️⃣onbording
                groups:
                  - id: onboarding
                """, path: "Tips/notes.tips.yml", testsWrapping: false),
            RuleExample("""
                tips: 1️⃣{id: pin-note}
                """, path: "Tips/notes.tips.yml", testsWrapping: false),
            RuleExample("""
                tips:
                  - id: pin-note
                    title: Pin1️⃣: a note
                """, path: "Tips/notes.tips.yml", testsWrapping: false),
        ],
        nonTriggering: [
            RuleExample("""
                tips:
                  - id: pin-note
                    title: Pin a note
                    message: Pinned notes stay at the top.
                    image: pin
                    screen: NotesList
                    group: onboarding
                    max-display-count: 3
                    invalidated-by: [note-pinned]
                    actions:
                      - id: learn-more
                        title: Learn More
                        invalidates: true
                groups:
                  - id: onboarding
                    priority: first-available
                """, path: "Tips/notes.tips.yml", testsWrapping: false),
        ]
    )

    public static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        index.manifestProblems.map { problem in
            context.finding(problem.fact.message, at: problem.location(problem.fact.range))
        }
    }
}
