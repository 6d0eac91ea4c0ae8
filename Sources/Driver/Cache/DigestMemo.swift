import Foundation
import Source

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Content digests remembered by file identity, so a rerun over an unchanged tree need not
/// read and hash every file again to know that nothing changed.
///
/// A file's identity is what `stat` reports: device, inode, size, and the modification and
/// status-change times to the nanosecond. Writing a file changes its status-change time, which
/// no program can set back, so an unchanged identity means unchanged contents, with one
/// exception that Git calls "racily clean": file systems update timestamps in clock ticks of
/// up to a few milliseconds (two seconds on some), and a file written twice within one tick
/// keeps its times. Digests are therefore remembered only for files whose times are more than
/// `racyWindow` older than the moment the run started looking at them; a file touched later
/// is read and hashed again on the next run, and remembered on the one after.
struct DigestMemo: Equatable {
  /// What `stat` says about a file.
  struct Identity: Equatable {
    /// The device and inode.
    var device: Int64
    /// The inode number.
    var inode: Int64
    /// The size in bytes.
    var size: Int64
    /// The modification time: seconds and nanoseconds.
    var modified: (seconds: Int64, nanoseconds: Int64)
    /// The status-change time: seconds and nanoseconds.
    var changed: (seconds: Int64, nanoseconds: Int64)

    static func == (lhs: Identity, rhs: Identity) -> Bool {
      lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size && lhs.modified == rhs.modified
        && lhs.changed == rhs.changed
    }

    /// The identity of the file at `path` (links followed, as reading does), or `nil`.
    static func of(_ path: String) -> Identity? {
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      #if canImport(Darwin)
      let modified = status.st_mtimespec
      let changed = status.st_ctimespec
      #else
      let modified = status.st_mtim
      let changed = status.st_ctim
      #endif
      return Identity(
        device: Int64(status.st_dev), inode: Int64(status.st_ino), size: Int64(status.st_size),
        modified: (Int64(modified.tv_sec), Int64(modified.tv_nsec)),
        changed: (Int64(changed.tv_sec), Int64(changed.tv_nsec)))
    }

    /// Whether both times are more than `window` seconds before `moment` (seconds since 1970).
    func isSettled(before moment: Double, window: Double) -> Bool {
      let latest = max(
        Double(modified.seconds) + Double(modified.nanoseconds) * 1e-9,
        Double(changed.seconds) + Double(changed.nanoseconds) * 1e-9)
      return latest < moment - window
    }
  }

  /// How much older than the run a file's times must be for its digest to be remembered.
  static let racyWindow = 2.0

  /// The remembered digest of each path.
  var entries: [String: (identity: Identity, digest: ContentDigest)] = [:]

  static func == (lhs: DigestMemo, rhs: DigestMemo) -> Bool {
    lhs.entries.count == rhs.entries.count
      && lhs.entries.allSatisfy { path, entry in
        rhs.entries[path].map { $0.identity == entry.identity && $0.digest == entry.digest } ?? false
      }
  }

  /// The remembered digest of `path` if its identity is still `identity`.
  func digest(of path: String, identity: Identity) -> ContentDigest? {
    guard let entry = entries[path], entry.identity == identity else { return nil }
    return entry.digest
  }

  /// The current time in seconds since 1970.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }
}

extension DigestMemo {
  /// The first eight bytes of a stored memo.
  static let magic = Array("AIDIGST1".utf8)

  /// The memo as bytes: magic, entry count, then per entry (sorted by path) the path's length
  /// and bytes, seven identity numbers and the digest's two halves, numbers as 8-byte little
  /// endian.
  func encoded() -> [UInt8] {
    var bytes = Self.magic
    Self.append(Int64(entries.count), to: &bytes)
    for path in entries.keys.sorted() {
      guard let entry = entries[path] else { continue }
      let utf8 = Array(path.utf8)
      Self.append(Int64(utf8.count), to: &bytes)
      bytes += utf8
      let identity = entry.identity
      for number in [
        identity.device, identity.inode, identity.size, identity.modified.seconds, identity.modified.nanoseconds,
        identity.changed.seconds, identity.changed.nanoseconds,
      ] {
        Self.append(number, to: &bytes)
      }
      Self.append(Int64(bitPattern: entry.digest.high), to: &bytes)
      Self.append(Int64(bitPattern: entry.digest.low), to: &bytes)
    }
    return bytes
  }

  /// A memo read back from `bytes`; `nil` unless they are exactly one whole memo.
  init?(encoded bytes: [UInt8]) {
    var offset = Self.magic.count
    guard bytes.count >= offset + 8, bytes.prefix(offset).elementsEqual(Self.magic) else { return nil }
    func number() -> Int64? {
      guard offset + 8 <= bytes.count else { return nil }
      var value: UInt64 = 0
      for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
      offset += 8
      return Int64(bitPattern: value)
    }
    guard let count = number(), count >= 0, count <= Int64(bytes.count / 80) else { return nil }
    for _ in 0..<count {
      guard let length = number(), length >= 0, length <= Int64(bytes.count - offset) else { return nil }
      // Decoded from a buffer: decoding an array slice went through a generic path that
      // appended the text piece by piece, a sixth of a warm run's instructions.
      let start = offset
      let path = bytes.withUnsafeBufferPointer { buffer in
        String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<start + Int(length)]), as: UTF8.self)
      }
      offset += Int(length)
      guard offset + 72 <= bytes.count, let device = number(), let inode = number(), let size = number(),
        let modifiedSeconds = number(), let modifiedNanoseconds = number(), let changedSeconds = number(),
        let changedNanoseconds = number(), let high = number(), let low = number()
      else { return nil }
      let identity = Identity(
        device: device, inode: inode, size: size, modified: (modifiedSeconds, modifiedNanoseconds),
        changed: (changedSeconds, changedNanoseconds))
      let digest = ContentDigest(high: UInt64(bitPattern: high), low: UInt64(bitPattern: low))
      entries[path] = (identity, digest)
    }
    guard offset == bytes.count else { return nil }
  }

  private static func append(_ number: Int64, to bytes: inout [UInt8]) {
    let value = UInt64(bitPattern: number)
    for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
  }
}
