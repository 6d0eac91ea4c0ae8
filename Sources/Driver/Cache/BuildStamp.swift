import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// What identifies one build of the tool for the cache: the version and the executable's size
/// and modification time, so a rebuilt binary (a development build with the same version
/// number) never reads a result an earlier build computed.
public enum BuildStamp {
  /// The stamp of the running executable.
  public static func current(version: String) -> String {
    guard let path = executablePath() else { return version }
    var status = stat()
    guard stat(path, &status) == 0 else { return version }
    #if canImport(Darwin)
    let modified = status.st_mtimespec
    #else
    let modified = status.st_mtim
    #endif
    let milliseconds = Int64(modified.tv_sec) * 1000 + Int64(modified.tv_nsec) / 1_000_000
    return "\(version) \(path) \(status.st_size) \(milliseconds)"
  }

  /// The path of the running executable, links resolved.
  ///
  /// On Linux it is read from `/proc/self/exe`: `Bundle.main` lists the executable's folder
  /// (twice) to look for resources, and `FileManager.attributesOfItem` looks the owner's name up
  /// in the user database, which together cost a warm run more than a millisecond.
  static func executablePath() -> String? {
    #if os(Linux)
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if length > 0 {
      return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    #endif
    return Bundle.main.executablePath
  }
}
