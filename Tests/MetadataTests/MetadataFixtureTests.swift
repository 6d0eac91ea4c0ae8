import Foundation
import Metadata
import TestSupport
import Testing

/// Round trips of the hand-written bundles under `Fixtures/Metadata/`:
/// - `rich/` and `empty-app/` are in Xcode 16+ canonical form (compacted with Python's `json`
///   module, an independent writer) and must re-encode to the very same bytes;
/// - `xcode16-beta/` is in the beta form (unsorted keys, no `alternatives`) and must re-encode to
///   the golden `extract.canonical.actionsdata`;
/// - `unknown-keys/` has keys and union tags the model does not know: unknown tags survive, unknown
///   keys are dropped and listed in the golden `unknown-key-paths.txt`;
/// - every case has a golden pretty form, `extract.pretty.json`.
@Suite struct MetadataFixtureTests {
  static let canonicalCases = ["rich", "empty-app"]
  static let allCases = ["rich", "empty-app", "xcode16-beta", "unknown-keys"]

  static func url(_ relativePath: String) -> URL { FixturePaths.url("Metadata/" + relativePath) }

  static func read(_ relativePath: String) throws -> Data { try Data(contentsOf: url(relativePath)) }

  static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

  @Test(arguments: canonicalCases)
  func canonicalBundleReencodesByteForByte(_ name: String) throws {
    let original = try Self.read("\(name)/extract.actionsdata")
    let metadata = try MetadataEncoding.decodeMetadata(from: original)
    let reencoded = try MetadataEncoding.encode(metadata)
    #expect(Self.text(reencoded) == Self.text(original))
    #expect(try MetadataEncoding.unknownKeyPaths(in: original).isEmpty)

    let versionData = try Self.read("\(name)/version.json")
    let version = try MetadataEncoding.decodeVersionFile(from: versionData)
    #expect(try MetadataEncoding.encode(version) == versionData)
    #expect(version.toolsVersion == metadata.generator.version)
  }

  @Test(arguments: allCases)
  func prettyFormMatchesGoldenAndDecodesToTheSameModel(_ name: String) throws {
    let metadata = try MetadataEncoding.decodeMetadata(from: try Self.read("\(name)/extract.actionsdata"))
    let pretty = try MetadataEncoding.encode(metadata, style: .pretty)
    Golden.assertMatches(Self.text(pretty), golden: Self.url("\(name)/extract.pretty.json"))
    #expect(try MetadataEncoding.decodeMetadata(from: pretty) == metadata)
    #expect(try MetadataEncoding.reformat(pretty, style: .canonical) == MetadataEncoding.encode(metadata))
  }

  #if os(Linux)
  /// On this platform Foundation's own `JSONEncoder` with `.sortedKeys` sorts keys by UTF-8 bytes
  /// and escapes `/`, exactly like our writer (and like Xcode's processor); this test notices if a
  /// Foundation update changes that. Darwin's Foundation may use its legacy sort in some
  /// processes, so the comparison is only made here.
  @Test(arguments: canonicalCases)
  func foundationEncoderAgreesWithOurWriterOnLinux(_ name: String) throws {
    let original = try Self.read("\(name)/extract.actionsdata")
    let metadata = try MetadataEncoding.decodeMetadata(from: original)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    #expect(Self.text(try encoder.encode(metadata)) == Self.text(original))
  }
  #endif

  @Test func betaFormReencodesToTheCanonicalGolden() throws {
    let beta = try Self.read("xcode16-beta/extract.actionsdata")
    let metadata = try MetadataEncoding.decodeMetadata(from: beta)
    let canonical = try MetadataEncoding.encode(metadata)
    Golden.assertMatches(Self.text(canonical), golden: Self.url("xcode16-beta/extract.canonical.actionsdata"))
    #expect(Self.text(canonical).contains(#"{"alternatives":[],"key":"Ping Beacon"}"#))
    #expect(metadata.actions["PingBeaconIntent"]?.supportedModes == nil)
    #expect(metadata.actions["SetBeaconVolumeIntent"]?.title?.key == "Set Beacon Volume / Mute")
    #expect(try MetadataEncoding.unknownKeyPaths(in: beta).isEmpty)

    let version = try MetadataEncoding.decodeVersionFile(from: try Self.read("xcode16-beta/version.json"))
    #expect(Self.text(try MetadataEncoding.encode(version)) == #"{"toolsVersion":"16A5230g","version":"3.0"}"#)
  }

