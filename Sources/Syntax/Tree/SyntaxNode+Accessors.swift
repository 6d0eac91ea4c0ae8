import Source

/// Typed views of common node shapes, so later stages do not count children by hand.
extension SyntaxNode {
  /// One argument of a call, subscript, tuple, attribute or interpolation.
  public struct Argument: Sendable, Hashable {
    /// The label, or `nil` for an unlabeled argument.
    public var label: String?
    /// The label token's range, when there is a label.
    public var labelRange: ByteRange?
    /// The argument's expression (a `missingExpr` when absent).
    public var value: SyntaxNode
  }

  /// The elements of a `labeledExprList` (or of the list inside a call, tuple, subscript,
  /// attribute or interpolation node).
  public var arguments: [Argument] {
    let list = kind == .labeledExprList ? self : child(.labeledExprList)
    guard let list else { return [] }
    return list.children(ofKind: .labeledExpr).compactMap { element in
      guard let value = element.children.first(where: { $0.kind != .unexpected }) else { return nil }
      let tokens = element.directTokens
      if tokens.count >= 2, tokens[1].kind == .colon, tokens[0].range.end <= value.trimmedRange.start {
        return Argument(label: tokens[0].text, labelRange: tokens[0].range, value: value)
      }
      return Argument(label: nil, labelRange: nil, value: value)
    }
  }

  /// The closures after a call's parentheses: the unlabeled trailing closure first, then the
  /// labeled ones (`label: { ... }`).
  public var trailingClosures: [(label: String?, closure: SyntaxNode)] {
    var result: [(label: String?, closure: SyntaxNode)] = []
    for child in children where child.kind == .closureExpr { result.append((nil, child)) }
    if let more = child(.trailingClosures) {
      var pendingLabel: String?
      for element in more.elements {
        switch element {
        case .token(let token) where token.kind == .identifier || token.kind == .keyword:
          pendingLabel = token.text
        case .node(let node) where node.kind == .closureExpr:
          result.append((pendingLabel, node))
          pendingLabel = nil
        default: break
        }
      }
    }
    return result
  }

  /// The called expression of a `functionCallExpr` or `subscriptCallExpr`.
  public var calledExpression: SyntaxNode? {
    guard kind == .functionCallExpr || kind == .subscriptCallExpr else { return nil }
    return children.first
  }

  /// For a `memberAccessExpr`: the base expression (`nil` for an implicit `.member`).
  public var memberBase: SyntaxNode? {
    guard kind == .memberAccessExpr, let first = children.first,
      first.trimmedRange.start < (directTokens.first?.range.start ?? 0)
    else { return nil }
    return first
  }

  /// For a `memberAccessExpr`: the member's name (`nil` when missing).
  public var memberName: String? {
    guard kind == .memberAccessExpr else { return nil }
    let tokens = directTokens
    guard let period = tokens.firstIndex(where: { $0.kind == .period }), period + 1 < tokens.count else { return nil }
    return tokens[period + 1].text
  }

  /// The statements and declarations of a code block, closure, accessor body or clause (the
  /// nodes between the braces).
  public var items: [SyntaxNode] {
    children.filter {
      $0.kind != .closureSignature && $0.kind != .unexpected && $0.kind != .missingToken
    }
  }

  /// The declared name of a declaration: the first identifier after its keyword, without
  /// backticks.
  public var declaredName: String? {
    let tokens = directTokens
    guard
      let keywordIndex = tokens.firstIndex(where: {
        $0.kind == .keyword || $0.token.keyword == .actor
          || $0.token.keyword == .macro
      })
    else { return nil }
    let name = tokens.dropFirst(keywordIndex + 1).first { $0.kind == .identifier }
    return name.map { SyntaxNode.unescaped($0.text) }
  }

  /// The source spelling of a name without backticks.
  ///
  /// The lexer escapes a name with the byte of a backtick, so a name whose first byte is
  /// another is returned as it is, without walking its characters (`count`, `hasPrefix` and
  /// `hasSuffix` compare whole characters: 2% of a large run's instructions, and they took
  /// U+1FEF GREEK VARIA, which is canonically equivalent to a backtick, for one).
  public static func unescaped(_ name: String) -> String {
    guard name.utf8.first == UInt8(ascii: "`") else { return name }
    return name.count > 1 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
  }

  /// The declaration's modifier words (`static`, `private`, ...).
  public var modifierWords: [String] {
    child(.modifierList)?.children(ofKind: .modifier).compactMap { $0.directTokens.first?.text } ?? []
  }

  /// The declaration's attributes, including those inside `#if` blocks of the attribute list.
  public var attributes: [SyntaxNode] {
    guard let list = child(.attributeList) else { return [] }
    return list.descendants(ofKind: .attribute)
  }

  /// For an `attribute`: its name as written (`Parameter`, `available`, `SwiftUI.Bindable`).
  public var attributeName: String? {
    guard kind == .attribute else { return nil }
    return children.first { $0.kind == .identifierType || $0.kind == .memberType }?.text
  }

  /// The types listed in the inheritance clause, as nodes.
  public var inheritedTypes: [SyntaxNode] {
    child(.inheritanceClause)?.children(ofKind: .inheritedType).compactMap { $0.children.first } ?? []
  }

  /// The members of a type or extension (the items of its member block).
  public var members: [SyntaxNode] {
    guard let block = child(.memberBlock) else { return [] }
    return Array(block.children)
  }
}
