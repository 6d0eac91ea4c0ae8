import Diagnostics
import Evaluator
import Metadata
import Model

/// What mapping a model produced: the bundle (always complete in shape, with what could be
/// extracted) and the diagnostics about what could not.
public struct MappingResult: Sendable {
  /// `extract.actionsdata` and `version.json`.
  public var bundle: MetadataBundle
  /// The mapping's diagnostics, in report order.
  public var diagnostics: [Diagnostic]

  /// Whether any diagnostic is an error (Xcode would halt and write nothing).
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Turns a module's `AppIntentsModel` into the `Metadata.appintents` bundle Xcode's metadata
/// processor would write for it.
///
/// `docs/metadata-format.md` ("What extract writes") lists every field and the source construct
/// it comes from. The work is split by record: `+Actions` (intents), `+Parameters`,
/// `+Summaries` (`parameterSummary`), `+Entities` (entities and queries), `+Enums`, `+Shortcuts`.
///
/// Values that are not compile-time constants are never guessed: the field is left out or gets
/// its documented default, and a diagnostic says so (`MappingDiagnostics`). The output does not
/// depend on the order of the model's elements: records are keyed or sorted, and when two
/// records collide the one declared first (by file path, then offset) is kept.
public struct BundleMapper: Sendable {
  /// The module index the model was built from (for name resolution and mangling).
  public let index: ModuleIndex
  /// Target options.
  public let options: MappingOptions

  /// A mapper for the module indexed by `index`.
  public init(index: ModuleIndex, options: MappingOptions = MappingOptions()) {
    self.index = index
    self.options = options
  }

  /// Maps `model`.
  public func map(_ model: AppIntentsModel) -> MappingResult {
    var run = MappingRun(model: model, types: ModuleTypes(index: index, model: model), options: options)
    return run.run()
  }
}

/// One mapping: the inputs and the diagnostics collected so far.
struct MappingRun {
  // Inputs
  let model: AppIntentsModel
  let types: ModuleTypes
  let options: MappingOptions
  /// Qualified names of macro-generated types, which are not written.
  let excluded: Set<String>

  // Results shared between records
  var diagnostics: [Diagnostic] = []
  /// Entity records by qualified name (for `OpenIntent` targets).
  var entityRecords: [String: EntityMetadata] = [:]
  /// Enum records by qualified name.
  var enumRecords: [String: EnumMetadata] = [:]

  init(model: AppIntentsModel, types: ModuleTypes, options: MappingOptions) {
    self.model = model
    self.types = types
    self.options = options
    excluded = Set(model.notExtracted.map(\.type.qualifiedName))
  }

  var index: ModuleIndex { types.index }

