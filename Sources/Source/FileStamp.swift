#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// What `stat` says of a file that changes whenever its contents do: device, inode, size, and
/// the modification and status-change times to the nanosecond (see `DigestMemo` for when an
/// unchanged stamp means unchanged contents).
public struct FileStamp: Hashable, Sendable {
  /// The device the file is on.
  public var device: Int64
  /// Its inode number.
  public var inode: Int64
  /// Its size in bytes.
  public var size: Int64
  /// The modification time: seconds and nanoseconds since 1970.
  public var modifiedSeconds: Int64
  public var modifiedNanoseconds: Int64
  /// The status-change time: seconds and nanoseconds since 1970.
  public var changedSeconds: Int64
  public var changedNanoseconds: Int64

  /// The stamp in `status`.
  public init(_ status: stat) {
    #if canImport(Darwin)
    let modified = status.st_mtimespec
    let changed = status.st_ctimespec
    #else
    let modified = status.st_mtim
    let changed = status.st_ctim
    #endif
    device = Int64(status.st_dev)
    inode = Int64(status.st_ino)
    size = Int64(status.st_size)
    modifiedSeconds = Int64(modified.tv_sec)
    modifiedNanoseconds = Int64(modified.tv_nsec)
    changedSeconds = Int64(changed.tv_sec)
    changedNanoseconds = Int64(changed.tv_nsec)
  }
}
