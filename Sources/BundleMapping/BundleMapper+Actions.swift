import Evaluator
import Metadata
import Model

/// Action records: one per `AppIntent`.
extension MappingRun {
  mutating func mapAction(_ intent: IntentModel) -> ActionMetadata {
    let owner = intent.type
    let scope = path(of: owner)
    let title = read(intent.title, of: owner, ValueReader.localizedString)
    let description = read(intent.description, of: owner, MappingRun.descriptionMetadata)
    let openAppWhenRun = read(intent.openAppWhenRun, of: owner, MappingRun.bool) ?? false
    let isDiscoverable = read(intent.isDiscoverable, of: owner, MappingRun.bool) ?? true
    let authenticationPolicy = read(intent.authenticationPolicy, of: owner, MappingRun.authenticationPolicy)
    let supportedModes = read(intent.supportedModes, of: owner, MappingRun.supportedModes)
    var outputType: ValueType?
    if let returned = intent.result?.returnsValueType, let result = intent.result {
      let reading = types.valueType(of: WrittenType(returned), from: scope)
      outputType = reading.value
      if let reason = reading.failureReason {
        diagnostics.append(
          MappingDiagnostics.valueOmitted("The output type", of: owner.name, because: reason, at: result.location))
      }
    }
    let parameters = intent.parameters.compactMap { mapParameter($0, of: intent) }
    var configuration: ActionConfiguration?
    if let summary = intent.parameterSummary {
      configuration = report(
        summaryConfiguration(summary.value.constant, of: intent), named: summary.name, of: owner,
        at: summary.location)
    }
    return ActionMetadata(
      identifier: owner.name,
      fullyQualifiedTypeName: owner.qualifiedName,
      mangledTypeName: mangledName(of: owner),
      title: title,
      descriptionMetadata: description,
      parameters: parameters,
      openAppWhenRun: openAppWhenRun,
      isDiscoverable: isDiscoverable,
      authenticationPolicy: authenticationPolicy ?? 0,
      isAuthPolExplicit: intent.authenticationPolicy != nil,
      outputFlags: MappingRun.outputFlags(intent.result?.traits ?? []),
      outputType: outputType,
      actionConfiguration: configuration,
      availabilityAnnotations: AvailabilityMapping.annotations(owner.availability),
      deprecationMetadata: AvailabilityMapping.deprecation(owner.availability),
      systemProtocolMetadata: SystemProtocolMetadata(
        MappingRun.systemProtocols(of: owner, in: index, table: MappingRun.intentProtocols).map {
          SystemProtocolMetadata.Entry(identifier: $0)
        }),
      typeSpecificMetadata: openIntentTarget(of: intent),
      supportedModes: supportedModes)
  }

  /// `static var description`: a string literal, or `IntentDescription(_:categoryName:searchKeywords:)`.
  /// `searchKeywords` are written as localized strings and `categoryName` as `{"title": …}` [I];
  /// `resultValueName` is not written (no key for it is known).
  static func descriptionMetadata(_ value: ConstantValue) -> Reading<DescriptionMetadata> {
    if ValueReader.stringKey(value) != nil {
      return ValueReader.localizedString(value).map { .value(DescriptionMetadata(descriptionText: $0)) }
    }
    guard case .initCall(let type, _) = value.kind, ["", "IntentDescription"].contains(ConstantValue.simpleName(type)),
      let text = value.argument(nil) ?? value.argument("stringLiteral")
    else { return .notConstant(value.foundDescription) }
    return ValueReader.localizedString(text).map { descriptionText in
      var result = DescriptionMetadata(descriptionText: descriptionText)
      if let category = value.argument("categoryName") {
        guard let name = ValueReader.localizedString(category).value else {
          return .notConstant(category.foundDescription)
        }
        result.categoryName = .object(["title": name.jsonValue])
      }
      if let keywords = value.argument("searchKeywords") {
        guard case .array(let elements) = keywords.kind else { return .notConstant(keywords.foundDescription) }
        for element in elements {
          guard let keyword = ValueReader.localizedString(element).value else {
            return .notConstant(element.foundDescription)
          }
          result.searchKeywords.append(keyword.jsonValue)
        }
      }
      return .value(result)
    }
  }

  /// `IntentAuthenticationPolicy`: 0 `alwaysAllowed`, 1 `requiresAuthentication`,
  /// 2 `requiresLocalDeviceAuthentication`. [I]
  static func authenticationPolicy(_ value: ConstantValue) -> Reading<Int> {
    let policies = ["alwaysAllowed": 0, "requiresAuthentication": 1, "requiresLocalDeviceAuthentication": 2]
    guard let name = value.memberName else { return .notConstant(value.foundDescription) }
    guard let policy = policies[name] else { return .unsupported("unknown authentication policy '.\(name)'") }
    return .value(policy)
  }

