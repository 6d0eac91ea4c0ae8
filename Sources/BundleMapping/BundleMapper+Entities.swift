import Evaluator
import Metadata
import Model

/// Entity records and query records.
extension MappingRun {
  mutating func mapEntity(_ entity: EntityModel) -> EntityMetadata {
    let owner = entity.type
    let scope = path(of: owner)
    let displayName = read(entity.typeDisplayRepresentation, of: owner, ValueReader.typeDisplayName)
    var properties: [EntityPropertyMetadata] = []
    for property in entity.properties {
      let written = WrittenType(property.typeText ?? "")
      let reading = types.valueType(of: written, from: scope)
      guard let valueType = reading.value else {
        diagnostics.append(
          MappingDiagnostics.valueOmitted(
            "The property '\(property.name)'", of: owner.name, because: reading.failureReason ?? "",
            at: property.location))
        continue
      }
      let title = property.arguments.first { $0.label == "title" }.flatMap {
        read(
          $0.value.constant, named: "'\(property.name)' property's title", of: owner, at: property.location,
          ValueReader.localizedString)
      }
      properties.append(
        EntityPropertyMetadata(
          identifier: property.name, title: title, valueType: valueType, isOptional: written.isOptional))
    }
    let record = EntityMetadata(
      typeName: owner.name,
      fullyQualifiedTypeName: owner.qualifiedName,
      mangledTypeName: mangledName(of: owner),
      displayTypeName: displayName ?? LocalizedStringMetadata(key: ""),
      defaultQueryIdentifier: types.defaultQuery(of: entity)?.type.qualifiedName,
      properties: properties,
      transient: owner.conformances.contains("TransientAppEntity"),
      availabilityAnnotations: AvailabilityMapping.annotations(owner.availability),
      systemProtocolMetadata: SystemProtocolMetadata(
        MappingRun.systemProtocols(of: owner, in: index, table: MappingRun.entityProtocols).map {
          SystemProtocolMetadata.Entry(identifier: $0)
        }),
      entitySyncMetadata: options.writesXcode27EntityKeys ? EntitySyncMetadata() : nil,
      typeSpecificMetadata: options.writesXcode27EntityKeys ? [] : nil)
    entityRecords[owner.qualifiedName] = record
    return record
  }

  /// The record of `query`, or `nil` (with a warning) when its entity cannot be found.
  mutating func mapQuery(_ query: QueryModel) -> QueryMetadata? {
    let owner = query.type
    let scope = path(of: owner)
    let defaulting = model.entities.filter { types.defaultQuery(of: $0)?.type.qualifiedName == owner.qualifiedName }
    let entity = query.entityType.flatMap { types.entity(WrittenType($0).base, from: scope) } ?? defaulting.first
    guard
      let entityName = entity?.type.name
        ?? query.entityType.map({ TypeNames.path(of: WrittenType($0).base).last ?? $0 })
    else {
      diagnostics.append(
        MappingDiagnostics.valueOmitted(
          "The query", of: owner.name,
          because: "its entity type is not found (no 'typealias Entity' or 'entities(for:)')",
          at: owner.location))
      return nil
    }
    var capabilities = 66
    if query.queryProtocols.contains("EnumerableEntityQuery") { capabilities |= 1 }
    if query.queryProtocols.contains("EntityStringQuery") { capabilities |= 4 }
    if query.queryProtocols.contains("EntityPropertyQuery") { capabilities |= 8 }
    var parameters: [QueryParameterMetadata] = []
    if let property = query.properties {
      let reading = queryParameters(property.value.constant, entity: entity)
      parameters = report(reading, named: property.name, of: owner, at: property.location, required: false) ?? []
    }
    var sorting: [QuerySortingOption] = []
    if let property = query.sortingOptions {
      let reading = sortingOptions(property.value.constant, entityName: entityName)
      sorting = report(reading, named: property.name, of: owner, at: property.location, required: false) ?? []
    }
    return QueryMetadata(
      identifier: owner.name, fullyQualifiedIdentifier: owner.qualifiedName, mangledTypeName: mangledName(of: owner),
      entityType: entityName, capabilities: capabilities, defaultQueryForEntity: !defaulting.isEmpty,
      parameters: parameters, sortingOptions: sorting,
      availabilityAnnotations: AvailabilityMapping.annotations(owner.availability))
  }

