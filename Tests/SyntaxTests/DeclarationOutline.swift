import Source
import Syntax

/// A declaration outline (kinds, names, nesting, inheritance counts, member names, accessors)
/// computed from our tree or from `swiftc -frontend -dump-parse`, for comparing the two.
enum DeclarationOutline {
  /// Our outline of `tree`, with `#if` clauses chosen by `evaluator`.
  static func ours(_ tree: SyntaxTree, evaluator: IfConfigEvaluator) -> [String] {
    var lines: [String] = []
    walk(Array(tree.root.children), depth: 0, evaluator: evaluator, into: &lines)
    return lines
  }

  private static func walk(_ items: [SyntaxNode], depth: Int, evaluator: IfConfigEvaluator, into lines: inout [String])
  {
    let indent = String(repeating: "  ", count: depth)
    for node in items {
      switch node.kind {
      case .ifConfigDecl:
        // `-dump-parse` does not print declarations inside `#if` blocks (accessors excepted).
        break
      case .importDecl:
        lines.append(indent + "import " + (node.child(.importPath)?.text ?? ""))
      case .structDecl, .classDecl, .actorDecl, .enumDecl, .protocolDecl:
        let word =
          ["structDecl": "struct", "classDecl": "class", "actorDecl": "class", "enumDecl": "enum"][
            node.kind.dumpName] ?? "protocol"
        let name = node.directTokens.first { $0.kind == .identifier && !isWord($0) }?.text ?? ""
        lines.append(indent + "\(word) \(unescaped(name)) inherits=\(inheritedCount(node))")
        walk(members(node), depth: depth + 1, evaluator: evaluator, into: &lines)
      case .extensionDecl:
        let type = node.children.first { $0.kind != .attributeList && $0.kind != .modifierList }
        let name = (type?.text ?? "").filter { !$0.isWhitespace }
        lines.append(indent + "extension \(name) inherits=\(inheritedCount(node))")
        walk(members(node), depth: depth + 1, evaluator: evaluator, into: &lines)
      case .variableDecl:
        for binding in node.children(ofKind: .patternBinding) {
          for name in patternNames(binding) { lines.append(indent + "var \(unescaped(name))") }
          if let block = binding.child(.accessorBlock) {
            for accessor in accessorWords(block, evaluator: evaluator) {
              lines.append(indent + "  accessor \(accessor)")
            }
          }
        }
      case .functionDecl, .macroDecl:
        let nameToken = node.directTokens.first { $0.kind != .keyword && !isWord($0) }
        let name = unescaped(nameToken?.text ?? "")
        let isOperator = nameToken.map { $0.kind != .identifier } ?? false
        lines.append(
          indent + (node.kind == .macroDecl ? "macro " : "func ") + name + labels(node, operator: isOperator))
      case .initializerDecl:
        lines.append(indent + "init" + labels(node))
      case .deinitializerDecl:
        lines.append(indent + "deinit")
      case .subscriptDecl:
        lines.append(indent + "subscript" + labels(node, subscript: true))
        if let block = node.child(.accessorBlock) {
          for accessor in accessorWords(block, evaluator: evaluator) { lines.append(indent + "  accessor \(accessor)") }
        }
      case .enumCaseDecl:
        for element in node.children(ofKind: .enumCaseElement) {
          let name = element.directTokens.first { $0.kind == .identifier }?.text ?? ""
          lines.append(
            indent + "case " + unescaped(name) + (element.child(.parameterClause) != nil ? labels(element) : ""))
        }
      case .typeAliasDecl, .associatedTypeDecl:
        let word = node.kind == .typeAliasDecl ? "typealias" : "associatedtype"
        lines.append(indent + "\(word) " + (node.directTokens.first { $0.kind == .identifier }?.text ?? ""))
      case .operatorDecl:
        let name = node.directTokens.first { $0.kind.isOperator || $0.kind == .identifier && !isWord($0) }?.text ?? ""
        lines.append(indent + "operator \(name)")
      case .precedenceGroupDecl:
        lines.append(indent + "precedencegroup " + (node.directTokens.first { $0.kind == .identifier }?.text ?? ""))
      default:
        break
      }
    }
  }

  private static func unescaped(_ name: String) -> String {
    name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
  }

  private static func isWord(_ token: SyntaxToken) -> Bool {
    token.token.keyword == .actor || token.token.keyword == .macro
  }

  private static func members(_ node: SyntaxNode) -> [SyntaxNode] {
    Array(node.child(.memberBlock)?.children ?? node.children(ofKind: .memberBlock).first!.children)
  }

  private static func inheritedCount(_ node: SyntaxNode) -> Int {
    node.child(.inheritanceClause)?.children(ofKind: .inheritedType).count ?? 0
  }

  private static func patternNames(_ binding: SyntaxNode) -> [String] {
    guard let pattern = binding.children.first else { return [] }
    return ([pattern] + pattern.descendants).filter { $0.kind == .identifierPattern }.map(\.text)
  }

