/// Reads a YAML tip manifest into `ManifestFacts`: the raw YAML tree with the place of every
/// value (line and UTF-16 column), or where it stops being YAML; and the tips and groups that
/// `ManifestFacts.keys` can read from it, leniently. Checking the file against the schema is
/// `manifest-schema`'s job, on the raw tree.
package enum ManifestFrontend {
    package static func facts(source: String, path: String) -> FileFacts {
        var facts = FileFacts(path: path)
        var manifest = ManifestFacts()
        do throws(ConfigurationError) {
            manifest.raw.document = try YAMLReader.parse(source, path: path)
        } catch {
            manifest.raw.syntaxError = RawManifest.SyntaxError(message: error.message, position: error.position)
        }
        if let document = manifest.raw.document, !document.isNull {
            ManifestFacts.keys.read(document, into: &manifest, keyPath: "") { _ in }
        }
        facts.manifest = manifest
        return facts
    }
}
