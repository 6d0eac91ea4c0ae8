import Evaluator
import Metadata
import Model

/// Parameter records: one per `@Parameter`, in declaration order.
extension MappingRun {
  /// The record of `parameter`, or `nil` (with a warning) when its type has no known value type.
  mutating func mapParameter(_ parameter: ParameterModel, of intent: IntentModel) -> ParameterMetadata? {
    let owner = intent.type
    let scope = path(of: owner)
    let written = WrittenType(parameter.typeText)
    let typeReading = types.valueType(of: written, from: scope)
    guard let valueType = typeReading.value else {
      diagnostics.append(
        MappingDiagnostics.valueOmitted(
          "The parameter '\(parameter.name)'", of: owner.name, because: typeReading.failureReason ?? "",
          at: parameter.location))
      return nil
    }
    let label = "'\(parameter.name)' parameter's"
    let title = parameter.argument("title").flatMap {
      read($0.constant, named: "\(label) title", of: owner, at: parameter.location, ValueReader.localizedString)
    }
    let description = parameter.argument("description").flatMap {
      read($0.constant, named: "\(label) description", of: owner, at: parameter.location, ValueReader.localizedString)
    }
    var specific: [TypeSpecificMetadata.Entry] = []
    var hasDefault = false
    if let defaultValue = parameter.argument("default") ?? parameter.initialValue,
      defaultValue.constant.kind != .nilLiteral
    {
      let reading = MappingRun.defaultValue(defaultValue.constant, valueType: valueType, types: types, scope: scope)
      if let value = report(
        reading, named: "\(label) default value", of: owner, at: parameter.location, required: false)
      {
        specific.append(TypeSpecificMetadata.Entry(key: TypeSpecificMetadataKey.defaultValue, value: value))
        hasDefault = true
      }
    }
    specific += measurementEntries(parameter, valueType: valueType, owner: owner)
    specific += fileTypeEntries(parameter, owner: owner)
    let entityQuery = entityQueryKind(written, from: scope)
    let hasOptionsProvider = parameter.argument("optionsProvider") != nil
    var capabilities = hasDefault ? 1 : 0
    if entityQuery == .string { capabilities |= 2 }
    if hasOptionsProvider { capabilities |= 8 }
    let dynamicOptions = entityQuery == .string ? 2 : (hasOptionsProvider || entityQuery == .other ? 1 : 0)
    let connection = parameter.argument("inputConnectionBehavior").flatMap {
      read(
        $0.constant, named: "\(label) inputConnectionBehavior", of: owner, at: parameter.location, required: false,
        MappingRun.inputConnectionBehavior)
    }
    return ParameterMetadata(
      name: parameter.name, title: title, valueType: valueType, isOptional: written.isOptional,
      parameterDescription: description, capabilities: capabilities, dynamicOptionsSupport: dynamicOptions,
      inputConnectionBehavior: connection ?? 0, isInput: connection == 2,
      resolvableInputTypes: ValueTypeTables.resolvableInputTypes(of: valueType),
      typeSpecificMetadata: TypeSpecificMetadata(specific))
  }

  /// What kind of query backs an entity parameter.
  enum EntityQueryKind {
    /// Not an entity parameter.
    case none
    /// An entity whose default query is an `EntityStringQuery`.
    case string
    /// An entity with any other (or an unresolved) default query.
    case other
  }

  private func entityQueryKind(_ written: WrittenType, from scope: [String]) -> EntityQueryKind {
    guard let entity = types.entity(written.base, from: scope) else { return .none }
    guard let query = types.defaultQuery(of: entity) else { return .other }
    return query.queryProtocols.contains("EntityStringQuery") ? .string : .other
  }

  /// A `default:` (or initial) value: Bool as `int` 0/1, integers as `int`, floating-point
  /// numbers as `double`, strings as `string`, an enum case as the string of its raw value, and
  /// arrays of those.
  static func defaultValue(
    _ value: ConstantValue, valueType: ValueType, types: ModuleTypes, scope: [String]
  ) -> Reading<TypeSpecificValue> {
    switch value.kind {
    case .rawLiteral(let literal):
      switch literal.kind {
      case .boolean: return .value(.int(literal.text == "true" ? 1 : 0))
      case .string: return .value(.string(literal.text))
      case .integer:
        if case .primitive(PrimitiveTypeIdentifier.double) = valueType, let number = Double(literal.text) {
          return .value(.double(number))
        }
        guard let number = Int(literal.text) else { return .unsupported("the integer '\(literal.text)'") }
        return .value(.int(number))
      case .float:
        guard let number = Double(literal.text), number.isFinite else {
          return .unsupported("the number '\(literal.text)'")
        }
        return .value(.double(number))
      }
    case .enumCase(let name, nil):
      let member: ValueType
      if case .array(let element, _) = valueType { member = element } else { member = valueType }
      guard case .linkEnumeration(let identifier) = member,
        let appEnum = types.enums.values.first(where: { $0.type.name == identifier }),
        let match = appEnum.cases.first(where: { $0.name == name })
      else { return .unsupported("'.\(name)' is not a case of the parameter's AppEnum") }
      return .value(.string(match.rawValue ?? match.name))
    case .array(let elements):
      let member: ValueType
      if case .array(let element, _) = valueType { member = element } else { member = valueType }
      var values: [TypeSpecificValue] = []
      for element in elements {
        let converted = defaultValue(element, valueType: member, types: types, scope: scope)
        guard let value = converted.value else { return converted }
        values.append(value)
      }
      return .value(.array(values))
    default:
      if let runtime = value.firstRuntime { return .notConstant(runtime.foundDescription) }
      return .unsupported("a default value of kind \(value.kind.compilerName) has no known form")
    }
  }