  private static func accessorWords(_ block: SyntaxNode, evaluator: IfConfigEvaluator) -> [String] {
    var accessors = block.children(ofKind: .accessorDecl)
    for config in block.children(ofKind: .ifConfigDecl) {
      if let clause = evaluator.activeClause(of: config) {
        accessors += evaluator.body(of: clause).filter { $0.kind == .accessorDecl }
      }
    }
    // Statements straight in the block, `#if` blocks among them, make an implicit getter; an
    // `#if` block holds accessors only if a clause of it does.
    let holdsAccessors = block.children(ofKind: .ifConfigDecl).contains { config in
      config.children(ofKind: .ifConfigClause).contains { clause in
        evaluator.body(of: clause).contains { $0.kind == .accessorDecl }
      }
    }
    if accessors.isEmpty && !holdsAccessors { return ["get"] }
    return accessors.map { accessor in
      accessor.directTokens.first { Parser.accessorKeywords.contains($0.token.keyword) }?.text ?? "?"
    }
  }

  /// `(a:_:)`: external labels of the parameters, `_` where there is none.
  private static func labels(
    _ node: SyntaxNode, subscript isSubscript: Bool = false, operator isOperator: Bool = false
  )
    -> String
  {
    guard let clause = node.child(.parameterClause) else { return "" }
    let parameters = clause.children(ofKind: .functionParameter)
    let names = parameters.map { parameter -> String in
      let words = parameter.directTokens.filter { $0.kind == .identifier || $0.kind == .keyword }
      if isOperator || (isSubscript && words.count < 2) { return "_:" }
      return unescaped(words.first?.text ?? "_") + ":"
    }
    return "(" + names.joined() + ")"
  }

  /// The compiler's outline from `-dump-parse` output.
  static func compiler(_ dump: String) -> [String] {
    struct Entry {
      let indent: Int
      let included: Bool
      let isContainer: Bool
      let depth: Int
    }
    var stack: [Entry] = []
    var lines: [String] = []
    for rawLine in dump.split(separator: "\n") {
      let line = String(rawLine)
      let indent = line.prefix { $0 == " " }.count
      let body = line.dropFirst(indent)
      guard body.hasPrefix("(") else { continue }
      while let last = stack.last, last.indent >= indent { stack.removeLast() }
      let kind = String(body.dropFirst().prefix { $0 != " " && $0 != ")" })
      let parent = stack.last
      let parentIsRoot = parent.map { $0.indent == 0 && !$0.included } ?? true
      let parentAllowsMembers = parentIsRoot || (parent?.included == true && parent?.isContainer == true)
      let depth = (parent?.included == true ? (parent?.depth ?? -1) + 1 : 0)
      var included = false
      var isContainer = false
      if parentAllowsMembers && !line.contains(" implicit") {
        let name = firstQuoted(body) ?? ""
        let indentText = String(repeating: "  ", count: depth)
        let inherits = quotedValue(body, key: "inherits=").map { $0.components(separatedBy: ", ").count } ?? 0
        switch kind {
        case "import_decl":
          lines.append(indentText + "import " + (quotedValue(body, key: "module=") ?? ""))
        case "struct_decl", "class_decl", "enum_decl", "protocol":
          let word = ["struct_decl": "struct", "class_decl": "class", "enum_decl": "enum"][kind] ?? "protocol"
          lines.append(indentText + "\(word) \(name) inherits=\(inherits)")
          included = true
          isContainer = true
        case "extension_decl":
          lines.append(indentText + "extension \(name.filter { !$0.isWhitespace }) inherits=\(inherits)")
          included = true
          isContainer = true
        case "var_decl":
          lines.append(indentText + "var \(name)")
          included = true
        case "subscript_decl":
          lines.append(indentText + name)
          included = true
        case "func_decl":
          lines.append(indentText + "func \(name)")
        case "macro_decl":
          lines.append(indentText + "macro \(name)")
        case "constructor_decl":
          lines.append(indentText + name)
        case "destructor_decl":
          lines.append(indentText + "deinit")
        case "enum_element_decl":
          if parent.map({ !$0.included }) == false || parentIsRoot { lines.append(indentText + "case \(name)") }
        case "typealias":
          lines.append(indentText + "typealias \(name)")
        case "associated_type_decl":
          lines.append(indentText + "associatedtype \(name)")
        case "infix_operator_decl", "prefix_operator_decl", "postfix_operator_decl":
          lines.append(indentText + "operator \(name)")
        case "precedence_group_decl":
          lines.append(indentText + "precedencegroup \(name)")
        default:
          break
        }
      } else if kind == "accessor_decl", let parent, parent.included, !parent.isContainer {
        let beforeFor = body.components(separatedBy: " for=").first ?? ""
        let word = beforeFor.split(separator: " ").last.map(String.init)
        lines.append(String(repeating: "  ", count: parent.depth + 1) + "accessor " + (word ?? "?"))
      }
      stack.append(Entry(indent: indent, included: included, isContainer: isContainer, depth: depth))
    }
    return lines
  }

  private static func firstQuoted(_ text: Substring) -> String? {
    guard let open = text.firstIndex(of: "\"") else { return nil }
    let rest = text[text.index(after: open)...]
    guard let close = rest.firstIndex(of: "\"") else { return nil }
    let before = text[..<open]
    if before.hasSuffix("=") { return nil }
    return String(rest[..<close])
  }

  private static func quotedValue(_ text: Substring, key: String) -> String? {
    guard let range = text.range(of: key + "\"") else { return nil }
    let rest = text[range.upperBound...]
    guard let close = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<close])
  }
}