  /// `static var supportedModes: IntentModes` (iOS 26): 1 for `.background`, 2 for `.foreground`
  /// (any variant), or-ed for a list; the same numbers `openAppWhenRun` gives. [I]
  static func supportedModes(_ value: ConstantValue) -> Reading<Int> {
    let elements: [ConstantValue]
    if case .array(let list) = value.kind { elements = list } else { elements = [value] }
    var modes = 0
    for element in elements {
      switch element.memberName {
      case "background": modes |= 1
      case "foreground": modes |= 2
      case let name?: return .unsupported("unknown intent mode '.\(name)'")
      case nil: return .notConstant(element.foundDescription)
      }
    }
    return .value(modes)
  }

  /// `outputFlags` from `perform()`'s result traits: 1 `OpensIntent`, 2 `ShowsSnippetView`,
  /// 4 `ProvidesDialog`, 8 `Never`. [I]
  static func outputFlags(_ traits: [String]) -> Int {
    let bits = ["OpensIntent": 1, "ShowsSnippetView": 2, "ProvidesDialog": 4, "Never": 8]
    return traits.reduce(0) { $0 | (bits[$1] ?? 0) }
  }

  /// System protocol identifiers of intents, by the Apple protocol that gives them.
  static let intentProtocols: [(protocolName: String, identifier: String)] = [
    ("URLRepresentableIntent", SystemProtocol.urlRepresentable),
    ("OpenIntent", SystemProtocol.openEntity),
    ("DeleteIntent", SystemProtocol.deleteEntity),
    ("AudioRecordingIntent", SystemProtocol.sessionStarting),
    ("ControlConfigurationIntent", SystemProtocol.controlConfiguration),
    ("SetFocusFilterIntent", SystemProtocol.focusConfiguration),
    ("WidgetConfigurationIntent", SystemProtocol.widgetConfiguration),
  ]

  /// System protocol identifiers of entities.
  static let entityProtocols: [(protocolName: String, identifier: String)] = [
    ("URLRepresentableEntity", SystemProtocol.entityURLRepresentable),
    ("IndexedEntity", SystemProtocol.entityIndexed),
  ]

  /// The system protocols of `type`: those written directly in its declaration and extensions,
  /// in the order written, then those it gets through refinements and typealiases, in `table`
  /// order.
  static func systemProtocols(
    of type: TypeIdentity, in index: ModuleIndex, table: [(protocolName: String, identifier: String)]
  ) -> [String] {
    let known = Dictionary(table.map { ($0.protocolName, $0.identifier) }, uniquingKeysWith: { first, _ in first })
    var result: [String] = []
    let path = TypeNames.path(of: type.qualifiedName).dropFirst()
    for declaration in index.declarations(of: Array(path)) {
      for inherited in declaration.inherited {
        for name in TypeNames.protocolComponents(of: inherited) {
          let simple = TypeNames.path(of: name).last ?? name
          if let identifier = known[simple], !result.contains(identifier) { result.append(identifier) }
        }
      }
    }
    for entry in table where type.conformances.contains(entry.protocolName) && !result.contains(entry.identifier) {
      result.append(entry.identifier)
    }
    return result
  }

  /// For an `OpenIntent`, the target's type: `LNActionTypeMetadataKeyEntityType` with its short
  /// name and `LNActionTypeMetadataKeyEntityMetadata` with its full entity or enum record.
  func openIntentTarget(of intent: IntentModel) -> TypeSpecificMetadata {
    guard intent.type.conformances.contains("OpenIntent"),
      let target = intent.parameters.first(where: { $0.name == "target" })
    else { return [] }
    let base = WrittenType(target.typeText).base
    let scope = path(of: intent.type)
    if let entity = types.entity(base, from: scope), let record = entityRecords[entity.type.qualifiedName] {
      return [
        (TypeSpecificMetadataKey.entityType, .string(entity.type.name)),
        (TypeSpecificMetadataKey.entityMetadata, .entityMetadata(record)),
      ]
    }
    if let appEnum = types.appEnum(base, from: scope), let record = enumRecords[appEnum.type.qualifiedName] {
      return [
        (TypeSpecificMetadataKey.entityType, .string(appEnum.type.name)),
        (TypeSpecificMetadataKey.entityMetadata, .enumMetadata(record)),
      ]
    }
    return []
  }
}
