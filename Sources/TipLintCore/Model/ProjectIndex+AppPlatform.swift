/// Which builds each `App` of the index is built for, as far as its own code says
/// (`AppPlatformFacts`), and which builds compile a place in a file.
extension ProjectIndex {
    /// The fixed builds the `App` named `name` (qualified) can be built for: those its
    /// declarations' `#if` clauses allow and, for each platform-only adaptor or scene it surely
    /// compiles, that API's platforms. Only the declarations in `onlyPath` when given (two
    /// targets' `App`s of one name). `.all` when nothing is known, or when what is known
    /// contradicts itself (an AppKit and a UIKit adaptor both compiled in every build): unknown,
    /// not a guess.
    package func builds(ofApp name: String, onlyPath: String?) -> BuildSet {
        var builds = BuildSet.all
        for part in types where part.fact.qualifiedName == name && (onlyPath == nil || part.path == onlyPath) {
            guard let platform = part.fact.appPlatform else { continue }
            builds = builds.intersection(platform.declarationBuilds)
            // A project type of the name (its own `Settings`) is not SwiftUI's.
            for marker in platform.markers
            where !ScopeLookup.typeCandidates(marker.name, near: name).contains(where: { scope.typeModules[$0] != nil }) {
                builds = builds.intersection(marker.allowedBuilds)
            }
        }
        return builds.isEmpty ? .all : builds
    }

    /// The fixed builds that compile the code at `position` of `path`: those every recorded
    /// `#if` clause around it allows (`ViewStructureFacts.buildRegions`).
    package func builds(path: String, at position: SourcePosition) -> BuildSet {
        guard let file = files.first(where: { $0.path == path }) else { return .all }
        return file.viewStructure.buildRegions.reduce(BuildSet.all) { builds, region in
            region.range.start <= position && position < region.range.end ? builds.intersection(region.builds) : builds
        }
    }
}
