/// Swift's standard precedence groups and the folding of binary-operator sequences.
///
/// Groups from lowest to highest, as the standard library declares them. An operator this
/// table does not know (a custom one) leaves its whole sequence unfolded (`sequenceExpr`).
enum PrecedenceGroup: Int, Comparable {
  /// `=`, `+=`, ... (right associative)
  case assignment
  /// `->` in expressions (right associative)
  case functionArrow
  /// `? :` (right associative)
  case ternary
  /// Operators declared without a group.
  case defaultPrecedence
  /// `||`
  case logicalDisjunction
  /// `&&`
  case logicalConjunction
  /// `==`, `<`, `~=`, ... (non-associative)
  case comparison
  /// `??` (right associative)
  case nilCoalescing
  /// `as`, `as?`, `as!`, `is`
  case casting
  /// `..<`, `...` (non-associative)
  case rangeFormation
  /// `+`, `-`, `|`, `^`, `&+`, `&-`
  case addition
  /// `*`, `/`, `%`, `&`, `&*`
  case multiplication
  /// `<<`, `>>`, `&<<`, `&>>` (non-associative)
  case bitwiseShift

  static func < (lhs: PrecedenceGroup, rhs: PrecedenceGroup) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Whether operators of the group associate to the right.
  var isRightAssociative: Bool {
    self == .assignment || self == .functionArrow || self == .ternary || self == .nilCoalescing
  }

  /// The group of the standard operator spelled `text`, or `nil` for an unknown operator.
  static func of(_ text: String) -> PrecedenceGroup? {
    switch text {
    case "=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=", "&<<=", "&>>=",
      ".&=", ".|=", ".^=":
      return .assignment
    case "||": return .logicalDisjunction
    case "&&": return .logicalConjunction
    case "<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>=":
      return .comparison
    case "??": return .nilCoalescing
    case "..<", "...": return .rangeFormation
    case "+", "-", "&+", "&-", "|", "^", ".|", ".^": return .addition
    case "*", "/", "%", "&*", "&", ".&": return .multiplication
    case "<<", ">>", "&<<", "&>>": return .bitwiseShift
    default: return nil
    }
  }
}

/// One operator element of a sequence, as folding sees it.
struct SequenceOperator {
  /// The operator's precedence group.
  let group: PrecedenceGroup
  /// The node kind an application of the operator becomes.
  let foldedKind: SyntaxKind
}

/// Folds a sequence `operand (operator operand)*` into a tree by precedence.
enum OperatorFolding {
  /// The fold plan for a sequence with these operators (elements alternate operand, operator,
  /// operand...), or `nil` when an operator is unknown and the sequence stays flat.
  static func plan(_ operators: [SequenceOperator?]) -> FoldPlan? {
    if operators.count == 1 {
      guard let only = operators[0] else { return nil }
      return FoldPlan(single: only.foldedKind)
    }
    var known: [SequenceOperator] = []
    known.reserveCapacity(operators.count)
    for item in operators {
      guard let item else { return nil }
      known.append(item)
    }
    let elementCount = known.count * 2 + 1
    // Shunting-yard over element indices: operand spans and pending operators.
    var spans: [(start: Int, end: Int)] = [(0, 0)]
    var pending: [Int] = []
    var folded: [(kind: SyntaxKind, start: Int, end: Int)] = []
    func reduce() {
      let operatorIndex = pending.removeLast()
      let right = spans.removeLast()
      let left = spans.removeLast()
      folded.append((known[operatorIndex].foldedKind, left.start, right.end))
      spans.append((left.start, right.end))
    }
    for (index, item) in known.enumerated() {
      while let top = pending.last {
        let topGroup = known[top].group
        if topGroup > item.group || (topGroup == item.group && !item.group.isRightAssociative) {
          reduce()
        } else {
          break
        }
      }
      pending.append(index)
      let operand = index * 2 + 2
      spans.append((operand, operand))
    }
    while !pending.isEmpty { reduce() }
    return FoldPlan(elementCount: elementCount, folded: folded)
  }
}
