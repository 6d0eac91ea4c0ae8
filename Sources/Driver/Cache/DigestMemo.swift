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
      // `withCString` lends a native string's own bytes; passing the string to `stat` as an
      // argument made a `ContiguousArray` copy of it (a third of a warm run's cost per file).
      path.withCString(of(cString:))
    }

    /// The identity of the file whose path is the UTF-8 `path` (no NUL byte), or `nil`.
    static func of(utf8 path: [UInt8]) -> Identity? {
      guard !path.contains(0) else { return nil }
      return withUnsafeTemporaryAllocation(of: CChar.self, capacity: path.count + 1) { buffer in
        path.withUnsafeBufferPointer { bytes in
          UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        }
        buffer[path.count] = 0
        return of(cString: buffer.baseAddress!)
      }
    }

    /// The identity of the file at the NUL-terminated `path`, or `nil`.
    static func of(cString path: UnsafePointer<CChar>) -> Identity? {
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      return Identity(FileStamp(status))
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

  /// One remembered file.
  struct Entry: Equatable {
    /// The path as discovery spelled it.
    var path: String
    /// Its identity when its digest was taken.
    var identity: Identity
    /// Its content digest.
    var digest: ContentDigest
  }

  /// What is remembered of one file besides its path.
  struct Remembered: Equatable {
    /// Its identity when its digest was taken.
    var identity: Identity
    /// Its content digest.
    var digest: ContentDigest
  }

  /// One entry as kept: where its path's UTF-8 bytes are in `pathBytes`, and the rest. No
  /// `String` per path: a warm run of the real corpus spent 2.3 M instructions, an eighth of
  /// its own, making and comparing the 2,209 paths of a memo it had just read.
  private struct Record: Equatable {
    var pathStart: Int
    var pathCount: Int
    var remembered: Remembered
  }

  /// The entries, sorted by path (`String` order) and unique: a tree's paths come sorted from
  /// discovery, so matching them against the memo is a merge of two sorted lists
  /// (`entries(matching:)`), comparing bytes.
  private var records: [Record] = []
  /// The bytes the records' paths are in: their concatenation, or a whole stored memo.
  private var pathBytes: [UInt8] = []

  /// Creates an empty memo.
  init() {}

  /// A memo of `entries`, in any order; of two entries for one path, the last is kept.
  init(_ entries: [Entry]) {
    var unique: [Entry] = []
    // The usual case, entries in discovery's order: one pass checks it.
    if zip(entries, entries.dropFirst()).allSatisfy({ $0.path < $1.path }) {
      unique = entries
    } else {
      var ordered = entries
      // Stable, so that of equal paths the last one given ends up last.
      ordered.sort { $0.path < $1.path }
      unique.reserveCapacity(ordered.count)
      for entry in ordered {
        if let last = unique.last, last.path == entry.path {
          unique[unique.count - 1] = entry
        } else {
          unique.append(entry)
        }
      }
    }
    records.reserveCapacity(unique.count)
    pathBytes.reserveCapacity(unique.reduce(0) { $0 + $1.path.utf8.count })
    for entry in unique {
      records.append(
        Record(
          pathStart: pathBytes.count, pathCount: entry.path.utf8.count,
          remembered: Remembered(identity: entry.identity, digest: entry.digest)))
      pathBytes += entry.path.utf8
    }
  }

  /// How many files are remembered.
  var count: Int { records.count }

  /// The remembered files, sorted by path.
  var sorted: [Entry] { records.indices.map(entry(at:)) }

  /// The entry of record `index`, its path made a `String`.
  private func entry(at index: Int) -> Entry {
    let record = records[index]
    return Entry(
      path: pathBytes.withUnsafeBufferPointer {
        String(
          decoding: UnsafeBufferPointer(rebasing: $0[record.pathStart..<record.pathStart + record.pathCount]),
          as: UTF8.self)
      }, identity: record.remembered.identity, digest: record.remembered.digest)
  }

  /// Whether record `index`'s path has exactly the bytes of `path`.
  private func pathBytes(at index: Int, equal path: String) -> Bool {
    let record = records[index]
    let equal = path.utf8.withContiguousStorageIfAvailable { utf8 in
      utf8.count == record.pathCount
        && pathBytes.withUnsafeBufferPointer { bytes in
          utf8.isEmpty || memcmp(utf8.baseAddress!, bytes.baseAddress! + record.pathStart, utf8.count) == 0
        }
    }
    return equal ?? (entry(at: index).path == path)
  }

  static func == (lhs: DigestMemo, rhs: DigestMemo) -> Bool {
    // A memo compared with itself, as a warm run does, shares both arrays: no element is read.
    if lhs.records == rhs.records && lhs.pathBytes == rhs.pathBytes { return true }
    guard lhs.records.count == rhs.records.count else { return false }
    return lhs.pathBytes.withUnsafeBufferPointer { left in
      rhs.pathBytes.withUnsafeBufferPointer { right in
        zip(lhs.records, rhs.records).allSatisfy { one, other in
          one.remembered == other.remembered && one.pathCount == other.pathCount
            && (one.pathCount == 0
              || memcmp(left.baseAddress! + one.pathStart, right.baseAddress! + other.pathStart, one.pathCount) == 0)
        }
      }
    }
  }

  /// The remembered entry of each of `paths`, in order (`nil` where none is remembered).
  func entries(matching paths: [String]) -> [Entry?] {
    indices(matching: paths).map { $0.map(entry(at:)) }
  }

  /// Where each of `paths` is remembered, in order (`nil` where it is not), for
  /// `remembered(at:)`: `entries` without making the memo's paths strings, 16 bytes a path
  /// (what a record remembers, copied out, took 80).
  func recordIndices(matching paths: [String]) -> [Int?] { indices(matching: paths) }

  /// What record `index` (from `recordIndices(matching:)`) remembers.
  func remembered(at index: Int) -> Remembered { records[index].remembered }

  /// The record of each of `paths`, in order. When the memo's next record has the path's
  /// bytes, as it does for a tree's sorted paths, the path costs one comparison of bytes; any
  /// other path is looked up by its string in a dictionary of every record, made once.
  private func indices(matching paths: [String]) -> [Int?] {
    var result: [Int?] = []
    result.reserveCapacity(paths.count)
    var byPath: [String: Int]?
    var next = 0
    for path in paths {
      if next < records.count, pathBytes(at: next, equal: path) {
        result.append(next)
        next += 1
        continue
      }
      if byPath == nil {
        var table: [String: Int] = [:]
        table.reserveCapacity(records.count)
        for index in records.indices { table[entry(at: index).path] = index }
        byPath = table
      }
      if let index = byPath?[path] {
        result.append(index)
        next = index + 1
      } else {
        result.append(nil)
      }
    }
    return result
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
    var writer = MemoWriter(magic: Self.magic, capacity: 16 + pathBytes.count + records.count * 80)
    writer.append(Int64(records.count))
    for record in records {
      writer.append(string: pathBytes[record.pathStart..<record.pathStart + record.pathCount])
      writer.append(record.remembered.identity)
      writer.append(Int64(bitPattern: record.remembered.digest.high))
      writer.append(Int64(bitPattern: record.remembered.digest.low))
    }
    return writer.bytes
  }

  /// A memo read back from `bytes`; `nil` unless they are exactly one whole memo.
  init?(encoded bytes: [UInt8]) {
    let records: [Record]? = bytes.withUnsafeBytes { buffer in
      guard var reader = MemoReader(buffer, magic: Self.magic), let count = reader.count(ofItemsAtLeast: 80) else {
        return nil
      }
      var records: [Record] = []
      records.reserveCapacity(count)
      for _ in 0..<count {
        guard let path = reader.string(), let identity = reader.identity(), let high = reader.number(),
          let low = reader.number()
        else { return nil }
        let digest = ContentDigest(high: UInt64(bitPattern: high), low: UInt64(bitPattern: low))
        let start = path.isEmpty ? 0 : buffer.baseAddress!.distance(to: path.baseAddress!)
        records.append(
          Record(pathStart: start, pathCount: path.count, remembered: Remembered(identity: identity, digest: digest)))
      }
      return reader.isAtEnd ? records : nil
    }
    guard let records else { return nil }
    // The paths stay in the bytes read. Written sorted and unique, which one pass checks by
    // bytes; a memo in another order (paths whose `String` order is not their bytes' order)
    // is sorted as strings.
    var memo = DigestMemo()
    memo.records = records
    memo.pathBytes = bytes
    self = memo.isSortedByBytes ? memo : DigestMemo(memo.sorted)
  }

  /// Whether each record's path is before the next one's, comparing bytes.
  private var isSortedByBytes: Bool {
    pathBytes.withUnsafeBufferPointer { bytes in
      zip(records, records.dropFirst()).allSatisfy { left, right in
        let shorter = min(left.pathCount, right.pathCount)
        let order =
          shorter == 0 ? 0 : memcmp(bytes.baseAddress! + left.pathStart, bytes.baseAddress! + right.pathStart, shorter)
        return order < 0 || (order == 0 && left.pathCount < right.pathCount)
      }
    }
  }
}

extension DigestMemo.Identity {
  /// The identity a `FileStamp` gives (the `fstat` of a file being read).
  init(_ stamp: FileStamp) {
    self.init(
      device: stamp.device, inode: stamp.inode, size: stamp.size,
      modified: (stamp.modifiedSeconds, stamp.modifiedNanoseconds),
      changed: (stamp.changedSeconds, stamp.changedNanoseconds))
  }
}
