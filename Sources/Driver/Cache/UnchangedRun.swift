import Source
import Syntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// What a cached `lint` over folders looked at, by identity, and the key its findings were
/// stored under: every folder its walk visited and every file it linted.
///
/// While none of them has a new identity, a rerun with the same settings and command-line
/// paths (`UnchangedRunCheck`'s key) would walk the same folders and find the same names
/// (`ListingMemo`), read the same bytes from the same files (`DigestMemo`), and so compute the
/// same run key (`CachedLint.runKey`): it can take the stored findings after one `stat` per
/// path, without decoding the listing and digest memos, matching paths against them, or
/// hashing the run key's 130 KB (a warm run of the real corpus: 2,054 paths).
///
/// Every identity is settled (more than `DigestMemo.racyWindow` older than the run that took
/// it), as the memos' are, so a change made after that run gives a new identity. A file whose
/// identity was not settled (written just before the run, as an editor's save is) is recorded
/// by its content digest instead, and read and hashed again to be checked: its times cannot
/// tell a second write within the same clock tick, its bytes can.
struct UnchangedRun: Equatable {
  /// How a file is checked: by its settled identity, or by its content digest.
  enum Check: Equatable {
    case identity(DigestMemo.Identity)
    case digest(ContentDigest)
  }

  /// The record as stored (`encoded()`): magic, the findings key's two halves, the folder
  /// count and the path count, the bytes every path starts with, then per path how it is
  /// checked (0: identity, 1: digest), seven numbers (the identity's, or the digest's two
  /// halves and five zeros), the length of the rest of it, that rest and a NUL byte
  /// (`MemoWriter`'s numbers and strings). A run reads it and `stat`s the paths from it,
  /// without making an array of paths or identities; the shared start, stored once, took the real
  /// corpus's record under the benchmark's absolute paths from 433 KB to 287 KB.
  private let bytes: [UInt8]
  /// Where the bytes every path starts with are in `bytes`.
  private let prefix: Range<Int>
  /// Where each path's entry starts in `bytes`.
  private let entries: [Int]
  /// The run key the findings are stored under.
  let findingsKey: ContentDigest
  /// How many of the paths, the first ones, are folders.
  let folderCount: Int

  /// The first eight bytes of a stored record.
  static let magic = Array("AIUNCH01".utf8)

  /// The bytes of an entry before its path: the kind, seven numbers and the length.
  private static let entryHeader = 72

  /// The run that walked `folders` (UTF-8 paths as the walk spelled them, each with its
  /// settled identity) and linted `files`, and stored its findings under `findingsKey`.
  init(
    findingsKey: ContentDigest, folders: [(path: [UInt8], identity: DigestMemo.Identity)],
    files: [(path: String, check: Check)]
  ) {
    // The longest start every path shares.
    var shared: [UInt8] = folders.first?.path ?? files.first.map { Array($0.path.utf8) } ?? []
    for folder in folders where !shared.isEmpty {
      shared.removeLast(shared.count - zip(shared, folder.path).prefix { $0 == $1 }.count)
    }
    for file in files where !shared.isEmpty {
      shared.removeLast(shared.count - zip(shared, file.path.utf8).prefix { $0 == $1 }.count)
    }
    let size =
      48 + shared.count + folders.reduce(0) { $0 + $1.path.count - shared.count + 73 }
      + files.reduce(0) { $0 + $1.path.utf8.count - shared.count + 73 }
    var writer = MemoWriter(magic: Self.magic, capacity: size)
    writer.append(Int64(bitPattern: findingsKey.high))
    writer.append(Int64(bitPattern: findingsKey.low))
    writer.append(Int64(folders.count))
    writer.append(Int64(folders.count + files.count))
    writer.append(string: shared)
    prefix = (writer.count - shared.count)..<writer.count
    var entries: [Int] = []
    entries.reserveCapacity(folders.count + files.count)
    func append<Path: Collection<UInt8>>(_ path: Path, _ check: Check) {
      entries.append(writer.count)
      Self.forEachNumber(of: check) { writer.append($0) }
      writer.append(cString: path)
    }
    for folder in folders { append(folder.path[shared.count...], .identity(folder.identity)) }
    for file in files { append(Array(file.path.utf8)[shared.count...], file.check) }
    bytes = writer.bytes
    self.entries = entries
    self.findingsKey = findingsKey
    folderCount = folders.count
  }

