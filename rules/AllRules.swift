import TipLintCore

/// Every rule tiplint knows, in the order `tiplint rules` lists them.
package let allRules: [AnyRule] = [
    AnyRule(TitleLengthRule.self),
    AnyRule(UngatedTestingCallRule.self),
    AnyRule(MissingInvalidationRule.self),
    AnyRule(UnstableTipIDRule.self),
    AnyRule(SimultaneousTipsRule.self),
    AnyRule(UnreachableTipRule.self),
    AnyRule(ConfigurePlacementRule.self),
    AnyRule(MissingConfigureRule.self),
    AnyRule(ResetAfterConfigureRule.self),
    AnyRule(ConfigureOnceRule.self),
    AnyRule(SharedTipIDRule.self),
    AnyRule(IgnoredTipMemberRule.self),
    AnyRule(FirstLaunchTipsRule.self),
    AnyRule(TipAPIMisuseRule.self),
    AnyRule(PersistentTipRule.self),
    AnyRule(MultiDeviceSyncRule.self),
    AnyRule(ManifestSchemaRule.self),
    AnyRule(ManifestDriftRule.self),
    AnyRule(SuperfluousSuppressionRule.self),
    AnyRule(CounterexampleNotDetectedRule.self),
]

/// `SearchTip` → `searchTip`: how code usually names an instance, for messages.
func instanceName(forType type: String) -> String {
    let simple = type.split(separator: ".").last.map(String.init) ?? type
    guard let first = simple.first else { return simple }
    return first.lowercased() + simple.dropFirst()
}

/// `Onboarding.SearchTip` → `SearchTip`.
func simpleName(_ type: String) -> String {
    type.split(separator: ".").last.map(String.init) ?? type
}
