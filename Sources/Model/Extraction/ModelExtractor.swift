import Evaluator
import Source
import Syntax

/// Builds the `AppIntentsModel` of a module from its index.
///
/// For every nominal type with an App Intents role (decided by `ConformanceResolver`, or by a
/// schema macro) it reads the properties Xcode reads, evaluated exactly as the compiler's
/// const-value extraction would. Split by element: `ModelExtractor+Intents`, `+Entities`,
/// `+Enums`, `+Shortcuts`; `+Lookup` finds members and `AvailabilityReader` reads `@available`.
public struct ModelExtractor: Sendable {
  /// The module index.
  public let index: ModuleIndex
  /// Resolves conformances.
  public let conformances: ConformanceResolver
  /// Evaluates values.
  public let evaluator: ConstantEvaluator

  /// Creates an extractor for `index`.
  public init(index: ModuleIndex) {
    self.index = index
    self.conformances = ConformanceResolver(index: index)
    self.evaluator = ConstantEvaluator(resolver: IndexNameResolver(index: index), ifConfig: index.ifConfig)
  }

  /// A type with its resolved roles, ready for extraction.
  struct RoleType {
    let path: [String]
    let declaration: TypeDeclaration
    let identity: TypeIdentity
    let conformances: ConformanceResolver.Conformances
    let roles: Set<AppIntentsRole>
    let schemaMacro: String?
    /// Every property member, in source order (`properties(of:)`), found once for the many
    /// lookups by name.
    let properties: [FoundProperty]

    var qualifiedName: String { identity.qualifiedName }
  }

  /// Extracts the model, the types on `jobs` threads (each type's part of the model depends on
  /// that type alone; the parts are joined in type order, so the result is the same for any
  /// thread count). Call it on a large-stack thread.
  public func extract(jobs: Int = 1) -> AppIntentsModel {
    var model = Self.emptyModel(moduleName: index.moduleName)
    // One job runs here, on the caller's (large) stack, without starting a thread.
    let parts: [AppIntentsModel?]
    if jobs > 1 {
      // One task per file's run of types: a thread then works on a file's tree alone, instead
      // of both threads copying nodes of one tree (and counting references to it) at once.
      var runs: [ArraySlice<String>] = []
      var start = 0
      var runFile: Int?
      for (position, key) in index.typeOrder.enumerated() {
        let file = index.types[key]?.fileIndex
        if position > start && file != runFile {
          runs.append(index.typeOrder[start..<position])
          start = position
        }
        runFile = file
      }
      if start < index.typeOrder.count { runs.append(index.typeOrder[start...]) }
      parts = LargeStack.parallelMap(runs, jobs: jobs) { run in run.map { key in extract(typeAt: key) } }.flatMap { $0 }
    } else {
      parts = index.typeOrder.map { key in extract(typeAt: key) }
    }
    for part in parts {
      guard let part else { continue }
      model.notExtracted += part.notExtracted
      model.intents += part.intents
      model.entities += part.entities
      model.queries += part.queries
      model.enums += part.enums
      model.shortcutsProviders += part.shortcutsProviders
      model.packages += part.packages
      model.optionsProviders += part.optionsProviders
    }
    return model
  }

  /// The part of the model the type at dotted path `key` contributes; `nil` when it has no role.
  private func extract(typeAt key: String) -> AppIntentsModel? {
    guard let declaration = index.types[key], declaration.kind != .protocol else { return nil }
    guard let type = roleType(declaration) else { return nil }
    var model = Self.emptyModel(moduleName: index.moduleName)
    if let macro = type.schemaMacro {
      model.notExtracted.append(
        NotExtractedModel(
          type: type.identity, macro: macro,
          reason: "the @\(macro) macro generates members this tool cannot see; they are not extracted"))
    }
    if type.roles.contains(.intent) { model.intents.append(intent(type)) }
    if type.roles.contains(.entity) { model.entities.append(entity(type)) }
    if type.roles.contains(.query) { model.queries.append(query(type)) }
    if type.roles.contains(.enum) { model.enums.append(appEnum(type)) }
    if type.roles.contains(.shortcutsProvider) { model.shortcutsProviders.append(shortcutsProvider(type)) }
    if type.roles.contains(.package) { model.packages.append(package(type)) }
    if type.roles.contains(.optionsProvider) { model.optionsProviders.append(type.identity) }
    return model
  }

