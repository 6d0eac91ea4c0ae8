/// The subset of the SARIF 2.1.0 object model the `sarif` reporter writes, as `Codable` structs.
///
/// Property names are SARIF's own, so the synthesized coding keys are the JSON keys (except
/// `$schema`). Every struct is `Decodable` too, so tests read the output back.
package struct SARIFLog: Codable, Hashable, Sendable {
  /// The JSON schema URI: the OASIS SARIF 2.1.0 (errata 01) schema.
  package var schema: String
  /// Always `2.1.0`.
  package var version: String
  /// Exactly one run per report.
  package var runs: [Run]

  private enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version
    case runs
  }

  /// One invocation of the tool.
  package struct Run: Codable, Hashable, Sendable {
    /// The tool and its rules.
    package var tool: Tool
    /// How `startColumn`/`endColumn` count: always `utf16CodeUnits` here.
    package var columnKind: String
    /// The findings, in report order.
    package var results: [Result]
  }

  /// Wraps the driver (SARIF separates the driver from extensions, which we have none of).
  package struct Tool: Codable, Hashable, Sendable {
    /// The analyzer itself.
    package var driver: Driver
  }

  /// The analyzer: name, version, home page and rule catalogue.
  package struct Driver: Codable, Hashable, Sendable {
    /// E.g. `appintents`.
    package var name: String
    /// E.g. `0.1.0`.
    package var version: String
    /// The tool's home page.
    package var informationUri: String
    /// Every rule, sorted by id; `Result.ruleIndex` points into this array.
    package var rules: [Rule]
  }

  /// A SARIF `reportingDescriptor`.
  package struct Rule: Codable, Hashable, Sendable {
    /// The rule id.
    package var id: String
    /// A one-sentence description.
    package var shortDescription: Message
    /// A paragraph.
    package var fullDescription: Message
    /// The documentation page, when known.
    package var helpUri: String?
    /// The level the rule reports at by default.
    package var defaultConfiguration: Configuration
  }

  /// A SARIF `reportingConfiguration`.
  package struct Configuration: Codable, Hashable, Sendable {
    /// `error`, `warning` or `note`.
    package var level: String
  }

  /// A SARIF `message` with plain text.
  package struct Message: Codable, Hashable, Sendable {
    /// The text; may contain line breaks.
    package var text: String
  }

  /// One finding.
  package struct Result: Codable, Hashable, Sendable {
    /// The rule id.
    package var ruleId: String
    /// The index of the rule in `Driver.rules`.
    package var ruleIndex: Int
    /// `error`, `warning` or `note`.
    package var level: String
    /// The message.
    package var message: Message
    /// Exactly one location: where the finding is.
    package var locations: [Location]
    /// The notes, each with its own location and message; omitted when there are none.
    package var relatedLocations: [Location]?
    /// `Fingerprint.sarifKey` mapped to the finding's fingerprint.
    package var partialFingerprints: [String: String]
  }

  /// A SARIF `location`.
  package struct Location: Codable, Hashable, Sendable {
    /// For related locations: the note's index, unique within the result.
    package var id: Int?
    /// The file and region.
    package var physicalLocation: PhysicalLocation
    /// For related locations: the note's text.
    package var message: Message?
  }

  /// A file and a region in it.
  package struct PhysicalLocation: Codable, Hashable, Sendable {
    /// The file.
    package var artifactLocation: ArtifactLocation
    /// The region.
    package var region: Region
  }

  /// A file as a URI reference.
  package struct ArtifactLocation: Codable, Hashable, Sendable {
    /// A percent-encoded relative URI (with `uriBaseId`) or an absolute `file://` URI.
    package var uri: String
    /// The base a relative `uri` is resolved against, e.g. `%SRCROOT%`; absent for absolute URIs.
    package var uriBaseId: String?
  }

  /// A SARIF text `region`; columns follow the run's `columnKind`, `endColumn` is exclusive.
  package struct Region: Codable, Hashable, Sendable {
    /// 1-based first line.
    package var startLine: Int
    /// 1-based first column.
    package var startColumn: Int
    /// 1-based last line.
    package var endLine: Int
    /// 1-based column just after the region.
    package var endColumn: Int
  }
}