  /// A record read back from `bytes`; `nil` unless they are exactly one whole record, every
  /// path free of NUL bytes.
  init?(encoded bytes: [UInt8]) {
    let decoded: (key: ContentDigest, folderCount: Int, prefix: Range<Int>, entries: [Int])? = bytes.withUnsafeBytes {
      buffer in
      guard var reader = MemoReader(buffer, magic: Self.magic), let high = reader.number(), let low = reader.number(),
        let folderCount = reader.number(), let count = reader.count(ofItemsAtLeast: Self.entryHeader + 1),
        folderCount >= 0, folderCount <= count, let shared = reader.string(),
        shared.isEmpty || memchr(shared.baseAddress!, 0, shared.count) == nil
      else { return nil }
      let prefix = (reader.offset - shared.count)..<reader.offset
      var entries: [Int] = []
      entries.reserveCapacity(count)
      for index in 0..<count {
        let start = reader.offset
        // Folders are checked by identity only.
        guard let kind = reader.number(), kind == 0 || (kind == 1 && index >= folderCount),
          reader.identity() != nil, let path = reader.string(), reader.byte() == 0,
          path.isEmpty || memchr(path.baseAddress!, 0, path.count) == nil
        else { return nil }
        entries.append(start)
      }
      guard reader.isAtEnd else { return nil }
      return (
        ContentDigest(high: UInt64(bitPattern: high), low: UInt64(bitPattern: low)), Int(folderCount), prefix, entries
      )
    }
    guard let decoded else { return nil }
    self.bytes = bytes
    prefix = decoded.prefix
    entries = decoded.entries
    findingsKey = decoded.key
    folderCount = decoded.folderCount
  }

  /// The record as bytes, to store.
  func encoded() -> [UInt8] { bytes }

  static func == (lhs: UnchangedRun, rhs: UnchangedRun) -> Bool { lhs.bytes == rhs.bytes }

  /// How many paths there are.
  var count: Int { entries.count }

  /// The eight numbers of an entry before its path: its kind (0: identity, 1: digest), then the
  /// identity's seven numbers (`DigestMemo.Identity.forEachNumber`), or the digest's two halves
  /// and five zeros.
  private static func forEachNumber(of check: Check, _ body: (Int64) -> Void) {
    // Called number by number: an array literal of them was allocated on each call (0.5 M
    // instructions of a warm run, where `isRecorded` calls this for every path).
    switch check {
    case .identity(let identity):
      body(0)
      identity.forEachNumber(body)
    case .digest(let digest):
      body(1)
      body(Int64(bitPattern: digest.high))
      body(Int64(bitPattern: digest.low))
      for _ in 0..<5 { body(0) }
    }
  }

