/// A 128-bit digest of a byte sequence, for cache keys and facts: fast (eight bytes per step in
/// two independent lanes) and stable across runs, machines and platforms.
///
/// It is not cryptographic: it tells apart the contents of files, not an attacker's crafted
/// collisions, which is all a cache keyed by content needs. Equal bytes always give equal
/// digests; the length is mixed in, so a prefix never collides with its extension by
/// construction.
public struct ContentDigest: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The first 64 bits.
  public var high: UInt64
  /// The second 64 bits.
  public var low: UInt64

  /// The digest of `bytes`.
  public init(of bytes: [UInt8]) {
    self = bytes.withUnsafeBytes { ContentDigest(of: $0) }
  }

  /// The digest of the UTF-8 bytes of `text`.
  public init(of text: String) {
    self.init(of: Array(text.utf8))
  }

  /// The digest of raw bytes.
  public init(of buffer: UnsafeRawBufferPointer) {
    var a: UInt64 = 0x9E37_79B9_7F4A_7C15
    var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    let count = buffer.count
    var offset = 0
    while offset + 8 <= count {
      let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      a = (a ^ word) &* 0xFF51_AFD7_ED55_8CCD
      a ^= a >> 32
      b = (b &+ word) &* 0xC4CE_B9FE_1A85_EC53
      b = (b << 31) | (b >> 33)
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < count {
      tail |= UInt64(buffer[offset]) << shift
      shift += 8
      offset += 1
    }
    a = ContentDigest.mix(a ^ tail ^ UInt64(count))
    b = ContentDigest.mix(b &+ tail &+ (UInt64(count) << 1) &+ a)
    high = a
    low = b
  }

  /// A digest from its two halves.
  public init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// Parses 32 lowercase or uppercase hexadecimal digits (over the bytes: the standard
  /// library's generic `radix:` parsing is much more code for a run to page in; from the
  /// string's own storage when it has one: iterating the UTF-8 view cost 3,100 instructions a
  /// digest, and a first run with a cache reads one per file).
  public init?(hex: String) {
    let parsed = hex.utf8.withContiguousStorageIfAvailable { Self.parse(hex: $0) } ?? Self.parse(hex: Array(hex.utf8))
    guard let parsed else { return nil }
    self.init(high: parsed.high, low: parsed.low)
  }

  /// The two halves 32 hexadecimal digits spell, or `nil`.
  private static func parse(hex: some Collection<UInt8>) -> (high: UInt64, low: UInt64)? {
    guard hex.count == 32 else { return nil }
    var high: UInt64 = 0
    var low: UInt64 = 0
    var count = 0
    for byte in hex {
      let value: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte &- UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte &- UInt8(ascii: "a") &+ 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): value = byte &- UInt8(ascii: "A") &+ 10
      default: return nil
      }
      if count < 16 { high = high << 4 | UInt64(value) } else { low = low << 4 | UInt64(value) }
      count += 1
    }
    return (high, low)
  }

  /// 32 lowercase hexadecimal digits, written into the string's own storage: two
  /// `String(_:radix:)` calls, their padding and a concatenation took 4,300 instructions, and a
  /// run that stores facts spells two digests of every file (14.8 M of the real corpus's cold
  /// run).
  public var hex: String {
    String(unsafeUninitializedCapacity: 32) { buffer in
      for index in 0..<16 {
        buffer[index] = ContentDigest.hexDigits[Int(truncatingIfNeeded: high >> UInt64(60 - 4 * index)) & 0xF]
        buffer[16 + index] = ContentDigest.hexDigits[Int(truncatingIfNeeded: low >> UInt64(60 - 4 * index)) & 0xF]
      }
      return 32
    }
  }

  /// The digits `hex` spells with, by value.
  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  /// The same as `hex`.
  public var description: String { hex }

  /// Orders by value.
  public static func < (lhs: ContentDigest, rhs: ContentDigest) -> Bool {
    (lhs.high, lhs.low) < (rhs.high, rhs.low)
  }

  /// The final avalanche of a lane (the MurmurHash3 finalizer).
  private static func mix(_ value: UInt64) -> UInt64 {
    var x = value
    x ^= x >> 33
    x = x &* 0xFF51_AFD7_ED55_8CCD
    x ^= x >> 33
    x = x &* 0xC4CE_B9FE_1A85_EC53
    x ^= x >> 33
    return x
  }
}
