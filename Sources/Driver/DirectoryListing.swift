import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Lists directories with `readdir`, taking each entry's type from the listing itself.
///
/// `FileManager.attributesOfItem` builds a dictionary of boxed attributes per entry, which made
/// discovery cost as much as skimming a few megabytes; the directory entry already says
/// whether a name is a directory, a regular file or a link. Only where the file system leaves
/// the type out (`DT_UNKNOWN`) is the entry `lstat`ed, so links are never followed, as before.
enum DirectoryListing {
  /// What an entry is, as discovery cares.
  enum EntryType: Equatable {
    /// A directory (not a link to one).
    case directory
    /// A regular file (not a link to one).
    case regular
    /// A symbolic link, device, socket or pipe.
    case other
  }

  /// One entry of a directory: its name and, when the listing gives it, its type.
  struct Entry {
    /// The name within the directory.
    var name: String
    /// The type, `nil` when the file system did not report it.
    var type: EntryType?
  }

  /// The entries of `directory` other than `.` and `..`, or `nil` when it cannot be listed.
  static func entries(of directory: String) -> [Entry]? {
    var entries: [Entry] = []
    let listed = forEachEntry(of: directory) { name, type in
      entries.append(Entry(name: String(decoding: name, as: UTF8.self), type: type))
    }
    return listed ? entries : nil
  }

  /// Calls `body` with the name (UTF-8, valid only during the call) and type of every entry of
  /// `directory` other than `.` and `..`; `false` when it cannot be listed.
  static func forEachEntry(
    of directory: String, _ body: (UnsafeBufferPointer<UInt8>, EntryType?) -> Void
  ) -> Bool {
    guard let stream = opendir(directory) else { return false }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
      // The fields are read in place: a directory entry is only as long as its name, so copying
      // the whole `dirent` (or its 256-byte `d_name`) would read past the end of the last entry
      // of the listing's buffer (AddressSanitizer caught exactly that).
      guard let namePointer = entry.pointer(to: \.d_name), let typePointer = entry.pointer(to: \.d_type) else {
        continue
      }
      let start = UnsafeRawPointer(namePointer).assumingMemoryBound(to: UInt8.self)
      let name = UnsafeBufferPointer(
        start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)))
      if name.count <= 2 && name.allSatisfy({ $0 == UInt8(ascii: ".") }) { continue }
      let type: EntryType?
      switch Int32(typePointer.pointee) {
      case Int32(DT_DIR): type = .directory
      case Int32(DT_REG): type = .regular
      case Int32(DT_UNKNOWN): type = nil
      default: type = .other
      }
      body(name, type)
    }
    return true
  }

  /// The type of the item at `path` from `lstat` (links not followed), `nil` when it cannot be
  /// examined.
  static func type(ofItemAt path: String) -> EntryType? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .regular
    default: return .other
    }
  }
}
