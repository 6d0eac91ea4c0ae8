extension String {
  /// The string without its whitespace characters: `filter { !$0.isWhitespace }`, the same
  /// result, over bytes when the text is ASCII (type names and modifiers nearly always are).
  ///
  /// The model and the rules compare type texts (`[String: Int]`, `nonisolated(unsafe)`) with
  /// their spaces taken out, thousands of times a run; over characters each asked Unicode for
  /// the character's properties (3.9 M instructions for the synthetic corpus). An ASCII text
  /// without whitespace is returned as it is, without a copy.
  public var removingWhitespace: String {
    var isASCII = true
    var hasWhitespace = false
    for byte in utf8 {
      if byte >= 0x80 {
        isASCII = false
        break
      }
      if Self.isASCIIWhitespace(byte) { hasWhitespace = true }
    }
    guard isASCII else { return filter { !$0.isWhitespace } }
    guard hasWhitespace else { return self }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    for byte in utf8 where !Self.isASCIIWhitespace(byte) { bytes.append(byte) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether the ASCII `byte` is tab, line feed, vertical tab, form feed, carriage return or
  /// space: the ASCII characters with Unicode's White_Space property.
  @inline(__always)
  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte &- 0x09 <= 4
  }
}
