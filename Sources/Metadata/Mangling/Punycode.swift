/// The Punycode variant Swift uses for identifiers that contain characters not allowed in a
/// symbol (RFC 3492 with two changes: `_` is the delimiter, and the digits 26–35 are written
/// `A`–`J` instead of `0`–`9`, so the result never starts a run-length number). For example
/// `vergüenza` encodes as `vergenza_JFa` (standard Punycode: `vergenza-95a`).
///
/// ASCII characters outside `[A-Za-z0-9_$]` (a backtick, a space, a dot) are first mapped to
/// U+D800 + their code, so they are encoded like non-ASCII characters and the basic part keeps
/// only symbol characters.
enum Punycode {
  private static let base = 36
  private static let tMin = 1
  private static let tMax = 26
  private static let skew = 38
  private static let damp = 700
  private static let initialBias = 72
  private static let initialN = 128

  /// Encodes the UTF-8 text of an identifier.
  static func encodeSwiftIdentifier(_ utf8: [UInt8]) -> String {
    let codePoints = String(decoding: utf8, as: UTF8.self).unicodeScalars.map { scalar -> Int in
      let value = Int(scalar.value)
      if value < 0x80 && !Mangler.isSymbolCharacter(UInt8(value)) { return 0xD800 + value }
      return value
    }
    return encode(codePoints)
  }

  /// RFC 3492 section 6.3 with Swift's delimiter and digit alphabet.
  static func encode(_ input: [Int]) -> String {
    var output: [UInt8] = input.filter { $0 < 0x80 }.map { UInt8($0) }
    let basicCount = output.count
    var handled = basicCount
    if basicCount > 0 { output.append(UInt8(ascii: "_")) }
    var n = initialN
    var delta = 0
    var bias = initialBias
    while handled < input.count {
      let next = input.filter { $0 >= n }.min() ?? n
      delta += (next - n) * (handled + 1)
      n = next
      for codePoint in input {
        if codePoint < n { delta += 1 }
        guard codePoint == n else { continue }
        var q = delta
        var k = base
        while true {
          let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
          if q < t { break }
          output.append(digit(t + (q - t) % (base - t)))
          q = (q - t) / (base - t)
          k += base
        }
        output.append(digit(q))
        bias = adapt(delta: delta, count: handled + 1, first: handled == basicCount)
        delta = 0
        handled += 1
      }
      delta += 1
      n += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func digit(_ value: Int) -> UInt8 {
    value < 26 ? UInt8(ascii: "a") + UInt8(value) : UInt8(ascii: "A") + UInt8(value - 26)
  }

  private static func adapt(delta: Int, count: Int, first: Bool) -> Int {
    var delta = first ? delta / damp : delta / 2
    delta += delta / count
    var k = 0
    while delta > ((base - tMin) * tMax) / 2 {
      delta /= base - tMin
      k += base
    }
    return k + ((base - tMin + 1) * delta) / (delta + skew)
  }
}
