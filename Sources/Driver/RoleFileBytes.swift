import Syntax

/// The bytes of the files the skim found naming a role protocol, kept for their parse.
///
/// Such a file is nearly always parsed (`RelevantFiles`), and the parse read it a second time:
/// an `open`, `fstat`, `read` and `close`, 11 µs a file on the 2-core Linux machine (80 role
/// files of the synthetic 20 MB corpus). The skim copies them here instead, up to
/// `largestFile` bytes each and `budget` bytes in all, so that a module of many or large role
/// files still reads them again rather than holding them all.
final class RoleFileBytes: Sendable {
  /// The largest file kept, in bytes.
  static let largestFile = 256 << 10
  /// The most bytes kept in all.
  static let budget = 1 << 20

  private let kept = Locked<(files: [String: [UInt8]], size: Int)>(([:], 0))

  /// Keeps a copy of `bytes`, the file at `path`'s, when it fits.
  func keep(_ bytes: UnsafeBufferPointer<UInt8>, path: String) {
    guard bytes.count <= Self.largestFile else { return }
    let copy = Array(bytes)
    kept.withLock { kept in
      guard kept.size + copy.count <= Self.budget else { return }
      kept.files[path] = copy
      kept.size += copy.count
    }
  }

  /// The files kept, by path; the keeper is left empty.
  func take() -> [String: [UInt8]] {
    kept.withLock { kept in
      defer { kept = ([:], 0) }
      return kept.files
    }
  }
}
