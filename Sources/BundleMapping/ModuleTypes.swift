import Metadata
import Model

/// The module's App Intents types by qualified name, and the resolution of written type names
/// to them and to the bundle's value types.
struct ModuleTypes {
  /// The module index, for name lookup and mangling.
  let index: ModuleIndex
  /// Entities by qualified name (the first of a name wins).
  let entities: [String: EntityModel]
  /// App Enums by qualified name.
  let enums: [String: EnumModel]
  /// Queries by qualified name.
  let queries: [String: QueryModel]

  /// Indexes the elements of `model`.
  init(index: ModuleIndex, model: AppIntentsModel) {
    self.index = index
    entities = Dictionary(model.entities.map { ($0.type.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
    enums = Dictionary(model.enums.map { ($0.type.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
    queries = Dictionary(model.queries.map { ($0.type.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The module path (`["Album", "Query"]`) of the type `name` as seen from `scope`, following
  /// typealiases; `nil` when the name is not a module type.
  func resolve(_ name: String, from scope: [String]) -> [String]? {
    var path = index.resolveTypePath(TypeNames.path(of: name), from: scope)
    var steps = 0
    while let current = path, let alias = index.typeAlias(current), steps < 16 {
      path = index.resolveTypePath(TypeNames.path(of: alias.aliased), from: Array(alias.path.dropLast()))
      steps += 1
    }
    return path
  }

  /// The path of a qualified name from the model (`Bookshelf.Album.Query`).
  func path(ofQualified name: String) -> [String] {
    let parts = TypeNames.path(of: name)
    return parts.first == index.moduleName ? Array(parts.dropFirst()) : parts
  }

  /// The entity named `name` from `scope`.
  func entity(_ name: String, from scope: [String]) -> EntityModel? {
    resolve(name, from: scope).flatMap { entities[index.qualifiedName($0)] }
  }

  /// The App Enum named `name` from `scope`.
  func appEnum(_ name: String, from scope: [String]) -> EnumModel? {
    resolve(name, from: scope).flatMap { enums[index.qualifiedName($0)] }
  }

  /// The query named `name` from `scope`.
  func query(_ name: String, from scope: [String]) -> QueryModel? {
    resolve(name, from: scope).flatMap { queries[index.qualifiedName($0)] }
  }

  /// The default query of `entity`, when it names a module query type.
  func defaultQuery(of entity: EntityModel) -> QueryModel? {
    guard let name = entity.defaultQueryType else { return nil }
    return queries[name] ?? query(name, from: path(ofQualified: entity.type.qualifiedName))
  }

  /// The value type of a written type, from `scope`: module entities and enums by short name,
  /// primitives, Intents types and measurements from the inferred identifier tables, and arrays of
  /// those (`capabilities` 3, the only value seen).
  func valueType(of written: WrittenType, from scope: [String]) -> Reading<ValueType> {
    let member = memberValueType(of: written.base, from: scope)
    guard written.isArray else { return member }
    return member.map { .value(.array(memberValueType: $0, capabilities: 3)) }
  }

  private func memberValueType(of base: String, from scope: [String]) -> Reading<ValueType> {
    if let path = resolve(base, from: scope) {
      let qualified = index.qualifiedName(path)
      if let entity = entities[qualified] { return .value(.entity(typeName: entity.type.name)) }
      if let appEnum = enums[qualified] { return .value(.linkEnumeration(identifier: appEnum.type.name)) }
      return .unsupported("'\(base)' is neither an AppEntity nor an AppEnum")
    }
    let written = WrittenType(base)
    let name = TypeNames.path(of: written.baseName).last ?? written.baseName
    if name == "Measurement" {
      guard let unit = written.genericArgument.flatMap({ TypeNames.path(of: $0).last }),
        let unitType = ValueTypeTables.measurementUnits[unit]
      else { return .unsupported("no known unit type for '\(base)'") }
      return .value(.measurement(unitType: unitType))
    }
    if let identifier = ValueTypeTables.primitives[name] { return .value(.primitive(typeIdentifier: identifier)) }
    if let identifier = ValueTypeTables.intents[name] { return .value(.intents(typeIdentifier: identifier)) }
    return .unsupported("no known value type for '\(base)'")
  }
}

/// The integer identifiers of value types, from the reference notes' empirical table. [I]
enum ValueTypeTables {
  /// `primitive` identifiers by Swift type name.
  static let primitives: [String: Int] = [
    "String": PrimitiveTypeIdentifier.string, "Bool": PrimitiveTypeIdentifier.bool, "Int": PrimitiveTypeIdentifier.int,
    "Double": PrimitiveTypeIdentifier.double, "Date": PrimitiveTypeIdentifier.date,
    "DateComponents": PrimitiveTypeIdentifier.dateComponents, "CLPlacemark": PrimitiveTypeIdentifier.placemark,
    "URL": PrimitiveTypeIdentifier.url, "AttributedString": PrimitiveTypeIdentifier.attributedString,
  ]

  /// `intents` identifiers by Swift type name.
  static let intents: [String: Int] = ["IntentPerson": 3, "IntentFile": 12, "IntentCurrencyAmount": 14]

  /// `measurement` unit types by `Unit…` class name.
  static let measurementUnits: [String: Int] = ["UnitLength": 1, "UnitDuration": 7]

  /// The input types a parameter of this value type resolves from: String
  /// `[primitive 0, primitive 2, array(primitive 2)]`, Int `[primitive 2, primitive 7, primitive 0]`,
  /// everything else `[]` (entities and enums are `[]`; the lists of other types were never seen).
  static func resolvableInputTypes(of valueType: ValueType) -> [ResolvableInputType] {
    switch valueType {
    case .primitive(PrimitiveTypeIdentifier.string):
      return [
        ResolvableInputType(valueType: .primitive(typeIdentifier: PrimitiveTypeIdentifier.string)),
        ResolvableInputType(valueType: .primitive(typeIdentifier: PrimitiveTypeIdentifier.int)),
        ResolvableInputType(
          valueType: .array(memberValueType: .primitive(typeIdentifier: PrimitiveTypeIdentifier.int), capabilities: 3)),
      ]
    case .primitive(PrimitiveTypeIdentifier.int):
      return [
        ResolvableInputType(valueType: .primitive(typeIdentifier: PrimitiveTypeIdentifier.int)),
        ResolvableInputType(valueType: .primitive(typeIdentifier: PrimitiveTypeIdentifier.double)),
        ResolvableInputType(valueType: .primitive(typeIdentifier: PrimitiveTypeIdentifier.string)),
      ]
    default:
      return []
    }
  }
}
