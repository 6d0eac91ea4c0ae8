import Evaluator
import Syntax

/// Answers the evaluator's questions about names from the module index and a small table of
/// Apple's App Intents API.
public struct IndexNameResolver: ConstantNameResolving {
  /// The index names are looked up in.
  public let index: ModuleIndex

  /// Creates a resolver over `index`.
  public init(index: ModuleIndex) {
    self.index = index
  }

  public func resolveType(_ spelled: String, from context: String?) -> String? {
    let path = TypeNames.path(of: spelled)
    guard let last = path.last, !last.isEmpty else { return nil }
    if let resolved = index.resolveTypePath(path, from: scope(of: context)) {
      if let alias = index.typeAlias(resolved), alias.aliased != spelled {
        return resolveType(alias.aliased, from: context) ?? alias.aliased
      }
      return index.qualifiedName(resolved)
    }
    if path.count == 1 {
      if let aliased = AppIntentsAPI.typeAliases[last] { return "AppIntents.\(aliased)" }
      if AppIntentsAPI.typeNames.contains(last) { return "AppIntents.\(last)" }
      if AppIntentsAPI.swiftTypeNames.contains(last) { return "Swift.\(last)" }
    }
    if path.count > 1, path[0] == "AppIntents" || path[0] == "Swift" || path[0] == "Foundation" {
      return path.joined(separator: ".")
    }
    guard let first = last.unicodeScalars.first, first.properties.isUppercase else { return nil }
    return path.joined(separator: ".")
  }

  public func member(_ member: String, of qualifiedType: String) -> MemberDeclarationKind? {
    if let path = modulePath(of: qualifiedType) { return index.memberKinds(of: .moduleType(path))[member] }
    let name = TypeNames.path(of: qualifiedType).last ?? qualifiedType
    if let kind = index.memberKinds(of: .externalType(name))[member] { return kind }
    if let known = AppIntentsAPI.members[name]?[member] { return known }
    if AppIntentsAPI.staticMemberTypes.contains(name) || name.hasPrefix("Unit") { return .staticProperty }
    return nil
  }

  public func staticFunctionResultType(_ member: String, of qualifiedType: String) -> String? {
    guard let path = modulePath(of: qualifiedType) else { return nil }
    for (node, _) in index.members(of: path) where node.kind == .functionDecl && node.declaredName == member {
      guard let returned = node.child(.returnClause)?.children.first?.text else { return nil }
      if returned == "Self" { return qualifiedType }
      return resolveType(returned, from: qualifiedType) ?? returned
    }
    return nil
  }

  public func isExpressibleByStringLiteral(_ qualifiedType: String) -> Bool {
    let name = TypeNames.path(of: qualifiedType).last ?? qualifiedType
    if KnownAppIntentsTypes.stringLiteralTypes.contains(name) { return true }
    guard let path = modulePath(of: qualifiedType) else { return false }
    let conformances = ConformanceResolver(index: index).conformances(of: path).all
    return conformances.contains("ExpressibleByStringLiteral")
      || conformances.contains("ExpressibleByStringInterpolation")
  }

  public func functionParameters(_ name: String) -> [FunctionParameterInfo]? {
    guard let function = index.functions[name], let clause = function.child(.parameterClause) else { return nil }
    return clause.children(ofKind: .functionParameter).map { parameter in
      let label = parameter.directTokens.first { $0.kind == .identifier || $0.kind == .keyword }?.text
      return FunctionParameterInfo(
        label: label == "_" ? nil : label,
        defaultValue: parameter.child(.initializerClause)?.children.first)
    }
  }

  /// The module path of a qualified name (`Module.A.B` → `["A", "B"]`), if it is a module type.
  func modulePath(of qualifiedType: String) -> [String]? {
    let path = TypeNames.path(of: qualifiedType)
    guard path.first == index.moduleName, path.count > 1 else { return nil }
    let inner = Array(path.dropFirst())
    return index.type(inner) != nil ? inner : nil
  }

  private func scope(of context: String?) -> [String] {
    guard let context else { return [] }
    var path = TypeNames.path(of: context)
    if path.first == index.moduleName { path.removeFirst() }
    return path
  }

  /// Every name `node` declares as a member, with how, in source order: its enum cases, the
  /// names its pattern bindings bind, or its name when it is a `static` (or `class`) function.
  static func declaredMembers(of node: SyntaxNode) -> [(name: String, kind: MemberDeclarationKind)] {
    switch node.kind {
    case .enumCaseDecl:
      return node.children(ofKind: .enumCaseElement).compactMap { element in
        element.declaredNameOfElement.map { ($0, .enumCase(hasPayload: element.child(.parameterClause) != nil)) }
      }
    case .variableDecl:
      let kind: MemberDeclarationKind =
        node.modifierWords.contains { $0 == "static" || $0 == "class" } ? .staticProperty : .instanceProperty
      return node.children(ofKind: .patternBinding).flatMap { binding in binding.boundNames.map { ($0, kind) } }
    case .functionDecl:
      guard let name = node.declaredName, node.modifierWords.contains(where: { $0 == "static" || $0 == "class" })
      else { return [] }
      return [(name, .staticFunction)]
    default:
      return []
    }
  }
}

extension SyntaxNode {
  /// For an `enumCaseElement`: the case name.
  var declaredNameOfElement: String? {
    directTokens.first { $0.kind == .identifier }.map { SyntaxNode.unescaped($0.text) }
  }

  /// For a `patternBinding`: the names its pattern binds.
  var boundNames: [String] {
    guard let pattern = children.first else { return [] }
    return ([pattern] + pattern.descendants).filter { $0.kind == .identifierPattern }.map {
      SyntaxNode.unescaped($0.text)
    }
  }
}