  mutating func run() -> MappingResult {
    for element in model.notExtracted.sorted(by: { $0.type.location < $1.type.location }) {
      diagnostics.append(MappingDiagnostics.typeNotExtracted(element))
    }
    let enums = keyed(model.enums, kind: "enum") { $0.type }.map { mapEnum($0) }
    let entities = keyed(model.entities, kind: "entity") { $0.type }.map { mapEntity($0) }
    let queries = keyed(model.queries, kind: "query") { $0.type }.compactMap { mapQuery($0) }
    let actions = keyed(model.intents, kind: "action") { $0.type }.map { mapAction($0) }
    let shortcuts = mapShortcuts()
    let metadata = AppIntentsMetadata(
      generator: GeneratorMetadata(version: options.xcodeVersion),
      actions: Dictionary(actions.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first }),
      entities: Dictionary(entities.map { ($0.typeName, $0) }, uniquingKeysWith: { first, _ in first }),
      queries: Dictionary(queries.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first }),
      enums: enums.sorted { ($0.identifier, $0.fullyQualifiedTypeName) < ($1.identifier, $1.fullyQualifiedTypeName) },
      autoShortcuts: shortcuts.records,
      autoShortcutProviderMangledName: shortcuts.providerMangledName,
      shortcutTileColor: shortcuts.tileColor,
      negativePhrases: shortcuts.negativePhrases)
    return MappingResult(
      bundle: MetadataBundle(metadata: metadata), diagnostics: diagnostics.sorted(by: Diagnostic.reportOrder))
  }

  /// The elements to write: macro-generated ones dropped, sorted by declaration place, and only
  /// the first of each short name (the others get `metadata-duplicate-identifier`).
  private mutating func keyed<Element>(
    _ elements: [Element], kind: String, identity: (Element) -> TypeIdentity
  ) -> [Element] {
    let ordered = elements.filter { !excluded.contains(identity($0).qualifiedName) }.sorted {
      (identity($0).location, identity($0).qualifiedName) < (identity($1).location, identity($1).qualifiedName)
    }
    var seen: [String: TypeIdentity] = [:]
    var kept: [Element] = []
    for element in ordered {
      let type = identity(element)
      if let first = seen[type.name] {
        diagnostics.append(
          MappingDiagnostics.duplicateIdentifier(
            kind: kind, name: type.name, first: first.qualifiedName, at: type.location))
        continue
      }
      seen[type.name] = type
      kept.append(element)
    }
    return kept
  }

  // MARK: Shared helpers

  /// The module path of a model type.
  func path(of type: TypeIdentity) -> [String] { types.path(ofQualified: type.qualifiedName) }

  /// The mangled name of a model type, or `""` (as one Xcode file has) with a warning when it
  /// cannot be reproduced.
  mutating func mangledName(of type: TypeIdentity) -> String {
    switch TypeMangling.mangledName(of: path(of: type), in: index) {
    case .success(let name):
      return name
    case .failure(let error):
      diagnostics.append(
        MappingDiagnostics.valueOmitted(
          "The mangled type name", of: type.name, because: error.description, at: type.location))
      return ""
    }
  }

  /// The value of `property`, reporting a non-constant value as an error when Xcode requires a
  /// constant (`required`) and as a warning otherwise; an unsupported value is a warning.
  mutating func read<Value>(
    _ property: PropertyModel?, of owner: TypeIdentity, required: Bool = true,
    _ reader: (ConstantValue) -> Reading<Value>
  ) -> Value? {
    guard let property else { return nil }
    return read(
      property.value.constant, named: property.name, of: owner, at: property.location, required: required, reader)
  }

  /// The value of `value` (named `name` in diagnostics), with the same reporting as `read(_:of:)`.
  mutating func read<Value>(
    _ value: ConstantValue, named name: String, of owner: TypeIdentity, at location: ModelLocation,
    required: Bool = true, _ reader: (ConstantValue) -> Reading<Value>
  ) -> Value? {
    let reading: Reading<Value> =
      if case .runtime = value.kind { .notConstant(value.foundDescription) } else { reader(value) }
    return report(reading, named: name, of: owner, at: location, required: required)
  }

  /// The value of a reading, or `nil` after reporting why there is none.
  mutating func report<Value>(
    _ reading: Reading<Value>, named name: String, of owner: TypeIdentity, at location: ModelLocation,
    required: Bool = true
  ) -> Value? {
    switch reading {
    case .value(let result):
      return result
    case .notConstant(let found):
      diagnostics.append(
        required
          ? MappingDiagnostics.valueNotConstant(property: name, of: owner.name, found: found, at: location)
          : MappingDiagnostics.valueOmitted(
            MappingDiagnostics.subject(name), of: owner.name, because: "it is not a compile-time constant (\(found))",
            at: location))
      return nil
    case .rejected(let requirement, let found):
      diagnostics.append(
        required
          ? MappingDiagnostics.valueRejected(
            requirement: requirement, property: name, of: owner.name, found: found, at: location)
          : MappingDiagnostics.valueOmitted(
            MappingDiagnostics.subject(name), of: owner.name, because: "\(requirement), found \(found)", at: location))
      return nil
    case .unsupported(let reason):
      diagnostics.append(
        MappingDiagnostics.valueOmitted(MappingDiagnostics.subject(name), of: owner.name, because: reason, at: location)
      )
      return nil
    }
  }

  /// A Boolean literal.
  static func bool(_ value: ConstantValue) -> Reading<Bool> {
    value.boolValue.map { .value($0) } ?? ValueReader.rejected(value, requirement: "a Boolean literal is required")
  }
}
