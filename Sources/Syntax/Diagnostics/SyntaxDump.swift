import Source

/// Renders a tree as JSON for `appintents dump syntax` (format in `docs/syntax.md`).
///
/// One element per line, indented by depth, so golden files diff well. Written with an
/// explicit stack, so a tree of any depth renders without recursion.
public enum SyntaxDump {
  /// The JSON document for `tree`, reporting the file as `path`.
  public static func render(_ tree: SyntaxTree, path: String) -> String {
    var output = "{\"file\": \(quoted(path)), \"tree\":\n"
    struct Frame {
      let elements: [SyntaxElement]
      var next: Int
    }
    output += nodeOpening(tree.root, indent: 0)
    var stack = [Frame(elements: tree.root.elements, next: 0)]
    while !stack.isEmpty {
      let depth = stack.count
      let frame = stack[stack.count - 1]
      if frame.next == frame.elements.count {
        stack.removeLast()
        output += "\n" + String(repeating: "  ", count: depth - 1) + "]}"
        continue
      }
      stack[stack.count - 1].next += 1
      output += frame.next == 0 ? "\n" : ",\n"
      let indent = String(repeating: "  ", count: depth)
      switch frame.elements[frame.next] {
      case .token(let token):
        output += indent + "{\"token\": \"\(token.kind.dumpName)\", \"text\": \(quoted(token.text))}"
      case .node(let node):
        if node.kind == .missingToken {
          output += indent + "{\"kind\": \"missingToken\", \"expected\": \(quoted(missingSpelling(node)))"
          output += ", \"offset\": \(node.trimmedRange.start)}"
        } else {
          output += nodeOpening(node, indent: depth)
          let elements = node.elements
          if elements.isEmpty {
            output += "]}"
          } else {
            stack.append(Frame(elements: elements, next: 0))
          }
        }
      }
    }
    return output + "\n}\n"
  }

  private static func nodeOpening(_ node: SyntaxNode, indent: Int) -> String {
    let range = node.trimmedRange
    let prefix = indent == 0 ? "" : String(repeating: "  ", count: indent)
    return prefix + "{\"kind\": \"\(node.kind.dumpName)\", \"range\": [\(range.start), \(range.end)], \"children\": ["
  }

  private static func missingSpelling(_ node: SyntaxNode) -> String {
    let detail = node.raw.detail
    if detail & Parser.missingKeywordFlag != 0 {
      return Keyword(rawValue: UInt8(detail & 0xFF))?.spelling ?? "keyword"
    }
    return TokenKind(rawValue: UInt8(detail))?.dumpName ?? "token"
  }

  /// `text` as a JSON string literal.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
