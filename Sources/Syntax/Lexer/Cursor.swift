/// A bounds-checked reader over a UTF-8 buffer: every lexer scan goes through it.
///
/// Reading past either end yields `0`, so scans stop at the end without separate checks;
/// callers that must tell a real NUL from the end test `isAtEnd`. The buffer must outlive the
/// cursor; `Lexer.tokenize` guarantees it by lexing inside `withUnsafeBufferPointer`.
struct Cursor {
  // MARK: Buffer

  /// The first byte of the buffer.
  let base: UnsafePointer<UInt8>
  /// The number of bytes in the buffer.
  let count: Int

  // MARK: Scan state

  /// The offset of the next byte to read; always in `0...count`.
  var position: Int

  init(base: UnsafePointer<UInt8>, count: Int) {
    self.base = base
    self.count = count
    self.position = 0
  }

  /// Whether every byte has been read.
  @inline(__always) var isAtEnd: Bool { position >= count }

  /// The next byte, or `0` at the end.
  @inline(__always) func peek() -> UInt8 { position < count ? base[position] : 0 }

  /// The byte `distance` bytes ahead (negative looks back), or `0` outside the buffer.
  @inline(__always) func peek(at distance: Int) -> UInt8 {
    let index = position &+ distance
    return index >= 0 && index < count ? base[index] : 0
  }

  /// The byte at absolute `offset`, or `0` outside the buffer.
  @inline(__always) func byte(at offset: Int) -> UInt8 {
    offset >= 0 && offset < count ? base[offset] : 0
  }

  /// Moves past `distance` bytes, stopping at the end.
  @inline(__always) mutating func advance(_ distance: Int = 1) {
    position = min(position &+ distance, count)
  }

  /// Moves past the next byte if it is `byte`.
  @inline(__always) mutating func advance(if byte: UInt8) -> Bool {
    guard peek() == byte, position < count else { return false }
    position &+= 1
    return true
  }

  /// Moves past bytes while `predicate` holds (never past the end).
  @inline(__always) mutating func advance(while predicate: (UInt8) -> Bool) {
    while position < count && predicate(base[position]) { position &+= 1 }
  }

  /// Whether the bytes at the current position spell `ascii`.
  @inline(__always) func starts(with ascii: StaticString) -> Bool {
    let length = ascii.utf8CodeUnitCount
    guard position + length <= count else { return false }
    let pointer = ascii.utf8Start
    for index in 0..<length where base[position + index] != pointer[index] { return false }
    return true
  }
}
