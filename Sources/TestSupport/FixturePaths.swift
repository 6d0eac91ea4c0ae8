import Foundation

/// Locates the repository's `Fixtures/` folder from this file's own path, so tests work from
/// any working directory.
public enum FixturePaths {
  /// The package root (the folder holding `Package.swift`).
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Fixtures/` under the package root.
  public static let fixtures: URL = packageRoot.appendingPathComponent("Fixtures")

  /// The URL of `relativePath` under `Fixtures/`.
  public static func url(_ relativePath: String) -> URL {
    fixtures.appendingPathComponent(relativePath)
  }

  /// Every file under `Fixtures/<folder>` whose name ends in `suffix`, sorted by path.
  public static func files(in folder: String, suffix: String = ".swift") -> [URL] {
    let root = url(folder)
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    var found: [URL] = []
    for case let file as URL in enumerator where file.lastPathComponent.hasSuffix(suffix) {
      found.append(file)
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The path of `file` relative to `Fixtures/`, for stable names in messages and output.
  public static func relativePath(_ file: URL) -> String {
    let base = fixtures.standardizedFileURL.path + "/"
    let path = file.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}
