import Evaluator
import Source
import Syntax

/// Finding members of a type across its declaration and extensions, and evaluating them.
extension ModelExtractor {
  /// A property member found in a type or one of its extensions.
  struct FoundProperty {
    let declaration: SyntaxNode
    let binding: SyntaxNode
    let owner: TypeDeclaration
    let name: String
    /// Whether the declaration is `static` or `class` (read once: each lookup by name asks it
    /// of every property before the one it wants).
    let isStatic: Bool

    init(declaration: SyntaxNode, binding: SyntaxNode, owner: TypeDeclaration, name: String) {
      self.declaration = declaration
      self.binding = binding
      self.owner = owner
      self.name = name
      isStatic = declaration.modifierWords.contains { $0 == "static" || $0 == "class" }
    }
  }

  /// Every property member of the type at `path`, in source order (type body first).
  func properties(of path: [String]) -> [FoundProperty] {
    var result: [FoundProperty] = []
    for (member, owner) in index.members(of: path) where member.kind == .variableDecl {
      for binding in member.children(ofKind: .patternBinding) {
        for name in binding.boundNames {
          result.append(FoundProperty(declaration: member, binding: binding, owner: owner, name: name))
        }
      }
    }
    return result
  }

  /// The static property `name` of `type`.
  func staticProperty(_ name: String, of type: RoleType) -> FoundProperty? {
    type.properties.first { $0.name == name && $0.isStatic }
  }

  /// The instance property `name` of `type`.
  func instanceProperty(_ name: String, of type: RoleType) -> FoundProperty? {
    type.properties.first { $0.name == name && !$0.isStatic }
  }

  /// The evaluated static property `name`, or `nil` when the type does not declare it.
  func propertyModel(_ name: String, of type: RoleType, builderProtocol: String? = nil) -> PropertyModel? {
    guard let found = staticProperty(name, of: type) ?? instanceProperty(name, of: type) else { return nil }
    return propertyModel(found, of: type, builderProtocol: builderProtocol)
  }

  /// The model of a found property, its value evaluated as the compiler would.
  func propertyModel(_ found: FoundProperty, of type: RoleType, builderProtocol: String? = nil) -> PropertyModel {
    let builder = getterBuilder(for: found, of: type, builderProtocol: builderProtocol)
    let requirementType = found.isStatic ? AppIntentsAPI.requirementTypes[found.name] : nil
    let context = EvaluationContext(enclosingType: type.qualifiedName, contextualType: requirementType)
    let value = evaluator.propertyValue(of: found.binding, builder: builder, context: context)
    let file = index.file(of: found.owner)
    let nameOffset = found.binding.children.first?.trimmedRange.start ?? found.binding.trimmedRange.start
    return PropertyModel(
      name: found.name, value: ModelValue(value), isVar: found.declaration.token(.var) != nil,
      isComputed: found.binding.child(.accessorBlock) != nil && found.binding.child(.initializerClause) == nil,
      isInExtension: found.owner.kind == .extension,
      declaredType: found.binding.child(.typeAnnotation)?.children.first?.text,
      location: file.location(of: nameOffset))
  }

  /// Which builder transforms the getter of `found`: an explicit builder attribute, or the
  /// protocol requirement's builder when the conformance is declared on the type itself (the
  /// compiler's extraction does not see it through an extension).
  private func getterBuilder(
    for found: FoundProperty, of type: RoleType, builderProtocol: String?
  ) -> ConstantEvaluator.GetterBuilder {
    for attribute in found.declaration.attributes {
      // `@ParameterSummaryBuilder<Self>` names the builder with its generic argument.
      if let name = attribute.attributeName.flatMap({ TypeNames.path(of: $0).last }),
        let builder = KnownAppIntentsTypes.builderAttributes[name]
      {
        return .builder(type: builder)
      }
    }
    guard let builder = KnownAppIntentsTypes.requirementBuilders[found.name],
      let builderProtocol = builderProtocol ?? ModelExtractor.requirementProtocols[found.name]
    else { return .none }
    let protocols = AppIntentsRole.protocols[AppIntentsRole.roleGranting(builderProtocol)] ?? [builderProtocol]
    if !type.conformances.declaredOnType.isDisjoint(with: protocols) { return .builder(type: builder) }
    return .invisible
  }

  /// Evaluates the arguments of an attribute (`@Parameter(title: "x")`).
  /// `propertyType` is the wrapped property's type as written; `defaultUnit:` takes the unit
  /// type from `Measurement<UnitLength>`.
  func attributeArguments(_ attribute: SyntaxNode, of type: RoleType, propertyType: String? = nil) -> [LabeledValue] {
    attribute.arguments.map { argument in
      var expected = argument.label.flatMap { AppIntentsAPI.parameterArgumentTypes[$0] }
      if argument.label == "defaultUnit", let propertyType, let open = propertyType.firstIndex(of: "<"),
        let close = propertyType.lastIndex(of: ">"), open < close
      {
        expected = String(propertyType[propertyType.index(after: open)..<close])
      }
      let context = EvaluationContext(enclosingType: type.qualifiedName, contextualType: expected)
      return LabeledValue(
        label: argument.label ?? "", value: ModelValue(evaluator.evaluate(argument.value, context: context)))
    }
  }

  /// The function member `name` of the type at `path`.
  func function(_ name: String, of type: RoleType) -> (node: SyntaxNode, owner: TypeDeclaration)? {
    index.members(of: type.path).first { $0.member.kind == .functionDecl && $0.member.declaredName == name }
      .map { ($0.member, $0.declaration) }
  }

  /// The category of a type name as App Intents sees it.
  func category(of typeName: String, from type: RoleType) -> ValueCategory {
    let path = TypeNames.path(of: typeName)
    if let resolved = index.resolveTypePath(path, from: type.path) {
      var target = resolved
      if let alias = index.typeAlias(resolved),
        let aliased = index.resolveTypePath(TypeNames.path(of: alias.aliased), from: Array(alias.path.dropLast()))
      {
        target = aliased
      }
      let roles = AppIntentsRole.roles(for: conformances.conformances(of: target).all)
      if roles.contains(.entity) { return .entity }
      if roles.contains(.enum) { return .enum }
      return .unknown
    }
    if let last = path.last, AppIntentsAPI.primitiveTypes.contains(last) { return .primitive }
    return .unknown
  }
}

extension ModelExtractor {
  /// The protocol whose requirement each builder-transformed property is.
  static let requirementProtocols: [String: String] = [
    "appShortcuts": "AppShortcutsProvider", "negativePhrases": "AppShortcutsProvider", "parameterSummary": "AppIntent",
  ]
}

extension AppIntentsRole {
  /// The role whose protocols include `name`.
  static func roleGranting(_ name: String) -> AppIntentsRole {
    allCases.first { (protocols[$0] ?? []).contains(name) } ?? .intent
  }
}