  private static func emptyModel(moduleName: String) -> AppIntentsModel {
    AppIntentsModel(
      schemaVersion: AppIntentsModel.currentSchemaVersion, moduleName: moduleName, intents: [], entities: [],
      queries: [], enums: [], shortcutsProviders: [], packages: [], optionsProviders: [], notExtracted: [])
  }

  /// One property of a type with its value as the compiler's extraction reports it.
  public struct EvaluatedProperty: Sendable {
    /// The property's name.
    public var name: String
    /// Whether it is `static` (or `class`).
    public var isStatic: Bool
    /// The file it is declared in.
    public var file: String
    /// Its value (for a wrapped property, the initial value or `runtime`).
    public var value: ConstantValue
    /// The written arguments of its property wrapper attribute, if it has one.
    public var wrapperArguments: [LabeledValue]?
  }

  /// Every property of the module type at `path` (body and extensions), evaluated.
  public func evaluatedProperties(of path: [String]) -> [EvaluatedProperty] {
    guard let declaration = index.type(path), let type = roleType(declaration, requiringRole: false) else { return [] }
    return type.properties.map { found in
      let wrapper = found.declaration.attributes.first { attribute in
        guard let name = attribute.attributeName else { return false }
        return KnownAppIntentsTypes.builderAttributes[TypeNames.path(of: name).last ?? name] == nil
          && name != "available" && name != "MainActor"
          && name.first?.isUppercase == true
      }
      return EvaluatedProperty(
        name: found.name, isStatic: found.isStatic, file: index.file(of: found.owner).file.path,
        value: propertyModel(found, of: type).value.constant,
        wrapperArguments: wrapper.map {
          attributeArguments($0, of: type, propertyType: found.binding.child(.typeAnnotation)?.children.first?.text)
        })
    }
  }

  /// The roles and identity of a declaration, or `nil` when it has no App Intents role (and
  /// `requiringRole` is true).
  func roleType(_ declaration: TypeDeclaration, requiringRole: Bool = true) -> RoleType? {
    let path = declaration.path
    let resolved = conformances.conformances(of: path)
    var roles = AppIntentsRole.roles(for: resolved.all)
    var schemaMacro: String?
    var schema: String?
    for attribute in declaration.node.attributes {
      guard let name = attribute.attributeName, let role = AppIntentsRole.schemaMacros[name],
        let argument = attribute.arguments.first(where: { $0.label == "schema" })
      else { continue }
      roles.insert(role)
      schemaMacro = name
      schema = argument.value.text
    }
    guard !roles.isEmpty || !requiringRole else { return nil }
    let file = index.file(of: declaration)
    let nameOffset =
      declaration.node.directTokens.first { $0.kind == .identifier && $0.text == declaration.name }?
      .range.start ?? declaration.node.trimmedRange.start
    let identity = TypeIdentity(
      name: declaration.name, qualifiedName: index.qualifiedName(path), kind: declaration.kind,
      roles: roles.sorted(), conformances: resolved.all.sorted(),
      conformancesOnDeclaration: resolved.declaredOnType.sorted(),
      availability: AvailabilityReader.read(declaration.node.attributes), schema: schema,
      location: file.location(of: nameOffset))
    return RoleType(
      path: path, declaration: declaration, identity: identity, conformances: resolved, roles: roles,
      schemaMacro: schemaMacro, properties: properties(of: path))
  }
}
