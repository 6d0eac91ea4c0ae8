import BundleMapping
import Diagnostics
import Driver
import Metadata
import Testing

/// How intents become action records: titles, flags, modes, outputs, protocols, availability.
@Suite struct ActionMappingTests {
  static func action(_ source: String, _ name: String) -> (ActionMetadata?, [Diagnostic]) {
    let extraction = BundleFixtures.extract(["App.swift": "import AppIntents\n" + source])
    return (extraction.bundle.metadata.actions[name], extraction.diagnostics)
  }

  @Test func titleForms() throws {
    let (plain, _) = Self.action(
      #"struct A: AppIntent { static let title: LocalizedStringResource = "Add" }"#, "A")
    #expect(plain?.title == LocalizedStringMetadata(key: "Add"))
    let (keyed, _) = Self.action(
      #"struct B: AppIntent { static let title = LocalizedStringResource("B_TITLE", defaultValue: "Bee", table: "T") }"#,
      "B")
    #expect(keyed?.title == LocalizedStringMetadata(key: "B_TITLE", table: "T", defaultValue: "Bee"))
    let (interpolated, _) = Self.action(
      #"struct C: AppIntent { static let n = 2; static let title: LocalizedStringResource = "Take \(n) of \(3)" }"#,
      "C")
    #expect(interpolated?.title?.key == "Take %@ of %lld")
  }

  @Test func nonConstantTitleIsAnError() throws {
    let (record, diagnostics) = Self.action(
      #"""
      func makeTitle() -> LocalizedStringResource { "X" }
      struct A: AppIntent { static let title = makeTitle() }
      """#, "A")
    #expect(record != nil)
    #expect(record?.title == nil)
    #expect(diagnostics.map(\.id) == [MappingDiagnostics.ID.valueNotConstant])
    #expect(diagnostics.first?.severity == .error)
    #expect(diagnostics.first?.message.contains("'title' of 'A' is a call to 'makeTitle(…)'") == true)
  }

  @Test func flagsModesAndPolicies() throws {
    let (open, _) = Self.action(
      """
      struct A: AppIntent {
        static let title: LocalizedStringResource = "A"
        static let openAppWhenRun = true
        static let isDiscoverable = false
        static let authenticationPolicy: IntentAuthenticationPolicy = .requiresLocalDeviceAuthentication
        func perform() async throws -> some IntentResult & OpensIntent & ProvidesDialog { .result() }
      }
      """, "A")
    let record = try #require(open)
    #expect(record.openAppWhenRun && record.supportedModes == 2)
    #expect(!record.isDiscoverable && record.visibilityMetadata.isDiscoverable == false)
    #expect(record.authenticationPolicy == 2 && record.isAuthPolExplicit)
    #expect(record.outputFlags == 5)
    let (modes, _) = Self.action(
      """
      struct M: AppIntent {
        static let title: LocalizedStringResource = "M"
        static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]
        func perform() async throws -> Never { fatalError() }
      }
      """, "M")
    #expect(modes?.supportedModes == 3)
    #expect(modes?.openAppWhenRun == false)
    #expect(modes?.outputFlags == 8)
    #expect(modes?.isAuthPolExplicit == false)
  }

  @Test func outputTypes() throws {
    let source = """
      enum Kind: String, AppEnum {
        case a
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Kind"
        static let caseDisplayRepresentations: [Kind: DisplayRepresentation] = [.a: "A"]
      }
      struct I: AppIntent {
        static let title: LocalizedStringResource = "I"
        func perform() async throws -> some IntentResult & ReturnsValue<[Kind]> { .result(value: []) }
      }
      struct J: AppIntent {
        static let title: LocalizedStringResource = "J"
        func perform() async throws -> some ReturnsValue<Date> { .result(value: Date()) }
      }
      """
    let extraction = BundleFixtures.extract(["App.swift": source])
    #expect(
      extraction.bundle.metadata.actions["I"]?.outputType
        == .array(memberValueType: .linkEnumeration(identifier: "Kind"), capabilities: 3))
    #expect(extraction.bundle.metadata.actions["J"]?.outputType == .primitive(typeIdentifier: 8))
    #expect(extraction.diagnostics.isEmpty)
  }

  @Test func systemProtocolsInWrittenOrder() throws {
    let (record, _) = Self.action(
      """
      struct E: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "E"
        static let defaultQuery = Q()
        var id: String
        var displayRepresentation: DisplayRepresentation { "e" }
      }
      struct Q: EntityQuery { func entities(for identifiers: [String]) async throws -> [E] { [] } }
      struct O: URLRepresentableIntent, OpenIntent {
        static let title: LocalizedStringResource = "O"
        @Parameter(title: "Target") var target: E
      }
      """, "O")
    let record2 = try #require(record)
    #expect(record2.systemProtocols == [SystemProtocol.urlRepresentable, SystemProtocol.openEntity])
    #expect(record2.systemProtocolMetadataV2 == record2.systemProtocolMetadata)
    #expect(record2.typeSpecificMetadata[TypeSpecificMetadataKey.entityType] == .string("E"))
    guard case .entityMetadata(let entity)? = record2.typeSpecificMetadata[TypeSpecificMetadataKey.entityMetadata]
    else {
      Issue.record("no embedded entity record")
      return
    }
    #expect(entity.typeName == "E" && entity.defaultQueryIdentifier == "App.Q")
  }

  @Test func availabilityAndDeprecation() throws {
    let (record, _) = Self.action(
      #"""
      @available(iOS 17.4, macOS 14, *)
      @available(*, deprecated, message: "Use New", renamed: "NewIntent")
      struct Old: AppIntent { static let title: LocalizedStringResource = "Old" }
      """#, "Old")
    let action = try #require(record)
    #expect(
      action.availabilityAnnotations == [
        PlatformName.wildcard: PlatformAvailability(introducedVersion: "*"),
        PlatformName.iOS: PlatformAvailability(introducedVersion: "17.4"),
        PlatformName.macOS: PlatformAvailability(introducedVersion: "14"),
      ])
    #expect(
      action.deprecationMetadata
        == DeprecationMetadata(
          messageText: LocalizedStringMetadata(key: "Use New"), replacedByIntentIdentifier: "NewIntent"))
  }

  @Test func duplicateShortNamesKeepTheFirstDeclaration() throws {
    let extraction = BundleFixtures.extract([
      "A.swift":
        "import AppIntents\nenum Outer { struct Go: AppIntent { static let title: LocalizedStringResource = \"First\" } }",
      "B.swift":
        "import AppIntents\nenum Other { struct Go: AppIntent { static let title: LocalizedStringResource = \"Second\" } }",
    ])
    #expect(extraction.bundle.metadata.actions["Go"]?.title?.key == "First")
    #expect(extraction.bundle.metadata.actions["Go"]?.fullyQualifiedTypeName == "App.Outer.Go")
    #expect(extraction.diagnostics.map(\.id) == [MappingDiagnostics.ID.duplicateIdentifier])
    #expect(extraction.diagnostics.first?.path == "B.swift")
  }

  @Test func filePrivateTypesMangleWithTheirFile() throws {
    let extraction = BundleFixtures.extract(
      [
        "Sources/Hidden.swift": #"private struct Hidden: AppIntent { static let title: LocalizedStringResource = "H" }"#
      ],
      moduleName: "Weather")
    let expected = try SwiftMangling.mangledTypeName(
      module: "Weather", .init("Hidden", .structure, isFilePrivate: true), fileName: "Hidden.swift")
    #expect(extraction.bundle.metadata.actions["Hidden"]?.mangledTypeName == expected)
  }

  /// Widget configurations: `When(widgetFamily: .equalTo, .systemSmall)` tests the system's
  /// widget family, and a `Summary` may list parameters without a sentence. [O]
  @Test func widgetFamilyConditionsAndSummariesWithoutText() throws {
    let (record, diagnostics) = Self.action(
      #"""
      struct W: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "W"
        @Parameter(title: "Room") var room: String?
        @Parameter(title: "Style") var style: String?
        static var parameterSummary: some ParameterSummary {
          When(widgetFamily: .equalTo, .systemSmall) {
            Summary {
              \.$room
            }
          } otherwise: {
            Summary("Show \(\.$room)") {
              \.$style
            }
          }
        }
      }
      """#, "W")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    let configuration = try #require(record?.actionConfiguration)
    let json = String(decoding: try MetadataEncoding.encode(configuration), as: UTF8.self)
    #expect(
      json
        == #"{"whenClause":{"wrapper":{"condition":{"comparisonOperator":2,"parameterIdentifier":"system.widgetFamily","#
        + #""value":{"string":{"value":"systemSmall"}}},"otherwise":{"actionSummary":{"wrapper":{"#
        + #""otherParameterIdentifiers":["style"],"summaryString":{"formatString":"Show ${room}","#
        + #""parameterIdentifiers":["room"]}}}},"when":{"actionSummary":{"wrapper":{"otherParameterIdentifiers":["room"]}}}}}}"#
    )
    let (oneOf, warnings) = Self.action(
      """
      struct O: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "O"
        @Parameter(title: "Room") var room: String?
        static var parameterSummary: some ParameterSummary {
          When(widgetFamily: .oneOf, [.systemSmall, .systemMedium]) {
            Summary { \\.$room }
          } otherwise: {
            Summary()
          }
        }
      }
      """, "O")
    #expect(oneOf?.actionConfiguration == nil)
    let (empty, _) = Self.action(
      """
      struct E: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "E"
        static var parameterSummary: some ParameterSummary { Summary() }
      }
      """, "E")
    #expect(empty?.actionConfiguration == .actionSummary(ActionSummary(summaryString: nil)))
    #expect(warnings.map(\.message).contains { $0.contains("the widget family comparison '.oneOf' has no known form") })
  }
}
