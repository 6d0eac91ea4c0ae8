import Metadata

/// Walks a decoded bundle and records which record types, union cases and optional fields it
/// contains, so a test can assert that a fixture exercises all of them.
struct FixtureCoverage {
  private(set) var names: Set<String> = []

  private mutating func note(_ name: String) { names.insert(name) }

  mutating func visit(_ metadata: AppIntentsMetadata) {
    if metadata.autoShortcutProviderMangledName != nil { note("field.autoShortcutProviderMangledName") }
    for key in metadata.actions.keys.sorted() { metadata.actions[key].map { visit($0) } }
    for key in metadata.entities.keys.sorted() { metadata.entities[key].map { visit($0) } }
    for key in metadata.queries.keys.sorted() { metadata.queries[key].map { visit($0) } }
    for record in metadata.enums { visit(record) }
    for shortcut in metadata.autoShortcuts {
      note("record.autoShortcut")
      shortcut.phraseTemplates.forEach { visit($0) }
      shortcut.shortTitle.map { visit($0) }
    }
  }

  mutating func visit(_ action: ActionMetadata) {
    note("record.action")
    if action.deprecationMetadata != nil { note("field.deprecationMetadata") }
    if action.descriptionMetadata != nil { note("field.descriptionMetadata") }
    if !action.requiredCapabilities.isEmpty { note("field.requiredCapability") }
    if !action.assistantDefinedSchemas.isEmpty { note("field.assistantDefinedSchema") }
    action.title.map { visit($0) }
    action.outputType.map {
      note("field.outputType")
      visit($0)
    }
    action.actionConfiguration.map { visit($0) }
    visit(action.systemProtocolMetadata)
    visit(action.typeSpecificMetadata)
    for parameter in action.parameters {
      note("record.parameter")
      parameter.title.map { visit($0) }
      parameter.parameterDescription.map {
        note("field.parameterDescription")
        visit($0)
      }
      visit(parameter.valueType)
      parameter.resolvableInputTypes.forEach { visit($0.valueType) }
      visit(parameter.typeSpecificMetadata)
    }
  }

  mutating func visit(_ entity: EntityMetadata) {
    note("record.entity")
    if entity.transferableContentTypes != nil { note("field.transferableContentTypes") }
    if entity.entitySyncMetadata != nil { note("field.entitySyncMetadata") }
    visit(entity.displayTypeName)
    visit(entity.systemProtocolMetadata)
    entity.typeSpecificMetadata.map { visit($0) }
    for property in entity.properties {
      note("record.entityProperty")
      property.title.map { visit($0) }
      visit(property.valueType)
    }
  }

  mutating func visit(_ query: QueryMetadata) {
    note("record.query")
    visit(query.resultValueType)
    for parameter in query.parameters {
      note("record.queryParameter")
      for comparator in parameter.comparators {
        note("record.comparator")
        visit(comparator.valueType)
        comparator.resolvableInputTypes.forEach { visit($0.valueType) }
      }
    }
    if !query.sortingOptions.isEmpty { note("record.sortingOption") }
  }

  mutating func visit(_ record: EnumMetadata) {
    note("record.enum")
    visit(record.displayTypeName)
    for enumCase in record.cases {
      note("record.enumCase")
      let representation = enumCase.displayRepresentation
      visit(representation.title)
      representation.subtitle.map {
        note("field.subtitle")
        visit($0)
      }
      if let synonyms = representation.synonyms, !synonyms.isEmpty { note("field.synonyms") }
      for image in [representation.image, representation.imageV2].compactMap({ $0 }) {
        switch image {
        case .systemImageName: note("DisplayImageMetadata.systemImageName")
        case .unknown: note("DisplayImageMetadata.unknown")
        }
      }
    }
  }

  mutating func visit(_ string: LocalizedStringMetadata) {
    if string.table != nil { note("field.table") }
    if string.defaultValue != nil { note("field.defaultValue") }
  }

  mutating func visit(_ valueType: ValueType) {
    switch valueType {
    case .primitive: note("ValueType.primitive")
    case .entity: note("ValueType.entity")
    case .linkEnumeration: note("ValueType.linkEnumeration")
    case .array(let member, _):
      note("ValueType.array")
      visit(member)
    case .measurement: note("ValueType.measurement")
    case .intents: note("ValueType.intents")
    case .unknown: note("ValueType.unknown")
    }
  }

  mutating func visit(_ metadata: TypeSpecificMetadata) {
    metadata.forEach { visit($0.value) }
  }

  mutating func visit(_ value: TypeSpecificValue) {
    switch value {
    case .int: note("TypeSpecificValue.int")
    case .string: note("TypeSpecificValue.string")
    case .double: note("TypeSpecificValue.double")
    case .array(let elements):
      note("TypeSpecificValue.array")
      elements.forEach { visit($0) }
    case .enumMetadata(let record):
      note("TypeSpecificValue.enumMetadata")
      visit(record)
    case .entityMetadata(let record):
      note("TypeSpecificValue.entityMetadata")
      visit(record)
    case .unknown: note("TypeSpecificValue.unknown")
    }
  }

  mutating func visit(_ metadata: SystemProtocolMetadata) {
    for entry in metadata {
      switch entry.payload {
      case .empty: note("SystemProtocolPayload.empty")
      case .unknown: note("SystemProtocolPayload.unknown")
      }
    }
  }

  mutating func visit(_ configuration: ActionConfiguration) {
    switch configuration {
    case .actionSummary(let summary):
      note("ActionConfiguration.actionSummary")
      if summary.table != nil { note("field.table") }
    case .whenClause(let clause):
      note("ActionConfiguration.whenClause")
      clause.condition.value.map { visit($0) }
      visit(clause.when)
      clause.otherwise.map { visit($0) }
    case .switchStatement(let statement):
      note("ActionConfiguration.switchStatement")
      for switchCase in statement.cases {
        visit(switchCase.configuration)
        switchCase.value.map { visit($0) }
      }
    case .unknown: note("ActionConfiguration.unknown")
    }
  }

  mutating func visit(_ value: SummaryValue) {
    switch value {
    case .enumeration: note("SummaryValue.enumeration")
    case .array(let valueType, let values):
      note("SummaryValue.array")
      visit(valueType)
      values.forEach { visit($0) }
    case .unknown: note("SummaryValue.unknown")
    }
  }
}
