import Foundation

/// The spacing rules the skim applies to header text it joins from tokens.
enum HeaderText {
  /// The replacements, applied in this order, each to every non-overlapping occurrence from
  /// left to right: `@ unchecked Sendable` → `@unchecked Sendable`, `A . B` → `A.B`,
  /// `Array < Int >` → `Array<Int>`, `Dictionary<K , V>` → `Dictionary<K, V>`.
  static let replacements: [(pattern: [UInt8], replacement: [UInt8])] = [
    (Array("@ ".utf8), Array("@".utf8)), (Array(" . ".utf8), Array(".".utf8)), (Array(" < ".utf8), Array("<".utf8)),
    (Array(" >".utf8), Array(">".utf8)), (Array(" ,".utf8), Array(",".utf8)),
  ]

  /// `text` with `replacements` applied.
  ///
  /// Foundation's `replacingOccurrences(of:with:)` matches whole characters (a `>` followed by
  /// a combining mark is not a `>`) and is slow; on ASCII text, where every byte but `\r\n` is a
  /// character of its own and no pattern touches `\r` or `\n`, matching bytes gives exactly
  /// its result. Other text still goes through Foundation, so the result never differs.
  static func normalize(_ text: String) -> String {
    // Every pattern holds a space; most entries are one token and have none. Over the
    // contiguous bytes: `String.utf8.contains` takes the generic path, 300 instructions a name.
    let hasSpace = text.utf8.withContiguousStorageIfAvailable { $0.contains(0x20) } ?? text.utf8.contains(0x20)
    guard hasSpace else { return text }
    return normalize(Array(text.utf8))
  }

  /// `normalize` of the UTF-8 text `bytes` (a token of the file, read in place).
  static func normalize(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard bytes.contains(0x20) else { return String(decoding: bytes, as: UTF8.self) }
    return normalize(Array(bytes))
  }

  /// `normalize` of the UTF-8 text `bytes` (the skim joins header text as bytes).
  static func normalize(_ bytes: [UInt8]) -> String {
    guard bytes.contains(0x20) else { return String(decoding: bytes, as: UTF8.self) }
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      return String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "@ ", with: "@")
        .replacingOccurrences(of: " . ", with: ".").replacingOccurrences(of: " < ", with: "<")
        .replacingOccurrences(of: " >", with: ">").replacingOccurrences(of: " ,", with: ",")
    }
    var result = bytes
    for (pattern, replacement) in replacements where result.count >= pattern.count {
      result = replacingOccurrences(of: pattern, with: replacement, in: result)
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// `bytes` with every non-overlapping occurrence of `pattern`, left to right, replaced.
  static func replacingOccurrences(of pattern: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if index + pattern.count <= bytes.count, bytes[index] == pattern[0],
        bytes[index..<index + pattern.count].elementsEqual(pattern)
      {
        result.append(contentsOf: replacement)
        index += pattern.count
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return result
  }
}
