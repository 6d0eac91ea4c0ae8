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
    if let path = modulePath(of: qualifiedType) {
      for (node, _) in index.members(of: path) {
        if let kind = IndexNameResolver.kind(of: node, named: member) { return kind }
      }
      return nil
    }
    let name = TypeNames.path(of: qualifiedType).last ?? qualifiedType
    for declaration in index.externalExtensions(named: name) {
      for node in index.activeItems(declaration.node.members) {
        if let kind = IndexNameResolver.kind(of: node, named: member) { return kind }
      }
    }
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

  /// How `node` declares `name`, if it does.
  static func kind(of node: SyntaxNode, named name: String) -> MemberDeclarationKind? {
    switch node.kind {
    case .enumCaseDecl:
      for element in node.children(ofKind: .enumCaseElement) where element.declaredNameOfElement == name {
        return .enumCase(hasPayload: element.child(.parameterClause) != nil)
      }
    case .variableDecl:
      let isStatic = node.modifierWords.contains { $0 == "static" || $0 == "class" }
      for binding in node.children(ofKind: .patternBinding) where binding.boundNames.contains(name) {
        return isStatic ? .staticProperty : .instanceProperty
      }
    case .functionDecl:
      if node.declaredName == name, node.modifierWords.contains(where: { $0 == "static" || $0 == "class" }) {
        return .staticFunction
      }
    default:
      break
    }
    return nil
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
