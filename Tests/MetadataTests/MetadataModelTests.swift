import Foundation
import Metadata
import Testing

/// The model built from Swift: defaults of the convenience initializers, exact bytes of small
/// records, decoding errors, and determinism.
@Suite struct MetadataModelTests {
  func canonical(_ value: some Encodable) throws -> String {
    String(decoding: try MetadataEncoding.encode(value), as: UTF8.self)
  }

  @Test func actionDefaultsMatchWhatXcodeWritesForAPlainIntent() throws {
    let action = ActionMetadata(
      identifier: "PingIntent", fullyQualifiedTypeName: "App.PingIntent", mangledTypeName: "3App10PingIntentV",
      title: "Ping")
    let expected =
      #"{"assistantDefinedSchemaTraits":[],"assistantDefinedSchemas":[],"authenticationPolicy":0,"#
      + #""availabilityAnnotations":{"LNPlatformNameWildcard":{"introducedVersion":"*"}},"#
      + #""effectiveBundleIdentifiers":[],"fullyQualifiedTypeName":"App.PingIntent","identifier":"PingIntent","#
      + #""isAuthPolExplicit":false,"isDiscoverable":true,"mangledTypeName":"3App10PingIntentV","#
      + #""mangledTypeNameByBundleIdentifier":{},"mangledTypeNameByBundleIdentifierV2":{},"#
      + #""mangledTypeNameV2":"3App10PingIntentV","openAppWhenRun":false,"outputFlags":0,"parameters":[],"#
      + #""presentationStyle":0,"requiredCapabilities":[],"supportedModes":1,"systemProtocolMetadata":[],"#
      + #""systemProtocolMetadataV2":[],"systemProtocols":[],"title":{"alternatives":[],"key":"Ping"},"#
      + #""typeSpecificMetadata":[],"visibilityMetadata":{"assistantOnly":false,"isDiscoverable":true}}"#
    #expect(try canonical(action) == expected)
  }

  @Test func actionInitializerDerivesDependentFields() {
    let action = ActionMetadata(
      identifier: "OpenIntent", fullyQualifiedTypeName: "App.OpenIntent", mangledTypeName: "3App10OpenIntentV",
      title: nil, openAppWhenRun: true, isDiscoverable: false,
      systemProtocolMetadata: [SystemProtocol.openEntity, SystemProtocol.urlRepresentable])
    #expect(action.supportedModes == 2)
    #expect(action.visibilityMetadata == VisibilityMetadata(isDiscoverable: false))
    #expect(action.systemProtocols == [SystemProtocol.openEntity, SystemProtocol.urlRepresentable])
    #expect(action.systemProtocolMetadataV2 == action.systemProtocolMetadata)
    #expect(action.mangledTypeNameV2 == "3App10OpenIntentV")
  }

  @Test func emptyAppDocumentHasEveryTopLevelKeyButTheProvider() throws {
    let document = AppIntentsMetadata(generator: GeneratorMetadata(version: "17E192"))
    let expected =
      #"{"actions":{},"assistantEntities":[],"assistantIntentNegativePhrases":[],"assistantIntents":[],"#
      + #""autoShortcuts":[],"entities":{},"enums":[],"generator":{"name":"xcode-tools","version":"17E192"},"#
      + #""negativePhrases":[],"queries":{},"shortcutTileColor":14,"version":1}"#
    #expect(try canonical(document) == expected)
    let bundle = MetadataBundle(metadata: document)
    #expect(try canonical(bundle.version) == #"{"toolsVersion":"17E192","version":"3.0"}"#)
  }

  @Test func unionsAndListsEncodeInXcodeShapes() throws {
    let parameter = ParameterMetadata(
      name: "when", title: LocalizedStringMetadata(key: "When", table: "Intents"),
      valueType: .array(memberValueType: .primitive(typeIdentifier: PrimitiveTypeIdentifier.date), capabilities: 3),
      isOptional: true, capabilities: 1,
      typeSpecificMetadata: [
        (TypeSpecificMetadataKey.defaultValue, .array([.int(1), .string("a/b"), .double(0.5)]))
      ])
    let expected =
      #"{"capabilities":1,"dynamicOptionsSupport":0,"inputConnectionBehavior":0,"isInput":false,"#
      + #""isOptional":true,"name":"when","resolvableInputTypes":[],"#
      + #""title":{"alternatives":[],"key":"When","table":"Intents"},"#
      + #""typeSpecificMetadata":["LNValueTypeSpecificMetadataKeyDefaultValue",{"array":{"elements":["#
      + #"{"int":{"wrapper":1}},{"string":{"wrapper":"a\/b"}},{"double":{"wrapper":0.5}}]}}],"#
      + #""valueType":{"array":{"wrapper":{"capabilities":3,"memberValueType":"#
      + #"{"primitive":{"wrapper":{"typeIdentifier":8}}}}}}}"#
    #expect(try canonical(parameter) == expected)
    #expect(parameter.typeSpecificMetadata[TypeSpecificMetadataKey.defaultValue] != nil)
    #expect(parameter.typeSpecificMetadata["missing"] == nil)
  }