  /// `InputConnectionBehavior`: 0 `.default`, 1 `.never`, 2 `.connectToPreviousIntentResult`. [I]
  static func inputConnectionBehavior(_ value: ConstantValue) -> Reading<Int> {
    let behaviors = ["default": 0, "never": 1, "connectToPreviousIntentResult": 2]
    guard let name = value.memberName else { return .notConstant(value.foundDescription) }
    guard let behavior = behaviors[name] else { return .unsupported("unknown input connection behavior '.\(name)'") }
    return .value(behavior)
  }

  /// A measurement's unit type, plus `defaultUnitAdjustForLocale:` when written.
  private mutating func measurementEntries(
    _ parameter: ParameterModel, valueType: ValueType, owner: TypeIdentity
  ) -> [TypeSpecificMetadata.Entry] {
    guard case .measurement(let unitType) = valueType else { return [] }
    var entries = [TypeSpecificMetadata.Entry(key: TypeSpecificMetadataKey.measurementUnitType, value: .int(unitType))]
    if let adjusts = parameter.argument("defaultUnitAdjustForLocale"),
      let flag = read(
        adjusts.constant, named: "'\(parameter.name)' parameter's defaultUnitAdjustForLocale", of: owner,
        at: parameter.location, required: false, MappingRun.bool)
    {
      entries.append(
        TypeSpecificMetadata.Entry(
          key: TypeSpecificMetadataKey.measurementUnitAdjustsForLocale, value: .int(flag ? 1 : 0)))
    }
    return entries
  }

  /// The uniform type identifiers of `supportedContentTypes:` (`[.pdf]`) or
  /// `supportedTypeIdentifiers:` (`["public.jpeg"]`).
  private mutating func fileTypeEntries(
    _ parameter: ParameterModel, owner: TypeIdentity
  ) -> [TypeSpecificMetadata.Entry] {
    guard let value = parameter.argument("supportedContentTypes") ?? parameter.argument("supportedTypeIdentifiers")
    else { return [] }
    let reading: Reading<[TypeSpecificValue]>
    if case .array(let elements) = value.constant.kind {
      var identifiers: [TypeSpecificValue] = []
      var failure: Reading<[TypeSpecificValue]>?
      for element in elements {
        if let text = element.stringLiteral {
          identifiers.append(.string(text))
        } else if let member = element.memberName, let identifier = MappingRun.uniformTypes[member] {
          identifiers.append(.string(identifier))
        } else {
          failure =
            element.isConstant
            ? .unsupported(
              "'\(element.memberName.map { ".\($0)" } ?? element.kind.compilerName)' has no known type identifier")
            : .notConstant(element.foundDescription)
          break
        }
      }
      reading = failure ?? .value(identifiers)
    } else {
      reading = .notConstant(value.constant.foundDescription)
    }
    guard
      let identifiers = report(
        reading, named: "'\(parameter.name)' parameter's supported types", of: owner, at: parameter.location,
        required: false)
    else { return [] }
    return [TypeSpecificMetadata.Entry(key: TypeSpecificMetadataKey.fileSupportedTypes, value: .array(identifiers))]
  }

  /// `UTType` constants and their identifiers (Apple's documented values).
  static let uniformTypes: [String: String] = [
    "item": "public.item", "content": "public.content", "data": "public.data", "text": "public.text",
    "plainText": "public.plain-text", "utf8PlainText": "public.utf8-plain-text", "rtf": "public.rtf",
    "html": "public.html", "xml": "public.xml", "json": "public.json", "pdf": "com.adobe.pdf",
    "image": "public.image", "png": "public.png", "jpeg": "public.jpeg", "heic": "public.heic",
    "gif": "com.compuserve.gif",
    "tiff": "public.tiff", "movie": "public.movie", "video": "public.video", "audio": "public.audio",
    "mpeg4Movie": "public.mpeg-4", "quickTimeMovie": "com.apple.quicktime-movie", "mp3": "public.mp3",
    "url": "public.url", "fileURL": "public.file-url", "folder": "public.folder", "directory": "public.directory",
    "commaSeparatedText": "public.comma-separated-values-text", "spreadsheet": "public.spreadsheet",
    "presentation": "public.presentation", "archive": "public.archive", "zip": "public.zip-archive",
    "vCard": "public.vcard", "calendarEvent": "public.calendar-event", "emailMessage": "public.email-message",
  ]
}
