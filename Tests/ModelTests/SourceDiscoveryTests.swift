import Driver
import Foundation
import Testing

/// Discovery: recursive `*.swift`, skipped tool folders, no symlink following, directories
/// named like source files skipped, sorted and duplicate-free output, missing paths reported.
@Suite struct SourceDiscoveryTests {
  @Test func findsSwiftFilesAndSkipsWhatItShould() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let manager = FileManager.default
    func write(_ relative: String) throws {
      let url = root.appendingPathComponent(relative)
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("let x = 1\n".utf8).write(to: url)
    }
    for file in [
      "App/A.swift", "App/Sub/B.swift", "App/.build/C.swift", "App/node_modules/D.swift", "App/Pods/E.swift",
      "App/DerivedData/F.swift", "App/.git/G.swift", "App/Folder.swift/H.swift", "App/notes.txt", "Other/I.swift",
    ] {
      try write(file)
    }
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("App/Linked").path,
      withDestinationPath: root.appendingPathComponent("Other").path)
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("App/Dangling.swift").path, withDestinationPath: "/nonexistent/target.swift")
    let app = root.appendingPathComponent("App").path
    let result = SourceDiscovery().discover([app, app + "/A.swift", root.appendingPathComponent("missing").path])
    #expect(result.files == [app + "/A.swift", app + "/Sub/B.swift"])
    #expect(result.errors.map(\.reason) == ["No such file or directory"])
    #expect(SourceDiscovery.defaultModuleName(for: [app]) == "App")
    #expect(SourceDiscovery.defaultModuleName(for: [app + "/Sub/B.swift"]) == "Sub")
  }
}
