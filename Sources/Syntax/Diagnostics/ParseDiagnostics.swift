import Diagnostics
import Source

/// Words the diagnostics of a parsed file: the lexer's issues plus one message per missing or
/// unexpected node, and "nesting too deep" where the budget ran out.
///
/// The parser only records structure; this pass decides what to say. Rules: missing closing
/// quotes are not repeated (the lexer reported the unterminated string); several missing nodes
/// at the same offset give one message (the first); inside a stretch skipped after a nesting
/// failure only the nesting error is reported; a missing closing delimiter carries a note at
/// its opener.
public enum ParseDiagnostics {
  /// Stable ids of parse diagnostics.
  public enum ID {
    /// A token the grammar requires is absent.
    public static let expectedToken: DiagnosticID = "expected-token"
    /// An expression is absent.
    public static let expectedExpression: DiagnosticID = "expected-expression"
    /// A type is absent.
    public static let expectedType: DiagnosticID = "expected-type"
    /// A pattern is absent.
    public static let expectedPattern: DiagnosticID = "expected-pattern"
    /// A declaration is absent after attributes or modifiers.
    public static let expectedDeclaration: DiagnosticID = "expected-declaration"
    /// Tokens the parser could not place.
    public static let unexpectedCode: DiagnosticID = "unexpected-code"
    /// The nesting budget ran out.
    public static let nestingTooDeep: DiagnosticID = "nesting-too-deep"
  }

  /// Every diagnostic of `tree`, lexer issues included, in report order.
  public static func diagnose(_ tree: SyntaxTree) -> [Diagnostic] {
    let path = tree.file.path
    var result = tree.lexerIssues.map { $0.diagnostic(path: path) }
    for failure in tree.nestingFailures {
      result.append(
        Diagnostic(
          id: ID.nestingTooDeep, severity: .error, message: "nesting too deep", path: path,
          range: .empty(at: failure.offset)))
    }
    var lastMissingOffset = -1
    // The kinds are read from the flat storage: a node view per node retained and released the
    // tree for each, and nearly every node is neither missing nor unexpected.
    let nodes = tree.nodes
    for index in nodes.indices {
      let kind = nodes[index].kind
      guard kind.isMissing || kind == .unexpected else { continue }
      let node = tree.node(at: index)
      let range = node.trimmedRange
      if tree.nestingFailures.contains(where: { $0.suppressedStart <= range.start && range.start <= $0.suppressedEnd })
      {
        continue
      }
      if kind == .unexpected {
        guard !node.isEmpty, node.parent?.kind != .unexpected else { continue }
        result.append(unexpected(node, path: path))
        continue
      }
      if range.start == lastMissingOffset { continue }
      if let diagnostic = missing(node, path: path) {
        result.append(diagnostic)
        lastMissingOffset = range.start
      }
    }
    return result.sorted(by: Diagnostic.reportOrder)
  }

  private static func missing(_ node: SyntaxNode, path: String) -> Diagnostic? {
    let range = node.trimmedRange
    let context = node.parent.map { contextName($0) } ?? "file"
    switch node.kind {
    case .missingToken:
      let detail = node.raw.detail
      let expected: String
      var notes: [Diagnostic.Note] = []
      if detail & Parser.missingKeywordFlag != 0 {
        expected = "'\(Keyword(rawValue: UInt8(detail & 0xFF))?.spelling ?? "keyword")'"
      } else {
        guard let tokenKind = TokenKind(rawValue: UInt8(detail)) else { return nil }
        if tokenKind == .stringQuote || tokenKind == .multilineStringQuote { return nil }
        expected = spelling(of: tokenKind)
        if let opener = opener(for: tokenKind), let parent = node.parent,
          let openToken = parent.directTokens.first(where: { $0.kind == opener })
        {
          notes.append(
            Diagnostic.Note(
              message: "to match this opening '\(openToken.text)'", path: path, range: openToken.range))
          return Diagnostic(
            id: ID.expectedToken, severity: .error, message: "expected \(expected) to end \(context)", path: path,
            range: range, notes: notes)
        }
      }
      return Diagnostic(
        id: ID.expectedToken, severity: .error, message: "expected \(expected) in \(context)", path: path, range: range)
    case .missingExpr:
      let afterOperator =
        node.parent.map { parent in
          parent.children.contains { $0.kind == .binaryOperator && $0.trimmedRange.end <= range.start }
        } ?? false
      let message = afterOperator ? "expected expression after operator" : "expected expression in \(context)"
      return Diagnostic(id: ID.expectedExpression, severity: .error, message: message, path: path, range: range)
    case .missingType:
      return Diagnostic(
        id: ID.expectedType, severity: .error, message: "expected type in \(context)", path: path, range: range)
    case .missingPattern:
      return Diagnostic(
        id: ID.expectedPattern, severity: .error, message: "expected pattern in \(context)", path: path, range: range)
    case .missingDecl:
      return Diagnostic(
        id: ID.expectedDeclaration, severity: .error, message: "expected declaration", path: path,
        range: .empty(at: node.trimmedRange.end))
    default:
      return nil
    }
  }

