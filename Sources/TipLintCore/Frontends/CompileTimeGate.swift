import SwiftIfConfig
import SwiftSyntax

/// Decides whether code is compiled out of every build in which no gate condition
/// (`DEBUG` by default) is set. SwiftIfConfig evaluates the real `#if` conditions; every
/// other condition (`os(iOS)`, `BETA`, `canImport(UIKit)`, …) can be either way in some
/// build, so each combination of them is tried.
struct CompileTimeGate {
    let gates: Set<String>
    /// Beyond this many free conditions around one call, trying every combination costs too
    /// much; the call is then treated as gated (silence beats a guess).
    static let maximumFreeConditions = 10
    private static let fixedFunctions: Set<String> = ["swift", "compiler", "_pointerBitWidth", "_endian", "_hasAtomicBitWidth"]

    /// `true` when the node sits in an inactive clause in every gate-free build.
    func isGated(_ node: some SyntaxProtocol) -> Bool {
        let clauses = enclosingClauses(of: Syntax(node))
        guard !clauses.isEmpty else { return false }
        return !compiledInSomeBuild(clauses, atoms: conditionAtoms(clauses), unset: gates)
    }

    /// The gates in whose builds the node is never compiled (it sits in the `#else` of
    /// `#if DEBUG`, or under `#if !DEBUG`): an `#if` on one of them around it would leave code
    /// no build compiles. Sorted. Past `maximumFreeConditions`, every gate (no guess).
    func gatesCompilingItOut(_ node: some SyntaxProtocol) -> [String] {
        let clauses = enclosingClauses(of: Syntax(node))
        guard !clauses.isEmpty else { return [] }
        let atoms = conditionAtoms(clauses)
        return gates.sorted().filter { !compiledInSomeBuild(clauses, atoms: atoms, unset: [], set: $0) }
    }

    /// For a node `isGated` says runs in gate-free builds: the custom conditions (`#if
    /// DEV_BUILD`) each of which, were it a gate, would gate it. Sorted. The index treats one
    /// that only debug builds define as a gate (`ProjectIndex.debugOnlyConditions(forPath:)`),
    /// and the words name the others.
    func gatingConditions(_ node: some SyntaxProtocol) -> [String] {
        let clauses = enclosingClauses(of: Syntax(node))
        guard !clauses.isEmpty else { return [] }
        let atoms = conditionAtoms(clauses)
        let flags = atoms.filter { $0.hasPrefix("flag:") }.map { String($0.dropFirst("flag:".count)) }.filter { !gates.contains($0) }
        return flags.sorted().filter { !compiledInSomeBuild(clauses, atoms: atoms, unset: gates.union([$0])) }
    }

    /// The conditions every `#if` around the clauses depends on (each sibling clause's too).
    private func conditionAtoms(_ clauses: [IfConfigClauseSyntax]) -> Set<String> {
        var atoms = Set<String>()
        for clause in clauses {
            guard let declaration = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { continue }
            for sibling in declaration.clauses {
                if let condition = sibling.condition { collectAtoms(in: Syntax(condition), into: &atoms) }
            }
        }
        return atoms
    }

    /// Whether some build with the flags `unset` off and the flag `set` on makes every clause
    /// active, trying each combination of the other atoms. Past `maximumFreeConditions` free
    /// atoms it says no (silence beats a guess: the node counts as gated).
    private func compiledInSomeBuild(
        _ clauses: [IfConfigClauseSyntax], atoms: Set<String>, unset: Set<String>, set: String? = nil
    ) -> Bool {
        let fixed = Set(unset.map { "flag:\($0)" } + (set.map { ["flag:\($0)"] } ?? []))
        let free = atoms.subtracting(fixed).sorted()
        guard free.count <= Self.maximumFreeConditions else { return false }
        for combination in 0..<(1 << free.count) {
            var trueAtoms: Set<String> = set.map { ["flag:\($0)"] } ?? []
            for (bit, atom) in free.enumerated() where combination & (1 << bit) != 0 { trueAtoms.insert(atom) }
            let configuration = AssignedBuildConfiguration(trueAtoms: trueAtoms)
            if clauses.allSatisfy({ isActive($0, in: configuration) }) { return true }
        }
        return false
    }

    private func enclosingClauses(of node: Syntax) -> [IfConfigClauseSyntax] {
        var result: [IfConfigClauseSyntax] = []
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self) { result.append(clause) }
            current = parent.parent
        }
        return result
    }

    private func isActive(_ clause: IfConfigClauseSyntax, in configuration: AssignedBuildConfiguration) -> Bool {
        guard let declaration = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { return true }
        return declaration.activeClause(in: configuration).clause?.id == clause.id
    }

    /// The conditions an `#if` expression depends on, named as `AssignedBuildConfiguration` asks for them.
    private func collectAtoms(in condition: Syntax, into atoms: inout Set<String>) {
        if let call = condition.as(FunctionCallExprSyntax.self),
            let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            // Versions, widths and endianness are fixed facts of the toolchain, not choices.
            guard !Self.fixedFunctions.contains(function) else { return }
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            atoms.insert("\(function):\(argument)")
            return
        }
        if let reference = condition.as(DeclReferenceExprSyntax.self) {
            atoms.insert("flag:\(reference.baseName.text)")
            return
        }
        for child in condition.children(viewMode: .sourceAccurate) { collectAtoms(in: child, into: &atoms) }
    }
}

