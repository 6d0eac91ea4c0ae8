#if canImport(Glibc)
import Glibc
#endif

/// Gives memory that no one will read again back to the system without freeing it, on Linux:
/// the whole pages between two addresses (`madvise(MADV_DONTNEED)`), which come back as pages
/// of zeros should anything touch them. Elsewhere it gives nothing back.
///
/// Used where an allocation stays but part of it is done with: an array's unused capacity
/// (`Array.trimmedToFit`) and the parse events a tree builder has read (`ReadEventPages`).
enum PageRelease {
  /// The system's page size (4096 where it is not asked).
  static let pageSize: UInt = {
    #if canImport(Glibc)
    UInt(max(sysconf(Int32(_SC_PAGESIZE)), 1))
    #else
    4096
    #endif
  }()

  /// `address` rounded up to a page boundary.
  static func pageStart(atOrAfter address: UInt) -> UInt {
    (address + pageSize - 1) / pageSize * pageSize
  }

  /// `address` rounded down to a page boundary.
  static func pageStart(atOrBefore address: UInt) -> UInt {
    address / pageSize * pageSize
  }

  /// Gives back the whole pages from `start` (rounded up) to `end` (rounded down); nothing
  /// when no whole page lies between them. The caller owns that memory and reads none of it
  /// again.
  static func giveBack(from start: UInt, to end: UInt) {
    #if canImport(Glibc)
    let first = pageStart(atOrAfter: start)
    let last = pageStart(atOrBefore: end)
    guard last > first, let pages = UnsafeMutableRawPointer(bitPattern: first) else { return }
    _ = madvise(pages, Int(last - first), Int32(MADV_DONTNEED))
    #endif
  }
}