  private static func unexpected(_ node: SyntaxNode, path: String) -> Diagnostic {
    let text = node.text
    let shown = text.count > 40 ? String(text.prefix(37)) + "..." : text
    let flat = shown.replacingNewlinesWithSpaces()
    let message: String
    if node.parent?.kind == .sourceFile && text == "}" {
      message = "extraneous '}' at top level"
    } else {
      let context = node.parent.map { contextName($0) } ?? "file"
      message = "unexpected code '\(flat)' in \(context)"
    }
    return Diagnostic(id: ID.unexpectedCode, severity: .error, message: message, path: path, range: node.trimmedRange)
  }

  /// The opening token kind that a missing closing token of `kind` matches.
  private static func opener(for kind: TokenKind) -> TokenKind? {
    switch kind {
    case .rightParen: return .leftParen
    case .rightBrace: return .leftBrace
    case .rightSquare: return .leftSquare
    case .interpolationEnd: return .interpolationStart
    default: return nil
    }
  }

  /// How a missing token of `kind` is named in a message.
  static func spelling(of kind: TokenKind) -> String {
    switch kind {
    case .leftParen: return "'('"
    case .rightParen, .interpolationEnd: return "')'"
    case .leftBrace: return "'{'"
    case .rightBrace: return "'}'"
    case .leftSquare: return "'['"
    case .rightSquare: return "']'"
    case .comma: return "','"
    case .colon: return "':'"
    case .semicolon: return "';'"
    case .period: return "'.'"
    case .equal: return "'='"
    case .arrow: return "'->'"
    case .identifier: return "name"
    case .binaryOperator: return "'>'"
    case .poundEndif: return "'#endif'"
    case .integerLiteral: return "integer literal"
    default: return kind.dumpName
    }
  }

  /// How a node is named as the context of a message, e.g. "function call".
  static func contextName(_ node: SyntaxNode) -> String {
    switch node.kind {
    case .memberBlock, .codeBlock, .accessorBlock, .parameterClause, .inheritanceClause, .genericWhereClause,
      .typeAnnotation, .initializerClause, .returnClause, .effectSpecifiers, .labeledExprList, .labeledExpr,
      .condition, .conditionList, .patternBinding, .genericParameterClause, .genericArgumentClause,
      .closureSignature, .attributeList, .modifierList, .switchCaseLabel, .caseItem, .whereClause, .arrayElement,
      .dictionaryElement:
      if let parent = node.parent { return contextName(parent) }
      return "file"
    default:
      return node.kind.contextDescription
    }
  }
}

extension SyntaxKind {
  /// A short human name for messages, e.g. `functionCallExpr` → "function call".
  var contextDescription: String {
    switch self {
    case .sourceFile: return "file"
    case .structDecl: return "struct"
    case .classDecl: return "class"
    case .enumDecl: return "enum"
    case .actorDecl: return "actor"
    case .protocolDecl: return "protocol"
    case .extensionDecl: return "extension"
    case .functionDecl: return "function"
    case .initializerDecl: return "initializer"
    case .subscriptDecl: return "subscript"
    case .variableDecl: return "variable"
    case .enumCaseDecl, .enumCaseElement: return "enum case"
    case .functionCallExpr: return "function call"
    case .subscriptCallExpr: return "subscript"
    case .tupleExpr: return "tuple"
    case .arrayExpr, .dictionaryExpr: return "container literal"
    case .closureExpr: return "closure"
    case .stringLiteralExpr, .interpolationSegment: return "string interpolation"
    case .ifExpr: return "'if' statement"
    case .guardStmt: return "'guard' statement"
    case .switchExpr, .switchCase: return "'switch' statement"
    case .forStmt: return "'for' statement"
    case .whileStmt: return "'while' statement"
    case .repeatStmt: return "'repeat' statement"
    case .doStmt, .catchClause: return "'do' statement"
    case .attribute: return "attribute"
    case .ifConfigDecl, .ifConfigClause: return "conditional compilation block"
    case .unresolvedTernary, .ternaryExpr: return "ternary expression"
    case .memberAccessExpr: return "member access"
    case .keyPathExpr, .keyPathComponent: return "key path"
    case .tupleType, .tupleTypeElement: return "tuple type"
    case .functionParameter: return "parameter"
    case .genericParameter: return "generic parameter"
    case .genericArgument: return "generic argument"
    case .importDecl, .importPath: return "import"
    default:
      return String(describing: self).replacingCamelCaseWithSpaces()
    }
  }
}

extension String {
  /// `functionCallExpr` → "function call expr".
  fileprivate func replacingCamelCaseWithSpaces() -> String {
    var result = ""
    for character in self {
      if character.isUppercase {
        result.append(" ")
        result.append(Character(character.lowercased()))
      } else {
        result.append(character)
      }
    }
    return result
  }

  fileprivate func replacingNewlinesWithSpaces() -> String {
    String(map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
  }
}
