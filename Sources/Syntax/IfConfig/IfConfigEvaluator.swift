import Source

/// Decides which clause of an `#if` block is active under a `BuildConfiguration`.
///
/// Understands `os`, `arch`, `canImport`, `targetEnvironment`, `swift`, `compiler`, `hasFeature`,
/// `hasAttribute`, `_endian`, `_pointerBitWidth`, `_runtime`, defined names, `true`/`false`,
/// `!`, `&&`, `||` and parentheses. A condition it cannot read counts as false (the clause is
/// inactive), as a name that is not defined does.
public struct IfConfigEvaluator: Sendable {
  /// The configuration conditions are evaluated against.
  public let configuration: BuildConfiguration

  /// Creates an evaluator.
  public init(configuration: BuildConfiguration) {
    self.configuration = configuration
  }

  /// The active clause of an `ifConfigDecl` node, or `nil` when no clause is active.
  public func activeClause(of block: SyntaxNode) -> SyntaxNode? {
    for clause in block.children(ofKind: .ifConfigClause) {
      let directive = clause.directTokens.first
      if directive?.kind == .poundElse { return clause }
      guard let condition = clause.children.first(where: { $0.kind != .unexpected }) else { continue }
      if evaluate(condition) { return clause }
    }
    return nil
  }

  /// The nodes of a clause's body (everything after its condition).
  public func body(of clause: SyntaxNode) -> [SyntaxNode] {
    let isElse = clause.directTokens.first?.kind == .poundElse
    return Array(clause.children.dropFirst(isElse ? 0 : 1))
  }

  /// Evaluates a condition expression.
  public func evaluate(_ node: SyntaxNode) -> Bool {
    var current = node
    for _ in 0..<10_000 {
      switch current.kind {
      case .tupleExpr:
        guard let inner = current.child(.labeledExprList)?.children.first?.children.first else { return false }
        current = inner
        continue
      case .booleanLiteralExpr:
        return current.text == "true"
      case .declReferenceExpr:
        return configuration.defines.contains(current.text)
      case .prefixOperatorExpr:
        guard current.directTokens.first?.is("!") == true, let operand = current.children.first else { return false }
        return !evaluate(operand)
      case .infixOperatorExpr:
        let parts = Array(current.children)
        guard parts.count == 3 else { return false }
        let operatorText = parts[1].text
        if operatorText == "&&" { return evaluate(parts[0]) && evaluate(parts[2]) }
        if operatorText == "||" { return evaluate(parts[0]) || evaluate(parts[2]) }
        return false
      case .functionCallExpr:
        return evaluateCall(current)
      default:
        return false
      }
    }
    return false
  }

  private func evaluateCall(_ call: SyntaxNode) -> Bool {
    guard let callee = call.children.first, callee.kind == .declReferenceExpr,
      let argument = call.child(.labeledExprList)?.children.first
    else { return false }
    let value = argument.text
    switch callee.text {
    case "os": return configuration.platform.osNames.contains(value)
    case "arch": return configuration.architecture == value
    case "canImport":
      let module = Self.firstArgument(of: value)
      return configuration.canImport(module)
    case "targetEnvironment":
      if value == "simulator" { return configuration.isSimulator }
      if value == "macCatalyst" { return configuration.isMacCatalyst }
      return false
    case "swift": return compareVersion(value, with: configuration.languageVersion)
    case "compiler": return compareVersion(value, with: configuration.compilerVersion)
    case "hasFeature": return configuration.features.contains(value)
    case "hasAttribute": return true
    case "_endian": return value == "little"
    case "_pointerBitWidth": return value == "_64"
    case "_runtime": return value == "_ObjC" ? configuration.platform.isApple : value == "_Native"
    case "_hasAtomicBitWidth": return true
    default: return false
    }
  }

  /// The first of the comma-separated arguments in `value`, spaces trimmed: `canImport(UIKit,
  /// _version: 2)` imports `UIKit`. ASCII text (all of it in practice) is split and trimmed over
  /// its bytes; other text by characters, where a `,` or a space joined to a combining mark is
  /// not one.
  static func firstArgument(of value: String) -> String {
    guard value.utf8.allSatisfy({ $0 < 0x80 }) else {
      return value.split(separator: ",").first.map { String($0).trimmingSpaces() } ?? value
    }
    let bytes = value.utf8
    guard let piece = bytes.split(separator: UInt8(ascii: ",")).first else { return value }
    guard let start = piece.firstIndex(where: { $0 != UInt8(ascii: " ") }),
      let last = piece.lastIndex(where: { $0 != UInt8(ascii: " ") })
    else { return "" }
    return String(value[start..<bytes.index(after: last)])
  }

  /// Evaluates `>=5.9` or `<6` against `actual`.
  private func compareVersion(_ text: String, with actual: [Int]) -> Bool {
    let trimmed = text.trimmingSpaces()
    let isLessThan = trimmed.hasPrefix("<")
    guard trimmed.hasPrefix(">=") || isLessThan else { return false }
    let number = trimmed.drop { $0 == ">" || $0 == "=" || $0 == "<" }
    let wanted = number.split(separator: ".").map { Int($0) ?? 0 }
    let width = max(wanted.count, actual.count)
    let left = actual + Array(repeating: 0, count: width - actual.count)
    let right = wanted + Array(repeating: 0, count: width - wanted.count)
    let atLeast = !left.lexicographicallyPrecedes(right)
    return isLessThan ? !atLeast : atLeast
  }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
