/// A type as written in source, taken apart the way the bundle needs it: optionality, one level
/// of array, and a generic argument (`Measurement<UnitLength>`).
struct WrittenType: Hashable {
  /// The type with optionality and array brackets removed (`DishEntity`, `Measurement<UnitLength>`).
  var base: String
  /// `T?`, `T!` or `Optional<T>`.
  var isOptional: Bool
  /// `[T]` or `Array<T>`.
  var isArray: Bool
  /// Whether the element of the array is itself optional (`[T?]`).
  var isElementOptional: Bool

  /// Parses `text` (whitespace ignored).
  init(_ text: String) {
    var trimmed = text.filter { !$0.isWhitespace }
    isOptional = WrittenType.stripOptional(&trimmed)
    isArray = false
    isElementOptional = false
    if trimmed.hasPrefix("["), trimmed.hasSuffix("]"), !WrittenType.hasTopLevelColon(trimmed) {
      trimmed = String(trimmed.dropFirst().dropLast())
      isArray = true
    } else if trimmed.hasPrefix("Array<"), trimmed.hasSuffix(">") {
      trimmed = String(trimmed.dropFirst(6).dropLast())
      isArray = true
    }
    if isArray { isElementOptional = WrittenType.stripOptional(&trimmed) }
    base = trimmed
  }

  /// The base name without generic arguments (`Measurement` for `Measurement<UnitLength>`).
  var baseName: String {
    String(base.prefix { $0 != "<" })
  }

  /// The single generic argument of the base (`UnitLength`), if it has one.
  var genericArgument: String? {
    guard let open = base.firstIndex(of: "<"), base.hasSuffix(">") else { return nil }
    return String(base[base.index(after: open)..<base.index(before: base.endIndex)])
  }

  private static func stripOptional(_ text: inout String) -> Bool {
    var optional = false
    while text.hasSuffix("?") || text.hasSuffix("!") {
      text.removeLast()
      optional = true
    }
    if text.hasPrefix("Optional<"), text.hasSuffix(">") {
      text = String(text.dropFirst(9).dropLast())
      optional = true
    }
    return optional
  }

  /// Whether a `:` appears outside nested brackets (a dictionary type `[K: V]`).
  private static func hasTopLevelColon(_ text: String) -> Bool {
    var depth = 0
    for character in text {
      switch character {
      case "[", "<", "(": depth += 1
      case "]", ">", ")": depth -= 1
      case ":" where depth == 1: return true
      default: break
      }
    }
    return false
  }
}