  /// Whether path `index` is checked by digest.
  private func isRecordedByDigest(_ index: Int) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var reader = MemoReader(rebasing: buffer, at: entries[index])
      return reader.number() == 1
    }
  }

  /// How path `index` is checked.
  func check(at index: Int) -> Check {
    bytes.withUnsafeBytes { buffer in
      var reader = MemoReader(rebasing: buffer, at: entries[index])
      if reader.number() == 0 { return .identity(reader.identity()!) }
      return .digest(
        ContentDigest(high: UInt64(bitPattern: reader.number()!), low: UInt64(bitPattern: reader.number()!)))
    }
  }

  /// Whether path `index` is recorded by `identity`: its entry's numbers (`forEachNumber`'s)
  /// compared where they lie. Decoding each entry's check to compare it cost a warm run 0.85 M
  /// of its 3.16 M instructions (real corpus).
  private func isRecorded(by identity: DigestMemo.Identity, at index: Int) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = entries[index]
      var equal = true
      Self.forEachNumber(of: .identity(identity)) { number in
        equal = equal && Int64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: Int64.self)) == number
        offset += 8
      }
      return equal
    }
  }

  /// Where the rest of path `index` (after `prefix`) is in `bytes`.
  private func pathRange(at index: Int) -> Range<Int> {
    let start = entries[index] + Self.entryHeader
    let end = (index + 1 < entries.count ? entries[index + 1] : bytes.count) - 1
    return start..<end
  }

  /// Each path's identity now (`nil` for a path that cannot be `stat`ed) and whether the path
  /// passes its check: its identity unchanged, or for a file recorded by digest, its bytes
  /// (read after the identity was taken) still of that digest. Taken on `jobs` threads, 32
  /// paths at a time; `whenChanged` is called (perhaps more than once) as soon as a path fails.
  func currentIdentities(
    jobs: Int, whenChanged: @escaping @Sendable () -> Void = {}
  ) -> (identities: [DigestMemo.Identity?], unchanged: Bool) {
    let changed = Locked(false)
    let identities = LargeStack.parallelMap(Array(0..<count), jobs: jobs, stackSize: 1 << 20, batch: 32) {
      index -> DigestMemo.Identity? in
      // The path and a NUL byte, in a buffer on the stack.
      let identity = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: pathLength(at: index) + 1) { path in
        path[writePath(at: index, into: path)] = 0
        return path.withMemoryRebound(to: CChar.self) { DigestMemo.Identity.of(cString: $0.baseAddress!) }
      }
      let passes: Bool
      if let identity, isRecorded(by: identity, at: index) {
        // Recorded by this very identity (most paths): nothing to decode.
        passes = true
      } else if case .digest(let digest) = check(at: index) {
        passes = identity != nil && (try? ContentDigest(of: SourceFile.read(path: path(at: index)).bytes)) == digest
      } else {
        // Recorded by another identity, or not there any more.
        passes = false
      }
      if !passes,
        changed.withLock({ seen in
          defer { seen = true }; return !seen
        })
      {
        whenChanged()
      }
      return identity
    }
    return (identities, !changed.withLock { $0 })
  }

  /// The record with each file recorded by digest whose identity in `identities` (one per
  /// path, taken before its bytes were read and found of that digest) is settled now recorded
  /// by that identity instead; `nil` when there is none.
  func settling(_ identities: [DigestMemo.Identity?], before moment: Double, window: Double) -> UnchangedRun? {
    // Most records have no file recorded by digest: one number read per file.
    guard identities.count == count, (folderCount..<count).contains(where: isRecordedByDigest) else { return nil }
    var settled = false
    let checks = (0..<count).map { index -> Check in
      let check = check(at: index)
      guard case .digest = check, let identity = identities[index], identity.isSettled(before: moment, window: window)
      else { return check }
      settled = true
      return .identity(identity)
    }
    return settled ? replacing(findingsKey: findingsKey, checks: checks) : nil
  }

  /// The folders, as recorded: their UTF-8 paths and identities.
  func folders() -> [(path: [UInt8], identity: DigestMemo.Identity)] {
    (0..<folderCount).map { index in
      guard case .identity(let identity) = check(at: index) else {
        preconditionFailure("a folder is checked by identity")
      }
      let path = [UInt8](unsafeUninitializedCapacity: pathLength(at: index)) { path, initialized in
        initialized = writePath(at: index, into: path)
      }
      return (path, identity)
    }
  }

  /// The files' paths.
  func filePaths() -> [String] {
    (folderCount..<count).map(path(at:))
  }

  /// Path `index` as a string, made in its own storage in one step: joining the shared start
  /// and the rest as arrays first made three allocations a path (2.7 M of an edited run's 17.9 M
  /// instructions, real corpus, 1,718 files).
  private func path(at index: Int) -> String {
    String(unsafeUninitializedCapacity: pathLength(at: index)) { writePath(at: index, into: $0) }
  }

  /// How many bytes path `index` has (its shared start and its rest).
  private func pathLength(at index: Int) -> Int { prefix.count + pathRange(at: index).count }

  /// Writes path `index` (its shared start, then its rest) at the start of `buffer`, which has
  /// room for `pathLength(at:)` bytes; how many it wrote.
  private func writePath(at index: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    let rest = pathRange(at: index)
    return bytes.withUnsafeBufferPointer { all in
      _ = UnsafeMutableBufferPointer(rebasing: buffer[..<prefix.count]).initialize(
        from: UnsafeBufferPointer(rebasing: all[prefix]))
      _ = UnsafeMutableBufferPointer(rebasing: buffer[prefix.count..<(prefix.count + rest.count)]).initialize(
        from: UnsafeBufferPointer(rebasing: all[rest]))
      return prefix.count + rest.count
    }
  }

  /// Whether `folders` are exactly the run's folders, in order.
  func hasFolders(_ folders: [[UInt8]]) -> Bool {
    guard folders.count == folderCount else { return false }
    return bytes.withUnsafeBufferPointer { all in
      folders.indices.allSatisfy { index in
        folders[index].withUnsafeBufferPointer { path(index, in: all, is: $0) }
      }
    }
  }

  /// Whether `files` are exactly the run's files, in order.
  func hasFiles(_ files: [String]) -> Bool {
    guard files.count == count - folderCount else { return false }
    return bytes.withUnsafeBufferPointer { all in
      files.indices.allSatisfy { index in
        var file = files[index]
        return file.withUTF8 { path(folderCount + index, in: all, is: $0) }
      }
    }
  }

  /// Whether path `index` (its shared start and its rest in `all`, the record's bytes) is
  /// `text`, compared as bytes.
  private func path(_ index: Int, in all: UnsafeBufferPointer<UInt8>, is text: UnsafeBufferPointer<UInt8>) -> Bool {
    let rest = pathRange(at: index)
    guard text.count == prefix.count + rest.count else { return false }
    guard let start = text.baseAddress else { return true }
    return memcmp(start, all.baseAddress! + prefix.lowerBound, prefix.count) == 0
      && memcmp(start + prefix.count, all.baseAddress! + rest.lowerBound, rest.count) == 0
  }

  /// This record with another findings key and each path's check replaced (one per path, in
  /// order; a folder's by identity), its paths kept: the bytes copied and the checks
  /// overwritten where they lie, as every entry keeps its size.
  func replacing(findingsKey: ContentDigest, checks: [Check]) -> UnchangedRun {
    precondition(
      checks.count == count && checks.prefix(folderCount).allSatisfy { if case .identity = $0 { true } else { false } })
    var bytes = bytes
    bytes.withUnsafeMutableBytes { buffer in
      func store(_ number: Int64, at offset: Int) {
        buffer.storeBytes(of: number.littleEndian, toByteOffset: offset, as: Int64.self)
      }
      store(Int64(bitPattern: findingsKey.high), at: 8)
      store(Int64(bitPattern: findingsKey.low), at: 16)
      // Every entry's eight numbers are written, the same ones again for an unchanged entry:
      // reading each entry's check back to compare it cost more (1.1 M of an edited run's
      // 16 M instructions, real corpus).
      for (index, check) in checks.enumerated() {
        var offset = entries[index]
        Self.forEachNumber(of: check) { number in
          store(number, at: offset)
          offset += 8
        }
      }
    }
    return UnchangedRun(
      bytes: bytes, prefix: prefix, entries: entries, findingsKey: findingsKey, folderCount: folderCount)
  }

  private init(bytes: [UInt8], prefix: Range<Int>, entries: [Int], findingsKey: ContentDigest, folderCount: Int) {
    self.bytes = bytes
    self.prefix = prefix
    self.entries = entries
    self.findingsKey = findingsKey
    self.folderCount = folderCount
  }

  /// The values of the folders among `values` (one per path, in order), when `folders` are
  /// exactly the run's folders, in order.
  func folderValues<Value>(_ values: [Value], matching folders: [[UInt8]]) -> ArraySlice<Value>? {
    values.count == count && hasFolders(folders) ? values[..<folderCount] : nil
  }

  /// The values of the files among `values` (one per path, in order), when `files` are exactly
  /// the run's files, in order.
  func fileValues<Value>(_ values: [Value], matching files: [String]) -> ArraySlice<Value>? {
    values.count == count && hasFiles(files) ? values[folderCount...] : nil
  }
}
