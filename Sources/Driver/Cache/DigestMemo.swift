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

  /// One remembered file.
  struct Entry: Equatable {
    /// The path as discovery spelled it.
    var path: String
    /// Its identity when its digest was taken.
    var identity: Identity
    /// Its content digest.
    var digest: ContentDigest
  }

  /// The remembered files, sorted by path (`String` order) and unique: a tree's paths come
  /// sorted from discovery, so matching them against the memo is a merge of two sorted lists,
  /// without hashing a path (`entries(matching:)`).
  private(set) var sorted: [Entry] = []

  /// Creates an empty memo.
  init() {}

  /// A memo of `entries`, in any order; of two entries for one path, the last is kept.
  init(_ entries: [Entry]) {
    // The usual case, entries in discovery's order: one pass checks it.
    if zip(entries, entries.dropFirst()).allSatisfy({ $0.path < $1.path }) {
      sorted = entries
      return
    }
    var ordered = entries
    // Stable, so that of equal paths the last one given ends up last.
    ordered.sort { $0.path < $1.path }
    sorted.reserveCapacity(ordered.count)
    for entry in ordered {
      if let last = sorted.last, last.path == entry.path {
        sorted[sorted.count - 1] = entry
      } else {
        sorted.append(entry)
      }
    }
  }

  static func == (lhs: DigestMemo, rhs: DigestMemo) -> Bool { lhs.sorted == rhs.sorted }

  /// The remembered entry of each of `paths`, in order (`nil` where none is remembered). When
  /// `paths` are sorted, as discovery gives them, this is one merge; otherwise each path is
  /// looked up by binary search.
  func entries(matching paths: [String]) -> [Entry?] {
    var result: [Entry?] = []
    result.reserveCapacity(paths.count)
    var next = 0
    for path in paths {
      // The common case: the memo's next entry is this path.
      if next < sorted.count, sorted[next].path == path {
        result.append(sorted[next])
        next += 1
        continue
      }
      let index = position(of: path)
      if index < sorted.count, sorted[index].path == path {
        result.append(sorted[index])
        next = index + 1
      } else {
        result.append(nil)
        next = index
      }
    }
    return result
  }

  /// The index of the first entry whose path is not before `path`.
  private func position(of path: String) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle].path < path { low = middle + 1 } else { high = middle }
    }
    return low
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
    var writer = MemoWriter(magic: Self.magic, capacity: 16 + sorted.reduce(0) { $0 + $1.path.utf8.count + 80 })
    writer.append(Int64(sorted.count))
    for entry in sorted {
      writer.append(string: entry.path.utf8)
      writer.append(entry.identity)
      writer.append(Int64(bitPattern: entry.digest.high))
      writer.append(Int64(bitPattern: entry.digest.low))
    }
    return writer.bytes
  }

  /// A memo read back from `bytes`; `nil` unless they are exactly one whole memo.
  init?(encoded bytes: [UInt8]) {
    let entries: [Entry]? = bytes.withUnsafeBytes { buffer in
      guard var reader = MemoReader(buffer, magic: Self.magic), let count = reader.count(ofItemsAtLeast: 80) else {
        return nil
      }
      var entries: [Entry] = []
      entries.reserveCapacity(count)
      for _ in 0..<count {
        guard let path = reader.string(), let identity = reader.identity(), let high = reader.number(),
          let low = reader.number()
        else { return nil }
        let digest = ContentDigest(high: UInt64(bitPattern: high), low: UInt64(bitPattern: low))
        entries.append(Entry(path: String(decoding: path, as: UTF8.self), identity: identity, digest: digest))
      }
      return reader.isAtEnd ? entries : nil
    }
    guard let entries else { return nil }
    // Written sorted: then this is one pass that checks it.
    self.init(entries)
  }
}
