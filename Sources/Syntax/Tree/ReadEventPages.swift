#if canImport(Glibc)
import Glibc
#endif

/// Gives back to the system, on Linux, the whole pages of a buffer of parse events that a
/// front-to-back reader has passed, a stretch at a time (`TreeBuilder.build`).
///
/// The events are read once, and a `start`'s forward parent is always a later event, so
/// nothing reads an event again once the reader is past it. The synthetic corpus's files
/// concatenated into one 5 MB file make 2.2 million events (17 MB) and 693,000 nodes (14 MB);
/// without this, both were resident when the last node was made. The pages given back (`madvise(MADV_DONTNEED)`) lie wholly inside
/// the buffer, past its first partial page (where the array's and the allocator's headers
/// live), and come back as pages of zeros should anything touch them; the buffer is freed as
/// usual afterwards. Elsewhere, and for buffers smaller than one stretch, it does nothing.
struct ReadEventPages {
  /// Events passed between two releases: 1 MB of them.
  static let stride = (1 << 20) / MemoryLayout<ParseEvent>.stride

  private let base: UnsafeMutableRawPointer?
  /// The address up to which pages were given back (page-aligned), or the buffer's first
  /// whole page before any were.
  private var releasedUpTo: UInt
  /// The index after which the next stretch is released.
  private var nextRelease: Int

  /// A release over `events`.
  init(_ events: UnsafeMutableBufferPointer<ParseEvent>) {
    base = UnsafeMutableRawPointer(events.baseAddress)
    let pageSize = Self.pageSize
    releasedUpTo = (UInt(bitPattern: base) + pageSize - 1) / pageSize * pageSize
    nextRelease = events.count > Self.stride ? Self.stride : Int.max
  }

  /// Notes that the reader is done with every event up to and including `index`.
  @inline(__always)
  mutating func passed(_ index: Int) {
    guard index >= nextRelease else { return }
    nextRelease = index + Self.stride
    release(below: index)
  }

  /// Gives back the whole pages of the events before `index` not given back yet.
  private mutating func release(below index: Int) {
    #if canImport(Glibc)
    guard let base else { return }
    let end = UInt(bitPattern: base + index * MemoryLayout<ParseEvent>.stride) / Self.pageSize * Self.pageSize
    guard end > releasedUpTo, let pages = UnsafeMutableRawPointer(bitPattern: releasedUpTo) else { return }
    _ = madvise(pages, Int(end - releasedUpTo), Int32(MADV_DONTNEED))
    releasedUpTo = end
    #endif
  }

  private static let pageSize: UInt = {
    #if canImport(Glibc)
    UInt(max(sysconf(Int32(_SC_PAGESIZE)), 1))
    #else
    4096
    #endif
  }()
}
