import Model
import Syntax

/// The syntax of a model type's members (in its body and its extensions, `#if` resolved), for
/// rules that look at more than the model records: attributes, keywords, function bodies.
enum MemberSyntax {
  /// One bound name of a `let`/`var` member.
  struct Property {
    /// The `variableDecl` (attributes, modifiers, `let`/`var`).
    var declaration: SyntaxNode
    /// The `patternBinding` of the name (type annotation, initializer, accessors).
    var binding: SyntaxNode
    /// The bound name.
    var name: String
    /// The type or extension declaring it.
    var owner: TypeDeclaration

    /// Whether it is declared `static` (or `class`).
    var isStatic: Bool { declaration.modifierWords.contains { $0 == "static" || $0 == "class" } }

    /// The `let` or `var` keyword.
    var keyword: SyntaxToken? { declaration.token(.let) ?? declaration.token(.var) }
  }

  /// The module path of a model type (`["Album", "Query"]`).
  static func path(of type: TypeIdentity, in context: RuleContext) -> [String] {
    var path = TypeNames.path(of: type.qualifiedName)
    if path.first == context.index.moduleName { path.removeFirst() }
    return path
  }

  /// Every property member of `type`, in source order (type body first).
  static func properties(of type: TypeIdentity, in context: RuleContext) -> [Property] {
    var result: [Property] = []
    for (member, owner) in context.index.members(of: path(of: type, in: context)) where member.kind == .variableDecl {
      for binding in member.children(ofKind: .patternBinding) {
        for name in boundNames(of: binding) {
          result.append(Property(declaration: member, binding: binding, name: name, owner: owner))
        }
      }
    }
    return result
  }

  /// The member behind a model property (matched by name and place).
  static func property(_ model: PropertyModel, of type: TypeIdentity, in context: RuleContext) -> Property? {
    properties(of: type, in: context).first { property in
      property.name == model.name && context.index.file(of: property.owner).file.path == model.location.file
        && (property.binding.children.first?.trimmedRange.start ?? -1) == model.location.offset
    }
  }

  /// `model` when it is declared `static` (the model also records an instance property of a
  /// requirement's name, which does not satisfy the requirement).
  static func staticProperty(_ model: PropertyModel?, of type: TypeIdentity, in context: RuleContext) -> PropertyModel?
  {
    guard let model, property(model, of: type, in: context)?.isStatic == true else { return nil }
    return model
  }

  /// The function member `name` of `type` (the first one taking no arguments, else the first one),
  /// with the file it is in.
  static func function(
    _ name: String, of type: TypeIdentity, in context: RuleContext
  ) -> (node: SyntaxNode, file: ParsedFile)? {
    let candidates = context.index.members(of: path(of: type, in: context)).filter {
      $0.member.kind == .functionDecl && $0.member.declaredName == name
    }
    let chosen =
      candidates.first { ($0.member.child(.parameterClause)?.children(ofKind: .functionParameter) ?? []).isEmpty }
      ?? candidates.first
    return chosen.map { ($0.member, context.index.file(of: $0.declaration)) }
  }

  /// The names a pattern binding binds (`a` in `var a = 1`, `a` and `b` in `let (a, b) = t`).
  static func boundNames(of binding: SyntaxNode) -> [String] {
    guard let pattern = binding.children.first else { return [] }
    return ([pattern] + pattern.descendants).filter { $0.kind == .identifierPattern }.map {
      SyntaxNode.unescaped($0.text)
    }
  }

  /// The type annotation of a binding as written (`Store`, `Models.Store?`), if any.
  static func annotatedType(of binding: SyntaxNode) -> SyntaxNode? {
    binding.child(.typeAnnotation)?.children.first { $0.kind != .unexpected && $0.kind != .missingToken }
  }
}