  @Test func unknownUnionTagsSurviveAndUnknownKeysAreReported() throws {
    let data = try Self.read("unknown-keys/extract.actionsdata")
    let metadata = try MetadataEncoding.decodeMetadata(from: data)
    let paths = try MetadataEncoding.unknownKeyPaths(in: data)
    Golden.assertMatches(
      paths.joined(separator: "\n") + "\n", golden: Self.url("unknown-keys/unknown-key-paths.txt"))
    let canonical = try MetadataEncoding.encode(metadata)
    Golden.assertMatches(Self.text(canonical), golden: Self.url("unknown-keys/extract.canonical.actionsdata"))

    let action = try #require(metadata.actions["PingBeaconIntent"])
    guard case .unknown(let outputType) = action.outputType else {
      Issue.record("outputType should be kept as unknown")
      return
    }
    #expect(outputType.singleKey == "collection")
    guard case .unknown = action.actionConfiguration else {
      Issue.record("actionConfiguration should be kept as unknown")
      return
    }
    let parameter = try #require(action.parameters.first)
    #expect(parameter.resolvableInputTypes.first?.valueType.isUnknown == true)
    #expect(parameter.typeSpecificMetadata.map(\.value.isUnknown) == [true, true])
    #expect(action.systemProtocolMetadata.first?.payload != .empty)
    #expect(metadata.negativePhrases.count == 4)
    // Every unknown union value re-encodes exactly as it was written.
    for fragment in [
      #"{"collection":{"wrapper":{"memberValueType":{"primitive":{"wrapper":{"typeIdentifier":0}}},"ordered":true}}}"#,
      #"{"loopClause":{"wrapper":{"parameterIdentifier":"sound","times":3}}}"#,
      #"{"primitive":{"wrapper":{"typeIdentifier":"two"}}}"#,
      #"{"url":{"wrapper":"https:\/\/example.com\/chirp.caf"}}"#,
      #"{"extra":true,"int":{"wrapper":1}}"#,
      #"{"configuration":{"kind":2}}"#,
      #""bare-string-payload""#,
      #"{"named":{"_0":"chirp-icon","bundle":"main"}}"#,
      #"{"systemImageName":{"_0":"bell","_1":"hierarchical"}}"#,
      #"[{"alternatives":[],"key":"Don't ping ${applicationName}"},"plain negative phrase",42,null]"#,
      #"[{"identifier":"PingBeaconIntent","score":0.75}]"#,
    ] {
      #expect(Self.text(canonical).contains(fragment), "lost: \(fragment)")
    }
  }

  @Test func richFixtureCoversEveryRecordAndUnionCase() throws {
    let metadata = try MetadataEncoding.decodeMetadata(from: try Self.read("rich/extract.actionsdata"))
    var seen = FixtureCoverage()
    seen.visit(metadata)
    let expected: Set<String> = [
      "ValueType.primitive", "ValueType.entity", "ValueType.linkEnumeration", "ValueType.array",
      "ValueType.measurement", "ValueType.intents",
      "TypeSpecificValue.int", "TypeSpecificValue.string", "TypeSpecificValue.double", "TypeSpecificValue.array",
      "TypeSpecificValue.enumMetadata", "TypeSpecificValue.entityMetadata",
      "ActionConfiguration.actionSummary", "ActionConfiguration.whenClause", "ActionConfiguration.switchStatement",
      "SummaryValue.enumeration", "SummaryValue.array", "SystemProtocolPayload.empty",
      "DisplayImageMetadata.systemImageName",
      "record.action", "record.parameter", "record.entity", "record.entityProperty", "record.query",
      "record.queryParameter", "record.comparator", "record.sortingOption", "record.enum", "record.enumCase",
      "record.autoShortcut", "field.deprecationMetadata", "field.descriptionMetadata", "field.outputType",
      "field.parameterDescription", "field.subtitle", "field.synonyms", "field.table", "field.defaultValue",
      "field.transferableContentTypes", "field.entitySyncMetadata", "field.requiredCapability",
      "field.assistantDefinedSchema", "field.autoShortcutProviderMangledName",
    ]
    #expect(expected.subtracting(seen.names).isEmpty, "not covered: \(expected.subtracting(seen.names).sorted())")
    #expect(!seen.names.contains { $0.hasSuffix(".unknown") })
  }

  @Test(arguments: ["rich", "xcode16-beta"])
  func fixtureMangledNamesAreSwiftManglings(_ name: String) throws {
    let metadata = try MetadataEncoding.decodeMetadata(from: try Self.read("\(name)/extract.actionsdata"))
    var checked = 0
    func check(_ qualifiedName: String, _ kind: SwiftMangling.NominalKind, _ mangled: String) throws {
      let parts = qualifiedName.split(separator: ".").map(String.init)
      guard parts.first != "AppIntents", parts.count >= 2 else { return }
      let components = parts.dropFirst().enumerated().map { index, part in
        SwiftMangling.TypeComponent(part, index == parts.count - 2 ? kind : .structure)
      }
      #expect(try SwiftMangling.mangledTypeName(module: parts[0], components) == mangled, "\(qualifiedName)")
      checked += 1
    }
    for action in metadata.actions.values {
      try check(action.fullyQualifiedTypeName, .structure, action.mangledTypeName)
    }
    for entity in metadata.entities.values {
      try check(entity.fullyQualifiedTypeName, .structure, entity.mangledTypeName)
    }
    for query in metadata.queries.values {
      try check(query.fullyQualifiedIdentifier, .structure, query.mangledTypeName)
    }
    for record in metadata.enums { try check(record.fullyQualifiedTypeName, .enumeration, record.mangledTypeName) }
    #expect(checked >= 3)
    let provider = try #require(metadata.autoShortcutProviderMangledName)
    let module = try #require(metadata.actions.values.first?.fullyQualifiedTypeName.split(separator: ".").first)
    #expect(
      try SwiftMangling.mangledTypeName(module: String(module), .init(module + "Shortcuts", .structure)) == provider)
  }
}

extension SwiftMangling {
  /// The path form taking an array, for tests that build components dynamically.
  static func mangledTypeName(module: String, _ components: [TypeComponent]) throws -> String {
    try mangledTypeName(TypePath(module: module, components: components))
  }
}

extension ValueType {
  var isUnknown: Bool {
    if case .unknown = self { return true }
    return false
  }
}

extension TypeSpecificValue {
  var isUnknown: Bool {
    if case .unknown = self { return true }
    return false
  }
}
