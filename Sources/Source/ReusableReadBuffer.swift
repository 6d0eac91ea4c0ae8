#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// One block of memory that files are read into one after another, for a thread that looks at
/// each file's bytes once and lets them go (the skim): reading every file into an array of its
/// own allocated and freed a block larger than the allocator's per-thread caches for each.
///
/// The block grows to the largest file read so far and is freed with the buffer. Not Sendable:
/// one thread uses it at a time (`read(path:)` overwrites what the last call gave).
public final class ReusableReadBuffer {
  private var base: UnsafeMutableRawPointer?
  private var capacity = 0
  /// The `FileStamp` of the file the last `read(path:)` opened (from the `fstat` that sized the
  /// read), or `nil` before the first read and after one that could not open the file.
  public private(set) var lastStamp: FileStamp?

  /// An empty buffer; the block is allocated by the first read.
  public init() {}

  deinit { base?.deallocate() }

  /// The bytes of the file at `path`, valid until the next call; the checks and errors of
  /// `SourceFile.read(path:)`, which gives the same bytes.
  public func read(path: String) throws(SourceReadError) -> UnsafeBufferPointer<UInt8> {
    lastStamp = nil
    let (count, stamp) = try SourceFile.withOpenFile(path) { (descriptor, expected, status) throws(SourceReadError) in
      (try readAll(descriptor, path: path, expected: expected), FileStamp(status))
    }
    lastStamp = stamp
    let bytes = UnsafeBufferPointer(start: base!.assumingMemoryBound(to: UInt8.self), count: count)
    if let encoding = SourceFile.foreignByteOrderMark(bytes) { throw .notUTF8(path: path, encoding: encoding) }
    return bytes
  }

  /// Reads `descriptor` to its end into the block, as `SourceFile` reads into an array: one
  /// byte more than `fstat` gave (`expected`), to see the end without another call, grown only
  /// when the file grew since. How many bytes it holds.
  private func readAll(_ descriptor: Int32, path: String, expected: Int) throws(SourceReadError) -> Int {
    reserve(expected + 1, keeping: 0)
    var count = 0
    while true {
      let asked = capacity - count
      let got = systemRead(descriptor, base! + count, asked)
      if got < 0 {
        if errno == EINTR { continue }
        throw .cannotRead(path: path, reason: systemErrorDescription(errno))
      }
      if got == 0 { return count }
      count += got
      if got < asked && count == expected { return count }
      if count == capacity {
        // The file grew since `fstat`: read on into a larger block.
        if count > SourceFile.maximumSize {
          throw .tooLarge(path: path, size: count, limit: SourceFile.maximumSize)
        }
        reserve(capacity * 2, keeping: count)
      }
    }
  }

  /// Makes room for at least `size` bytes, keeping the first `kept` bytes held.
  private func reserve(_ size: Int, keeping kept: Int) {
    guard size > capacity else { return }
    // Rounded up to whole pages, so that a run of files a little larger than the last does not
    // reallocate for each.
    let rounded = (size + 4095) & ~4095
    let larger = UnsafeMutableRawPointer.allocate(byteCount: rounded, alignment: 16)
    if let base {
      larger.copyMemory(from: base, byteCount: kept)
      base.deallocate()
    }
    base = larger
    capacity = rounded
  }
}
