import Foundation

/// What identifies one build of the tool for the cache: the version and the executable's size
/// and modification time, so a rebuilt binary (a development build with the same version
/// number) never reads a result an earlier build computed.
public enum BuildStamp {
  /// The stamp of the running executable.
  public static func current(version: String) -> String {
    guard let path = Bundle.main.executablePath,
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    else { return version }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(version) \(path) \(size) \(Int64(modified * 1000))"
  }
}
