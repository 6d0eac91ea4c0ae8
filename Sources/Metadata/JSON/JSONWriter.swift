/// Writes a `JSONValue` the way Xcode's metadata processor does.
///
/// The compact form reproduces Foundation's `JSONEncoder` with `.sortedKeys` as it runs inside
/// `appintentsmetadataprocessor` (Xcode 16 and later):
/// - no whitespace at all and no trailing newline;
/// - object keys in ascending order of their UTF-8 bytes (ordinal order: `"URL"` before `"a"`,
///   `"assistantDefinedSchemaTraits"` before `"assistantDefinedSchemas"`), which is what
///   swift-foundation's writer does outside its legacy compatibility mode and what real Xcode
///   17E192 files show;
/// - strings escaped exactly as that writer does: `"` `\` and `/` get a backslash, U+0008, U+000C,
///   LF, CR and TAB use their short escapes, other C0 controls become `\u00XX` with lowercase hex,
///   and everything else (including DEL, U+2028 and all non-ASCII text) is written as raw UTF-8;
/// - numbers exactly as their literal text (`JSONNumber`).
///
/// The pretty form is ours, for people: the same key order and escaping, two-space indentation,
/// `"key": value`, `[]`/`{}` for empty containers, and a final newline. Removing the whitespace
/// outside strings from a pretty document gives the compact one.
///
/// The writer is deterministic and never depends on dictionary iteration order.
enum JSONWriter {
  /// Which layout to write.
  enum Layout {
    /// Xcode's bytes: no whitespace.
    case compact
    /// Indented, for review and diffs.
    case pretty
    /// Indented like `pretty`, with `/` left unescaped: for our own dumps (models, facts),
    /// which are not bundles and are read by people and tools alike.
    case readable

    var isIndented: Bool { self != .compact }
  }

  /// The UTF-8 bytes of `value` in `layout`.
  static func write(_ value: JSONValue, layout: Layout) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(4096)
    write(value, layout: layout, indent: 0, into: &output)
    if layout.isIndented { output.append(0x0A) }
    return output
  }

  /// Orders object keys as the writer does: by their UTF-8 bytes.
  static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }

  private static func write(_ value: JSONValue, layout: Layout, indent: Int, into output: inout [UInt8]) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let number): output.append(contentsOf: number.literal.utf8)
    case .string(let text): writeString(text, escapingSlash: layout != .readable, into: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        newline(layout, indent: indent + 1, into: &output)
        write(element, layout: layout, indent: indent + 1, into: &output)
      }
      if !elements.isEmpty { newline(layout, indent: indent, into: &output) }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      let keys = members.keys.sorted(by: keyPrecedes)
      for (index, key) in keys.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        newline(layout, indent: indent + 1, into: &output)
        writeString(key, escapingSlash: layout != .readable, into: &output)
        output.append(UInt8(ascii: ":"))
        if layout.isIndented { output.append(UInt8(ascii: " ")) }
        write(members[key] ?? .null, layout: layout, indent: indent + 1, into: &output)
      }
      if !keys.isEmpty { newline(layout, indent: indent, into: &output) }
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func newline(_ layout: Layout, indent: Int, into output: inout [UInt8]) {
    guard layout.isIndented else { return }
    output.append(0x0A)
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
  }

  private static func writeString(_ text: String, escapingSlash: Bool, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
      case UInt8(ascii: "/") where escapingSlash: output.append(contentsOf: [0x5C, UInt8(ascii: "/")])
      case 0x08: output.append(contentsOf: [0x5C, UInt8(ascii: "b")])
      case 0x0C: output.append(contentsOf: [0x5C, UInt8(ascii: "f")])
      case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0x00..<0x20:
        output.append(contentsOf: [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
        output.append(hexDigit(byte >> 4))
        output.append(hexDigit(byte & 0x0F))
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }
}
