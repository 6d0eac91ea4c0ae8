import Model
import Source
import Syntax

/// Every `AppDependencyManager` registration in the scanned sources, with the type it registers
/// when the expression says so.
///
/// A registration is a call of a member `add` with a `dependency:` argument
/// (`AppDependencyManager.shared.add(dependency: Store())`, `add(key: "db", dependency: db)`),
/// or `AppDependencyManager.shared.add { Store() }`. The type comes from an initializer call
/// (`Store()`, `Models.Store(url:)`), an `as` cast, a closure returning one of those, or a
/// local `let` in the same function holding one. Anything else (`Store.shared`, `makeStore()`)
/// is a registration of an unknown type.
struct DependencyRegistrations {
  /// One registration.
  struct Registration {
    /// The registered type's last name component (`Store`), or `nil` when it cannot be told.
    var typeName: String?
    /// The file of the call.
    var file: ParsedFile
    /// The `add` call.
    var call: SyntaxNode
    /// The view modifier (`onAppear`, `task`) whose closure the call is in, if any.
    var viewLifecycleModifier: String?
  }

  /// The registrations in file order, then source order.
  private(set) var registrations: [Registration] = []

  /// Finds the registrations of every file of `index`.
  init(_ index: ModuleIndex) {
    for file in index.files where Self.spellsAdd(file.tree) {
      for node in file.tree.root.descendants(ofKind: .functionCallExpr) {
        guard let (provider, isAppDependencyManager) = Self.provider(of: node) else { continue }
        let typeName = Self.typeName(of: provider, depth: 0)
        // An unrelated `x.add { ... }` must not hide every finding, so it counts only with a known type.
        guard typeName != nil || isAppDependencyManager else { continue }
        registrations.append(
          Registration(
            typeName: typeName, file: file, call: node, viewLifecycleModifier: Self.viewLifecycleModifier(around: node))
        )
      }
    }
  }

  /// Whether `tree` has an `add` identifier token (plain or in backticks): a file without one
  /// registers nothing, and its syntax tree need not be walked.
  private static func spellsAdd(_ tree: SyntaxTree) -> Bool {
    let bytes = tree.file.bytes
    return tree.tokens.contains { token in
      guard token.kind == .identifier else { return false }
      let start = Int(token.start)
      switch token.length {
      case 3: return bytes[start] == 0x61 && bytes[start + 1] == 0x64 && bytes[start + 2] == 0x64
      case 5:
        return bytes[start + 1] == 0x61 && bytes[start + 2] == 0x64 && bytes[start + 3] == 0x64 && bytes[start] == 0x60
      default: return false
      }
    }
  }

  /// Whether some registration's type cannot be told (it might register anything).
  var hasUnknownType: Bool { registrations.contains { $0.typeName == nil } }

  /// The registrations of the type named `name`.
  func registrations(of name: String) -> [Registration] {
    registrations.filter { $0.typeName == name }
  }

  /// The expression that provides the dependency when `call` is a registration, and whether the
  /// call is made on `AppDependencyManager` or has the `dependency:` label (and so is certainly
  /// one).
  private static func provider(of call: SyntaxNode) -> (SyntaxNode, Bool)? {
    guard let called = call.calledExpression, called.kind == .memberAccessExpr, called.memberName == "add" else {
      return nil
    }
    if let argument = call.arguments.first(where: { $0.label == "dependency" }) { return (argument.value, true) }
    guard call.arguments.allSatisfy({ $0.label == "key" }),
      let closure = call.trailingClosures.first(where: { $0.label == nil })?.closure
    else { return nil }
    return (closure, called.memberBase?.text.contains("AppDependencyManager") ?? false)
  }

  /// The last name component of the type an expression creates, or `nil`.
  static func typeName(of expression: SyntaxNode, depth: Int) -> String? {
    guard depth < 4 else { return nil }
    switch expression.kind {
    case .tryExpr, .awaitExpr:
      return Array(expression.children).last.flatMap { typeName(of: $0, depth: depth + 1) }
    case .asExpr:
      return Array(expression.children).last.flatMap { simpleTypeName($0.text) }
    case .functionCallExpr:
      guard let called = expression.calledExpression else { return nil }
      var text = called.text.removingWhitespace
      if text.hasSuffix(".init") { text.removeLast(5) }
      guard let name = TypeNames.path(of: text).last, name.first?.isUppercase == true,
        TypeNames.path(of: text).dropLast().allSatisfy({ $0.first?.isUppercase == true })
      else { return nil }
      return name
    case .closureExpr:
      if let returnType = expression.child(.closureSignature)?.child(.returnClause)?.children.first {
        return simpleTypeName(returnType.text)
      }
      let items = expression.items
      guard items.count == 1 else { return nil }
      let value = items[0].kind == .returnStmt ? items[0].children.first : items[0]
      return value.flatMap { typeName(of: $0, depth: depth + 1) }
    case .declReferenceExpr:
      return localValue(named: expression.text, before: expression).flatMap { binding in
        if let annotated = MemberSyntax.annotatedType(of: binding) { return simpleTypeName(annotated.text) }
        return binding.child(.initializerClause)?.children.first.flatMap { typeName(of: $0, depth: depth + 1) }
      }
    default:
      return nil
    }
  }

  /// The binding of a `let` named `name` declared before `use` in the enclosing closures and
  /// function, initializer or accessor body (innermost first), if one scope has exactly one.
  private static func localValue(named name: String, before use: SyntaxNode) -> SyntaxNode? {
    var current = use.ancestor(scopeKinds)
    while let scope = current {
      let bindings = scope.descendants(ofKind: .patternBinding).filter { node in
        node.trimmedRange.end <= use.trimmedRange.start
          && node.parent?.kind == .variableDecl && node.parent?.directTokens.contains { $0.text == "let" } == true
          && MemberSyntax.boundNames(of: node) == [name]
      }
      if !bindings.isEmpty { return bindings.count == 1 ? bindings[0] : nil }
      if scope.kind != .closureExpr { return nil }
      current = scope.ancestor(scopeKinds)
    }
    return nil
  }

  /// The bodies a local `let` can be declared in.
  private static let scopeKinds: Set<SyntaxKind> = [.functionDecl, .initializerDecl, .closureExpr, .accessorDecl]

  /// `Store` for `Store`, `Models.Store?`, `any StoreProtocol`.
  static func simpleTypeName(_ text: String) -> String? {
    var text = String(text.drop { $0 == " " })
    for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    guard let name = TypeNames.path(of: text).last, name.first?.isLetter == true || name.first == "_" else {
      return nil
    }
    return name
  }

  /// `onAppear` or `task` when `node` is inside a closure passed to such a view modifier.
  private static func viewLifecycleModifier(around node: SyntaxNode) -> String? {
    var current = node.ancestor([.closureExpr])
    while let closure = current {
      if let call = closure.ancestor([.functionCallExpr]),
        call.trailingClosures.contains(where: { $0.closure == closure })
          || call.arguments.contains(where: { $0.value == closure }),
        let name = call.calledExpression?.memberName, name == "onAppear" || name == "task"
      {
        return name
      }
      current = closure.ancestor([.closureExpr])
    }
    return nil
  }
}
