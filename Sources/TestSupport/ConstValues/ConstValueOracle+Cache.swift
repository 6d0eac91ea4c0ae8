import Foundation

extension ConstValueOracle {
  /// The extraction of a fixture case, computed once per process and shared by every test that asks.
  package func cachedExtraction(of extractionCase: ExtractionCase) -> ModuleConstValues {
    let entry = ExtractionCache.shared.entry(for: extractionCase.directory.path)
    return entry.value { extract(extractionCase) }
  }

  /// Type-checks and extracts in-memory sources, written to a temporary folder as `name.swift` files.
  ///
  /// File names in the result are the keys of `sources` plus `.swift`.
  package func extract(
    sources: [String: String], moduleName: String = "Inline", defines: [String] = [], swiftVersion: String = "5"
  ) throws -> ModuleConstValues {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("appintents-inline-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [URL] = []
    for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
      let file = folder.appendingPathComponent("\(name).swift")
      try Data(text.utf8).write(to: file)
      files.append(file)
    }
    return extract(files: files, root: folder, moduleName: moduleName, defines: defines, swiftVersion: swiftVersion)
  }
}

/// Memoized extractions keyed by case folder; each key is computed at most once, and different keys in
/// parallel.
private final class ExtractionCache: @unchecked Sendable {
  static let shared = ExtractionCache()

  /// One memoized value, guarded by its own lock so that other keys are not blocked while it computes.
  final class Entry: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: ModuleConstValues?

    func value(_ compute: () -> ModuleConstValues) -> ModuleConstValues {
      lock.lock()
      defer { lock.unlock() }
      if let stored { return stored }
      let computed = compute()
      stored = computed
      return computed
    }
  }

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]

  func entry(for key: String) -> Entry {
    lock.lock()
    defer { lock.unlock() }
    if let entry = entries[key] { return entry }
    let entry = Entry()
    entries[key] = entry
    return entry
  }
}
