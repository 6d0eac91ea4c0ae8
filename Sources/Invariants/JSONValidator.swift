/// Checks that text is one JSON document (RFC 8259), at any depth, and reads the string members
/// of its top-level object.
///
/// Foundation's `JSONDecoder` and `JSONSerialization` refuse documents nested deeper than 512
/// levels, and `dump syntax` writes two levels per tree node (an object and its `children`
/// array), so a file within the parser's nesting budget can give a deeper, still valid, dump.
/// This validator keeps its own stack instead of recursing, so it has no depth limit.
enum JSONValidator {
  /// The string members of the top-level object (`"file": "x.swift"`), or `nil` when `text` is
  /// not exactly one valid JSON document or its top level is not an object.
  static func topLevelStrings(_ text: String) -> [String: String]? {
    var scanner = Scanner(bytes: Array(text.utf8))
    return scanner.document()
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// What an open container expects next.
    private enum Expectation {
      case objectKeyOrEnd, objectKey, objectValue, objectCommaOrEnd
      case arrayValueOrEnd, arrayValue, arrayCommaOrEnd
    }

    mutating func document() -> [String: String]? {
      var stack: [Expectation] = []
      var strings: [String: String] = [:]
      var topIsObject = false
      var pendingKey: String?
      skipSpace()
      repeat {
        guard index < bytes.count else { return nil }
        let state = stack.last
        switch state {
        case .objectKeyOrEnd?, .objectKey?:
          if state == .objectKeyOrEnd, bytes[index] == UInt8(ascii: "}") {
            index += 1
            stack.removeLast()
            finishValue(&stack)
          } else {
            guard let key = string() else { return nil }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            if stack.count == 1 { pendingKey = key }
            stack[stack.count - 1] = .objectValue
          }
        case .objectCommaOrEnd?, .arrayCommaOrEnd?:
          let close = state == .objectCommaOrEnd ? UInt8(ascii: "}") : UInt8(ascii: "]")
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            stack[stack.count - 1] = state == .objectCommaOrEnd ? .objectKey : .arrayValue
          } else if bytes[index] == close {
            index += 1
            stack.removeLast()
            finishValue(&stack)
          } else {
            return nil
          }
        case .arrayValueOrEnd? where bytes[index] == UInt8(ascii: "]"):
          index += 1
          stack.removeLast()
          finishValue(&stack)
        default:
          // A value: at the top, in an array, or after an object key.
          let key = stack.count == 1 ? pendingKey : nil
          pendingKey = nil
          switch bytes[index] {
          case UInt8(ascii: "{"):
            index += 1
            if stack.isEmpty { topIsObject = true }
            stack.append(.objectKeyOrEnd)
          case UInt8(ascii: "["):
            index += 1
            stack.append(.arrayValueOrEnd)
          case UInt8(ascii: "\""):
            guard let value = string() else { return nil }
            if let key { strings[key] = value }
            finishValue(&stack)
          default:
            guard scalar() else { return nil }
            finishValue(&stack)
          }
        }
        skipSpace()
      } while !stack.isEmpty
      return index == bytes.count && topIsObject ? strings : nil
    }

    /// After a complete value, the container expects a comma or its end.
    private func finishValue(_ stack: inout [Expectation]) {
      guard let last = stack.last else { return }
      switch last {
      case .objectValue: stack[stack.count - 1] = .objectCommaOrEnd
      case .arrayValueOrEnd, .arrayValue: stack[stack.count - 1] = .arrayCommaOrEnd
      default: break
      }
    }

    private mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// A string starting at `index`, decoded; `nil` if malformed.
    private mutating func string() -> String? {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
      index += 1
      var decoded: [UInt8] = []
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return String(decoding: decoded, as: UTF8.self)
        case 0x00..<0x20: return nil
        case UInt8(ascii: "\\"):
          guard index < bytes.count else { return nil }
          let escape = bytes[index]
          index += 1
          switch escape {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
          case UInt8(ascii: "b"): decoded.append(0x08)
          case UInt8(ascii: "f"): decoded.append(0x0C)
          case UInt8(ascii: "n"): decoded.append(0x0A)
          case UInt8(ascii: "r"): decoded.append(0x0D)
          case UInt8(ascii: "t"): decoded.append(0x09)
          case UInt8(ascii: "u"):
            guard index + 4 <= bytes.count,
              let unit = UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { return nil }
            index += 4
            // Surrogate pairs are accepted as written; only the shape is checked here.
            decoded += Array(String(decoding: [unit], as: UTF16.self).utf8)
          default: return nil
          }
        default: decoded.append(byte)
        }
      }
      return nil
    }

    /// A number, `true`, `false` or `null` starting at `index`.
    private mutating func scalar() -> Bool {
      for word in ["true", "false", "null"] where bytes[index...].starts(with: word.utf8) {
        index += word.utf8.count
        return true
      }
      let start = index
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
      let digits = index
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
      guard index > digits, bytes[digits] != UInt8(ascii: "0") || index == digits + 1 else { return false }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        let fraction = index
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        guard index > fraction else { return false }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let exponent = index
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        guard index > exponent else { return false }
      }
      return index > start
    }
  }
}