  /// `static var properties = QueryProperties { Property(\Entity.$name) { EqualToComparator … } }`.
  private func queryParameters(_ value: ConstantValue, entity: EntityModel?) -> Reading<[QueryParameterMetadata]> {
    guard let members = MappingRun.builderEntries(value, container: "QueryProperties") else {
      return .notConstant((value.firstRuntime ?? value).foundDescription)
    }
    var result: [QueryParameterMetadata] = []
    for member in members {
      guard case .initCall(let type, let arguments) = member.kind,
        ["QueryProperty", "Property"].contains(ConstantValue.simpleName(type)),
        let name = arguments.first.flatMap({ MappingRun.propertyName($0.value) })
      else { return .unsupported("an entry that is not 'Property(\\Entity.$name) { … }'") }
      guard let entity, let property = entity.properties.first(where: { $0.name == name }) else {
        return .unsupported("'\(name)' is not an @Property of the query's entity")
      }
      guard
        let valueType = types.valueType(
          of: WrittenType(property.typeText ?? ""), from: path(of: entity.type)
        ).value
      else { return .unsupported("the type of '\(name)' has no known value type") }
      let title =
        property.arguments.first { $0.label == "title" }.flatMap {
          ValueReader.localizedString($0.value.constant).value
        }
        ?? LocalizedStringMetadata(key: "")
      var comparators: [QueryComparator] = []
      for case .builder(_, let comparatorMembers) in arguments.dropFirst().map(\.value.kind) {
        for case .expression(let comparator) in comparatorMembers {
          guard case .initCall(let comparatorType, _) = comparator.kind,
            let number = MappingRun.comparatorTypes[ConstantValue.simpleName(comparatorType)]
          else { return .unsupported("a comparator with no known number") }
          comparators.append(QueryComparator(comparatorTypeValue: number, valueType: valueType))
        }
      }
      result.append(QueryParameterMetadata(propertyIdentifier: name, localizedTitle: title, comparators: comparators))
    }
    return .value(result)
  }

  /// `static var sortingOptions = SortingOptions { SortableBy(\Entity.$name) }`; titles are `""`
  /// as in the one file seen.
  private func sortingOptions(_ value: ConstantValue, entityName: String) -> Reading<[QuerySortingOption]> {
    guard let members = MappingRun.builderEntries(value, container: "SortingOptions") else {
      return .notConstant((value.firstRuntime ?? value).foundDescription)
    }
    var result: [QuerySortingOption] = []
    for member in members {
      guard case .initCall(_, let arguments) = member.kind,
        let name = arguments.first.flatMap({ MappingRun.propertyName($0.value) })
      else { return .unsupported("an entry that is not 'SortableBy(\\Entity.$name)'") }
      result.append(QuerySortingOption(entityType: entityName, propertyIdentifier: name, title: ""))
    }
    return .value(result)
  }

  /// The expressions of `Container { … }` (or of a bare builder body).
  static func builderEntries(_ value: ConstantValue, container: String) -> [ConstantValue]? {
    var body = value
    if case .initCall(let type, let arguments) = value.kind, ConstantValue.simpleName(type) == container,
      let builder = arguments.first(where: { $0.value.isBuilder })?.value
    {
      body = builder
    }
    guard case .builder(_, let members) = body.kind else { return nil }
    var entries: [ConstantValue] = []
    for member in members {
      guard case .expression(let element) = member else { return nil }
      entries.append(element)
    }
    return entries
  }

  /// `name` for `\Entity.$name`.
  static func propertyName(_ value: ConstantValue) -> String? {
    guard case .keyPath(_, let components) = value.kind, let last = components.last, last.hasPrefix("$") else {
      return nil
    }
    return String(last.dropFirst())
  }

  /// `comparatorTypeValue` by comparator type: Apple's documented list of comparators in order,
  /// numbered from 0; only `ContainsComparator` = 6 has been seen. [I]
  static let comparatorTypes: [String: Int] = [
    "EqualToComparator": 0, "NotEqualToComparator": 1, "LessThanComparator": 2, "LessThanOrEqualToComparator": 3,
    "GreaterThanComparator": 4, "GreaterThanOrEqualToComparator": 5, "ContainsComparator": 6,
    "HasPrefixComparator": 7, "HasSuffixComparator": 8, "IsBetweenComparator": 9,
  ]
}