  @Test func summaryTreesEncodeInXcodeShapes() throws {
    let summary = ActionSummary(
      summaryString: SummaryString(formatString: "Open ${kind}", parameterIdentifiers: ["kind"]))
    let configuration = ActionConfiguration.whenClause(
      WhenClause(
        condition: WhenCondition(
          comparisonOperator: 2, parameterIdentifier: "kind", value: .enumeration(identifier: "Kind", value: "a")),
        when: .switchStatement(
          SwitchStatement(
            parameterIdentifier: "kind",
            cases: [SwitchCase(configuration: .actionSummary(summary), isDefaultCase: true)]
          )),
        otherwise: nil))
    let expected =
      #"{"whenClause":{"wrapper":{"condition":{"comparisonOperator":2,"parameterIdentifier":"kind","#
      + #""value":{"enumeration":{"identifier":"Kind","value":"a"}}},"when":{"switchStatement":{"wrapper":"#
      + #"{"cases":[{"configuration":{"actionSummary":{"wrapper":{"otherParameterIdentifiers":[],"#
      + #""summaryString":{"formatString":"Open ${kind}","parameterIdentifiers":["kind"]}}}},"#
      + #""isDefaultCase":true}],"parameterIdentifier":"kind"}}}}}}"#
    #expect(try canonical(configuration) == expected)
    let decoded = try MetadataEncoding.decode(ActionConfiguration.self, from: Data(expected.utf8))
    #expect(decoded == configuration)
  }

  @Test func displayRepresentationWritesImageTwice() throws {
    let representation = DisplayRepresentationMetadata(title: "Sun", image: .systemImageName("sun.max"))
    #expect(
      try canonical(representation)
        == #"{"image":{"systemImageName":{"_0":"sun.max"}},"imageV2":{"systemImageName":{"_0":"sun.max"}},"#
        + #""title":{"alternatives":[],"key":"Sun"}}"#)
  }

  @Test func betaLocalizedStringDecodesWithEmptyAlternatives() throws {
    let string = try MetadataEncoding.decode(LocalizedStringMetadata.self, from: Data(#"{"key":"Hi"}"#.utf8))
    #expect(string == LocalizedStringMetadata(key: "Hi"))
    #expect(try canonical(string) == #"{"alternatives":[],"key":"Hi"}"#)
    #expect(string.jsonValue == .object(["alternatives": .array([]), "key": .string("Hi")]))
  }

  @Test func missingRequiredKeyIsAnErrorWithAPointer() {
    let json = #"{"actions":{"X":{"identifier":"X"}}}"#
    #expect(
      throws: MetadataError.invalidDocument(path: "/actions/X", reason: "missing key 'assistantDefinedSchemaTraits'")
    ) {
      try MetadataEncoding.decodeMetadata(from: Data(json.utf8))
    }
  }

  @Test func oddAlternatingListIsAnError() throws {
    let json = #"["LNValueTypeSpecificMetadataKeyDefaultValue"]"#
    do {
      _ = try MetadataEncoding.decode(TypeSpecificMetadata.self, from: Data(json.utf8))
      Issue.record("an odd list decoded")
    } catch {
      #expect(error.description.contains("has no value"))
    }
    #expect(throws: MetadataError.self) {
      try MetadataEncoding.decode(SystemProtocolMetadata.self, from: Data(#"[1,{"empty":{}}]"#.utf8))
    }
  }

  @Test func notJSONIsAMalformedJSONError() {
    #expect(throws: MetadataError.malformedJSON(offset: 0, reason: "unexpected character")) {
      try MetadataEncoding.decodeMetadata(from: Data("bplist00".utf8))
    }
  }

  @Test func nonFiniteDoubleCannotBeEncoded() {
    let metadata: TypeSpecificMetadata = [("k", .double(.infinity))]
    #expect(throws: MetadataError.self) { try MetadataEncoding.encode(metadata) }
  }

  @Test func encodingIsDeterministicAcrossInsertionOrders() throws {
    var first = AppIntentsMetadata(generator: GeneratorMetadata(version: "1"))
    var second = first
    let names = (0..<50).map { "Intent\($0)" }
    for name in names {
      first.actions[name] = ActionMetadata(
        identifier: name, fullyQualifiedTypeName: "M.\(name)", mangledTypeName: name, title: "t")
    }
    for name in names.reversed() {
      second.actions[name] = ActionMetadata(
        identifier: name, fullyQualifiedTypeName: "M.\(name)", mangledTypeName: name, title: "t")
    }
    #expect(try MetadataEncoding.encode(first) == MetadataEncoding.encode(second))
    #expect(try MetadataEncoding.encode(first, style: .pretty) == MetadataEncoding.encode(second, style: .pretty))
  }

  @Test func platformNamesMapFromSwiftAvailability() {
    #expect(PlatformName.key(forSwiftPlatform: "iOS") == "LNPlatformNameIOS")
    #expect(PlatformName.key(forSwiftPlatform: "*") == "LNPlatformNameWildcard")
    #expect(PlatformName.key(forSwiftPlatform: "Linux") == nil)
  }
}
