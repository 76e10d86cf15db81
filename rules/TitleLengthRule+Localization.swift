import TipLintCore

/// title-length in other languages: catalogs and the examples that measure translations.
extension TitleLengthRule {
    /// A catalog in which the German title is much longer than the English one.
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "tip.pin.title" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Heften Sie wichtige Notizen oben in der Liste an" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Pin important notes" } }
              }
            },
            "Pin a note" : {
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Épinglez une note pour la garder toujours visible en haut" } }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    /// Keys that generated accessors name: SwiftGen's `L10n.tipSearchTitle` and
    /// `L10n.Tip.Search.title` both stand for `tip_search_title`.
    static let accessorCatalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "tip_search_title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Search every notebook, tag and attachment at once" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Alles durchsuchen" } }
              }
            },
            "tipFilterTitle" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Filter notes by tag" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Filtern Sie Ihre Notizen nach Schlagwörtern, Datum und Ordner" } }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    /// Keys Xcode extracts from interpolated literals: each interpolation a format specifier,
    /// a `%` of the text doubled; translations may number the specifiers to reorder them.
    static let interpolatedCatalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Invite %@ to your list" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Invite %@ to your list" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Laden Sie %@ ein, diese Einkaufsliste gemeinsam mit Ihnen zu bearbeiten" } }
              }
            },
            "Save 20%% on %@" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Sparen Sie 20 %% mit %@, wenn Sie jährlich statt monatlich bezahlen" } }
              }
            },
            "Tap %@ to see your %lld-day streak" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Tippen Sie auf %1$@, um Ihre Serie von %2$lld Tagen im Überblick zu sehen" } }
              }
            },
            "Add %@ to the list" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Fügen Sie %@ der Liste hinzu, damit alle in Ihrer Familie es sehen" } }
              }
            },
            "Add %lld to the list" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Fügen Sie %lld der Liste hinzu, damit alle in Ihrer Familie es sehen" } }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    /// An interpolated literal is looked up under the key Xcode extracts from it; its values are
    /// measured as the literal is: a specifier for an SF Symbol counts as one, any other as nothing.
    static let interpolatedExamples = (
        triggering: [
            RuleExample("""
                struct InviteTip: Tip {
                    let name: String
                    var title: Text { Text(1️⃣"Invite \\(name) to your list") }
                }
                """, otherFiles: ["Sources/App/Localizable.xcstrings": interpolatedCatalog], messages: ["1️⃣": """
                    InviteTip title: the de translation "Laden Sie %@ ein, diese Einkaufsliste gemeinsam mit Ihnen zu \
                    bearbeiten" is at least 69 characters, over the 52-character limit; shorten the translation, or \
                    keep the action in the title and move the explanation to the message
                    """]),
            // `%%` in the key and the value is one `%` sign.
            RuleExample("""
                struct PlanTip: Tip {
                    let plan: String
                    var title: Text { Text(1️⃣"Save 20% on \\(plan)") }
                }
                """, otherFiles: ["Sources/App/Localizable.xcstrings": interpolatedCatalog], messages: ["1️⃣": """
                    PlanTip title: the de translation "Sparen Sie 20 %% mit %@, wenn Sie jährlich statt monatlich \
                    bezahlen" is at least 64 characters, over the 52-character limit; shorten the translation, or \
                    keep the action in the title and move the explanation to the message
                    """]),
            // Numbered specifiers: `%1$@` is the symbol (one character), `%2$lld` the count (unknown).
            RuleExample("""
                struct StreakTip: Tip {
                    let days: Int
                    var title: Text { Text("Keep your streak") }
                    var message: Text? { Text(1️⃣"Tap \\(Image(systemName: "flame")) to see your \\(days)-day streak") }
                }
                """, configuration: "message-max-length: 40",
                otherFiles: ["Sources/App/Localizable.xcstrings": interpolatedCatalog], messages: ["1️⃣": """
                    StreakTip message: the de translation "Tippen Sie auf %1$@, um Ihre Serie von %2$lld Tagen im \
                    Überblick zu sehen" is at least 64 characters, over the 52-character limit; shorten the \
                    translation to one or two short sentences
                    """]),
        ],
        nonTriggering: [
            // tiplint does not follow `item` to its type, and two keys fit (`%@` and `%lld`):
            // which one the app reads is not known, so neither is measured.
            RuleExample("""
                struct GroceryTip: Tip {
                    let item: String
                    var title: Text { Text("Add \\(item) to the list") }
                }
                """, otherFiles: ["Sources/App/Localizable.xcstrings": interpolatedCatalog]),
            // `Text(verbatim:)` is never looked up.
            RuleExample("""
                struct InviteTip: Tip {
                    let name: String
                    var title: Text { Text(verbatim: "Invite \\(name) to your list") }
                }
                """, otherFiles: ["Sources/App/Localizable.xcstrings": interpolatedCatalog]),
        ]
    )

    static let localizedExamples = (
        triggering: [
            RuleExample("""
                struct PinTip: Tip {
                    var title: Text { Text(1️⃣"tip.pin.title") }
                }
                """, configuration: "translation-max-length: 40",
                otherFiles: ["Sources/App/Localizable.xcstrings": catalog], messages: ["1️⃣": """
                    PinTip title: the de translation "Heften Sie wichtige Notizen oben in der Liste an" is 48 \
                    characters, over the 40-character limit; shorten the translation, or keep the action in the \
                    title and move the explanation to the message
                    """]),
            RuleExample("""
                struct PinTip: Tip {
                    var title: Text { Text(1️⃣"Pin important notes") }
                }
                """, otherFiles: ["Sources/App/Localizable.xcstrings": """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "Pin important notes" : { "localizations" : {
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "Heften Sie wichtige Notizen an, damit sie ganz oben bleiben" } }
                        } }
                      }
                    }
                    """], messages: ["1️⃣": """
                    PinTip title: the de translation "Heften Sie wichtige Notizen an, damit sie ganz oben bleiben" is \
                    59 characters, over the 52-character limit; shorten the translation, or keep the action in the \
                    title and move the explanation to the message
                    """]),
            RuleExample("""
                struct PinTip: Tip {
                    var title: Text { Text(1️⃣"tip.pin.title") }
                }
                """, configuration: "per-language-max-length: {de: 45}",
                otherFiles: ["Sources/App/Localizable.xcstrings": catalog], messages: ["1️⃣": """
                    PinTip title: the de translation "Heften Sie wichtige Notizen oben in der Liste an" is 48 \
                    characters, over the 45-character limit; shorten the translation, or keep the action in the \
                    title and move the explanation to the message
                    """]),
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text { Text(1️⃣L10n.tipSearchTitle) }
                }
                """, otherFiles: ["Sources/App/Localizable.xcstrings": accessorCatalog], messages: ["1️⃣": """
                    SearchTip title is 49 characters in en, over the 40-character limit; keep the action in the \
                    title and move the explanation to the message
                    """]),
            RuleExample("""
                struct FilterTip: Tip {
                    var title: Text { Text(1️⃣.tipFilterTitle) }
                }
                struct SearchTip: Tip {
                    var title: Text { Text(String(localized: 2️⃣L10n.Tip.Search.title)) }
                }
                """, otherFiles: ["Sources/App/Localizable.xcstrings": accessorCatalog], messages: ["1️⃣": """
                    FilterTip title: the de translation "Filtern Sie Ihre Notizen nach Schlagwörtern, Datum und Ordner" \
                    is 61 characters, over the 52-character limit; shorten the translation, or keep the action in \
                    the title and move the explanation to the message
                    """]),
            RuleExample("""
                struct PinTip: Tip {
                    var title: Text { Text(1️⃣"Pin a note") }
                }
                """, otherFiles: ["Sources/App/Localizable.xcstrings": catalog]),
            RuleExample("""
                struct PinTip: Tip {
                    var title: Text { Text(String(localized: 1️⃣"tip.pin.title")) }
                }
                """, configuration: "translation-max-length: 40",
                otherFiles: ["Sources/App/de.lproj/Localizable.strings": """
                    /* The pin tip */
                    "tip.pin.title" = "Heften Sie wichtige Notizen oben in der Liste an";
                    """]),
            // A key that reads like words is measured by its source-language text, not as written.
            RuleExample("""
                struct SharingTip: Tip {
                    var title: Text { Text(1️⃣"tips sharing") }
                }
                """, otherFiles: ["Sources/App/en.lproj/Localizable.strings": """
                    "tips sharing" = "Share your whole configuration with everyone on your team";
                    """], messages: ["1️⃣": """
                    SharingTip title is 57 characters in en, over the 40-character limit; keep the action in the \
                    title and move the explanation to the message
                    """]),
            // A key with no entry in any table is what people read, as written.
            RuleExample("""
                struct SharingTip: Tip {
                    var title: Text { Text(1️⃣"Share your whole configuration with everyone on your team") }
                }
                """, otherFiles: ["Sources/App/en.lproj/Localizable.strings": """
                    "tips sharing" = "Share settings";
                    """]),
            RuleExample("""
                tips:
                  - id: pin-note
                    title: 1️⃣Pin the notes you use most and they stay at the top of the list
                """, path: "Sources/App/notes.tips.yml", messages: ["1️⃣": """
                    tip "pin-note" title is 63 characters, over the 40-character limit; keep the action in the title \
                    and move the explanation to the message
                    """]),
            // `defaultValue:` is what people read when no table holds the key.
            RuleExample("""
                struct DropTip: Tip {
                    var title: Text { Text(String(localized: "tip.drop.title", defaultValue: 1️⃣"Drag photos from Files straight into any album")) }
                }
                """),
            RuleExample("""
                struct BackupTip: Tip {
                    var title: Text { Text(LocalizedStringResource("tip.backup.title", defaultValue: 1️⃣"Back up every album to iCloud before you travel")) }
                }
                """),
        ],
        nonTriggering: [
            // SwiftUI renders a catalog value's inline Markdown as it does the literal's: the
            // German link shows "der Anleitung", not its URL.
            RuleExample("""
                struct GuideTip: Tip {
                    var title: Text { Text("Read [the guide](https://example.com/help/keyboard-shortcuts)") }
                }
                """, otherFiles: ["Sources/App/Localizable.xcstrings": #"""
                    { "sourceLanguage" : "en", "strings" : {
                      "Read [the guide](https://example.com/help/keyboard-shortcuts)" : { "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated",
                          "value" : "Lesen Sie [die Anleitung](https://example.com/help/keyboard-shortcuts?lang=de)" } } } }
                    }, "version" : "1.0" }
                    """#]),
            RuleExample("""
                struct PinTip: Tip {
                    var title: Text { Text("tip.pin.title") }
                }
                """, configuration: "per-language-max-length: {de: 50}",
                otherFiles: ["Sources/App/Localizable.xcstrings": catalog]),
            // A table that holds the key wins over `defaultValue:`: its source-language text is shown.
            RuleExample("""
                struct PinTip: Tip {
                    var title: Text { Text(String(localized: "tip.pin.title", defaultValue: "Pin the notes you use most so they stay at the top")) }
                }
                """, configuration: "per-language-max-length: {de: 50}",
                otherFiles: ["Sources/App/Localizable.xcstrings": catalog]),
            RuleExample("""
                struct PinTip: Tip {
                    var title: Text { Text(verbatim: "tip.pin.title") }
                }
                """, otherFiles: ["Sources/App/Localizable.xcstrings": catalog]),
            RuleExample("""
                struct PinTip: Tip {
                    var title: Text { Text("tip.pin.title") }
                }
                """, otherFiles: ["Sources/App/Localizable.xcstrings": catalog]),
            RuleExample("""
                struct FilterTip: Tip {
                    var title: Text { Text(.tipFilterTitle) }
                }
                struct SearchTip: Tip {
                    let model: SearchModel
                    var title: Text { Text(model.tipSearchTitle) }
                }
                """, configuration: "translation-max-length: 70",
                otherFiles: ["Sources/App/Localizable.xcstrings": accessorCatalog]),
            // The key is 51 characters; people read "Share settings".
            RuleExample("""
                struct LinksTip: Tip {
                    var title: Text { Text("tips configuration sharing with your whole team now") }
                }
                """, otherFiles: ["Sources/App/en.lproj/Localizable.strings": """
                    "tips configuration sharing with your whole team now" = "Share settings";
                    """]),
            RuleExample("""
                struct ExportHintTip: Tip {
                    var title: Text { Text(String(localized: "onboarding sheet export hint header for the sharing screen")) }
                }
                """, otherFiles: ["Sources/App/Localizable.xcstrings": """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "onboarding sheet export hint header for the sharing screen" : { "localizations" : {
                          "en" : { "stringUnit" : { "state" : "translated", "value" : "Export" } },
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "Exportieren" } }
                        } }
                      }
                    }
                    """]),
            RuleExample("""
                tips:
                  - id: pin-note
                    title: Pin your notes
                """, path: "Sources/App/notes.tips.yml"),
        ]
    )
}