/// A build in which exactly the named atoms hold (`flag:BETA`, `os:iOS`, `canImport:UIKit`).
private struct AssignedBuildConfiguration: BuildConfiguration {
    let trueAtoms: Set<String>

    private func holds(_ kind: String, _ name: String) -> Bool { trueAtoms.contains("\(kind):\(name)") }

    func isCustomConditionSet(name: String) -> Bool { holds("flag", name) }
    func hasFeature(name: String) -> Bool { holds("hasFeature", name) }
    func hasAttribute(name: String) -> Bool { holds("hasAttribute", name) }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        holds("canImport", importPath.map(\.1).joined(separator: "."))
    }
    func isActiveTargetOS(name: String) -> Bool { holds("os", name) }
    func isActiveTargetArchitecture(name: String) -> Bool { holds("arch", name) }
    func isActiveTargetEnvironment(name: String) -> Bool { holds("targetEnvironment", name) }
    func isActiveTargetRuntime(name: String) -> Bool { holds("_runtime", name) }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { holds("_ptrauth", name) }
    func isActiveTargetObjectFormat(name: String) -> Bool { holds("objectFormat", name) }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 0) }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}

// MARK: The fixed builds

extension CompileTimeGate {
    /// The builds whether two displays can be in one app is decided over: each platform with
    /// `DEBUG` set and not set (bit `2 * platform + (debug ? 0 : 1)` of a `BuildSet`).
    static let fixedPlatforms: [Set<String>] = [
        ["os:iOS"], ["os:macOS"], ["os:tvOS"], ["os:watchOS"], ["os:visionOS", "os:xrOS"],
        ["os:iOS", "targetEnvironment:macCatalyst", "targetEnvironment:macabi"],
    ]

    /// For each clause of `declaration`, the fixed builds that compile it. A condition that
    /// names anything but the platform (`os(…)`, `targetEnvironment(macCatalyst)`), `DEBUG` and
    /// the toolchain's version could be either way in any of them: every clause is then in
    /// every build (`.all`), as far as the model knows.
    func fixedBuilds(of declaration: IfConfigDeclSyntax) -> [(clause: IfConfigClauseSyntax, builds: BuildSet)] {
        knownBuilds(of: declaration) ?? declaration.clauses.map { ($0, .all) }
    }

    /// The fixed builds that may compile `node`: those every `#if` clause around it allows, a
    /// clause on anything else (`canImport`, a custom flag) allowing every build.
    func buildsPossiblyCompiling(_ node: some SyntaxProtocol) -> BuildSet {
        enclosingClauses(of: Syntax(node)).reduce(BuildSet.all) { result, clause in
            result.intersection(clauseBuilds(of: clause) ?? .all)
        }
    }

    /// The fixed builds that surely compile `node`: a clause on anything but the platform and
    /// `DEBUG` around it (`#if canImport(AppKit)`) may be off in any build, so then none.
    func buildsSurelyCompiling(_ node: some SyntaxProtocol) -> BuildSet {
        enclosingClauses(of: Syntax(node)).reduce(BuildSet.all) { result, clause in
            result.intersection(clauseBuilds(of: clause) ?? BuildSet(mask: 0))
        }
    }

    /// The fixed builds that compile `clause`; nil when its `#if` names anything the fixed
    /// builds do not decide.
    private func clauseBuilds(of clause: IfConfigClauseSyntax) -> BuildSet? {
        guard let declaration = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { return .all }
        return knownBuilds(of: declaration)?.first { $0.clause.id == clause.id }?.builds
    }

    /// `fixedBuilds(of:)` when every condition of the `#if` is one the fixed builds decide, else nil.
    private func knownBuilds(of declaration: IfConfigDeclSyntax) -> [(clause: IfConfigClauseSyntax, builds: BuildSet)]? {
        var atoms = Set<String>()
        for clause in declaration.clauses {
            if let condition = clause.condition { collectAtoms(in: Syntax(condition), into: &atoms) }
        }
        let known = atoms.allSatisfy { atom in
            atom.hasPrefix("os:") || atom == "flag:DEBUG" || atom == "targetEnvironment:macCatalyst" || atom == "targetEnvironment:macabi"
        }
        guard known else { return nil }
        var masks = [UInt16](repeating: 0, count: declaration.clauses.count)
        for (platform, trueAtoms) in Self.fixedPlatforms.enumerated() {
            for debug in [true, false] {
                let configuration = AssignedBuildConfiguration(trueAtoms: debug ? trueAtoms.union(["flag:DEBUG"]) : trueAtoms)
                guard let active = declaration.activeClause(in: configuration).clause,
                    let index = declaration.clauses.firstIndex(where: { $0.id == active.id })
                else { continue }
                masks[declaration.clauses.distance(from: declaration.clauses.startIndex, to: index)] |= 1 << (2 * platform + (debug ? 0 : 1))
            }
        }
        return zip(declaration.clauses, masks).map { ($0, BuildSet(mask: $1)) }
    }
}
