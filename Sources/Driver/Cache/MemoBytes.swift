/// Writes a memo file of the run cache: an eight-byte magic, then numbers as 8-byte little
/// endian and byte strings as their length followed by their bytes.
///
/// The bytes are stored into a buffer grown ahead of them, not appended to an array: appended
/// eight at a time, the record of a real corpus's 2,054 paths took 3 M instructions to write.
struct MemoWriter {
  /// The buffer: `count` bytes written, then zeros.
  private var storage: [UInt8]
  /// How many bytes have been written.
  private(set) var count: Int

  /// What has been written.
  var bytes: [UInt8] { storage.count == count ? storage : Array(storage[..<count]) }

  /// A writer whose bytes start with `magic`, with room for `capacity` bytes.
  init(magic: [UInt8], capacity: Int) {
    storage = [UInt8](repeating: 0, count: max(capacity, magic.count))
    count = 0
    write(magic)
  }

  /// Makes room for `extra` more bytes.
  private mutating func reserve(_ extra: Int) {
    guard storage.count - count < extra else { return }
    storage += [UInt8](repeating: 0, count: max(extra, storage.count))
  }

  /// Writes `part`'s bytes.
  private mutating func write<Bytes: Collection<UInt8>>(_ part: Bytes) {
    reserve(part.count)
    let start = count
    let copied: Bool? = part.withContiguousStorageIfAvailable { source in
      storage.withUnsafeMutableBufferPointer { target in
        if let from = source.baseAddress, !source.isEmpty {
          (target.baseAddress! + start).update(from: from, count: source.count)
        }
      }
      return true
    }
    if copied == nil {
      for (offset, byte) in part.enumerated() { storage[start + offset] = byte }
    }
    count += part.count
  }

  /// Appends a number.
  mutating func append(_ number: Int64) {
    reserve(8)
    let start = count
    storage.withUnsafeMutableBytes { $0.storeBytes(of: number.littleEndian, toByteOffset: start, as: Int64.self) }
    count += 8
  }

  /// Appends a byte string: its length, then its bytes.
  mutating func append<Bytes: Collection<UInt8>>(string: Bytes) {
    append(Int64(string.count))
    write(string)
  }

  /// Appends a path for `stat`: its length, its bytes (no NUL among them) and a NUL byte.
  mutating func append<Bytes: Collection<UInt8>>(cString: Bytes) {
    append(string: cString)
    write(CollectionOfOne(0))
  }

  /// Appends a file's identity as seven numbers (`DigestMemo.Identity.forEachNumber`).
  mutating func append(_ identity: DigestMemo.Identity) {
    identity.forEachNumber { append($0) }
  }
}

extension DigestMemo.Identity {
  /// The identity's seven numbers, in the order memos store them (`MemoReader.identity()`
  /// reads them back): device, inode, size, then the modification and status-change times,
  /// seconds before nanoseconds.
  func forEachNumber(_ body: (Int64) -> Void) {
    body(device)
    body(inode)
    body(size)
    body(modified.seconds)
    body(modified.nanoseconds)
    body(changed.seconds)
    body(changed.nanoseconds)
  }
}

/// Reads what `MemoWriter` wrote, every read checked against the end of the bytes.
struct MemoReader {
  /// The bytes read.
  let buffer: UnsafeRawBufferPointer
  /// Where the next read starts.
  private(set) var offset: Int

  /// A reader of `buffer` past its magic; `nil` when the buffer does not start with `magic`.
  init?(_ buffer: UnsafeRawBufferPointer, magic: [UInt8]) {
    guard buffer.count >= magic.count, buffer.prefix(magic.count).elementsEqual(magic) else { return nil }
    self.buffer = buffer
    offset = magic.count
  }

  /// A reader of `buffer` from `offset` on, which a reader of the same buffer reached before.
  init(rebasing buffer: UnsafeRawBufferPointer, at offset: Int) {
    self.buffer = buffer
    self.offset = offset
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { offset == buffer.count }

  /// How many bytes are left.
  var remaining: Int { buffer.count - offset }

  /// The next number, `nil` past the end.
  mutating func number() -> Int64? {
    guard offset + 8 <= buffer.count else { return nil }
    let value = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    offset += 8
    return Int64(bitPattern: value)
  }

  /// The next count of items each at least `minimumSize` bytes long, `nil` when negative or
  /// when that many items cannot fit in what is left.
  mutating func count(ofItemsAtLeast minimumSize: Int) -> Int? {
    guard let count = number(), count >= 0, count <= Int64(remaining / max(minimumSize, 1)) else { return nil }
    return Int(count)
  }

  /// The next byte, `nil` past the end.
  mutating func byte() -> UInt8? {
    guard offset < buffer.count else { return nil }
    offset += 1
    return buffer[offset - 1]
  }

  /// The next byte string, `nil` when its length is negative or runs past the end.
  mutating func string() -> UnsafeRawBufferPointer? {
    guard let length = number(), length >= 0, length <= Int64(remaining) else { return nil }
    let string = UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + Int(length)])
    offset += Int(length)
    return string
  }

  /// The next file identity, `nil` past the end.
  mutating func identity() -> DigestMemo.Identity? {
    guard remaining >= 56, let device = number(), let inode = number(), let size = number(),
      let modifiedSeconds = number(), let modifiedNanoseconds = number(), let changedSeconds = number(),
      let changedNanoseconds = number()
    else { return nil }
    return DigestMemo.Identity(
      device: device, inode: inode, size: size, modified: (modifiedSeconds, modifiedNanoseconds),
      changed: (changedSeconds, changedNanoseconds))
  }
}
