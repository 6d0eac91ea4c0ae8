import Driver
import Foundation
import TestSupport
import Testing

/// Discovery: recursive `*.swift`, skipped tool folders and documentation catalogs, no symlink
/// following, directories named like source files skipped, sorted and duplicate-free output,
/// missing paths reported.
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
      "App/Documentation.docc/Tutorials/Step-01.swift", "App/Guide.DocC/J.swift", "App/docc/K.swift",
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
    #expect(result.files == [app + "/A.swift", app + "/Sub/B.swift", app + "/docc/K.swift"])
    #expect(result.errors.map(\.reason) == ["No such file or directory"])
    #expect(SourceDiscovery.defaultModuleName(for: [app]) == "App")
    #expect(SourceDiscovery.defaultModuleName(for: [app + "/Sub/B.swift"]) == "Sub")
  }

  @Test func theDefaultModuleNameIsTheStandardizedURLsFolderName() throws {
    // The name as `URL.standardizedFileURL` gives it, which the text-only resolution replaces.
    func named(byURL path: String) -> String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let url = URL(fileURLWithPath: path).standardizedFileURL
      let name = (isDirectory.boolValue ? url : url.deletingLastPathComponent()).lastPathComponent
      let cleaned = name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
      return cleaned.isEmpty ? "Module" : String(cleaned)
    }
    let fixtures = FixturePaths.fixtures.path
    let paths = [
      ".", "..", "./", "Fixtures", "Fixtures/", "Fixtures/../Sources", "./Fixtures/./Rules/..", "Package.swift",
      "Sources/Driver/SourceDiscovery.swift", "missing/File.swift", "missing", fixtures, fixtures + "/",
      fixtures + "/Rules/../Lexer", fixtures + "/../Package.swift", "/", "/tmp", "/tmp/../tmp/x.swift",
      "my-app.v2/Intents.swift", "Ünïcode Folder/A.swift",
    ]
    for path in paths {
      #expect(SourceDiscovery.defaultModuleName(for: [path]) == named(byURL: path), "\(path)")
    }
    #expect(SourceDiscovery.defaultModuleName(for: []) == "Module")
  }
}

/// The walk's order without a final sort: the same as sorting every path as a `String`.
@Suite struct SourceDiscoveryOrderTests {
  @Test func theFixturesComeOutInStringOrder() {
    let root = FixturePaths.fixtures.path
    let found = SourceDiscovery().discover([root])
    #expect(found.files.count > 200 && found.errors.isEmpty)
    #expect(found.files == found.files.sorted())
    #expect(SourceDiscovery().discover([root, root + "/Lexer"]) == found)
  }

  @Test func aFoldersFilesComeOutInStringOrder() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-order-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    // `-` and `.` sort before `/`, `0` and letters after it; capitals before small letters.
    let relative = [
      "a/x.swift", "a-b/x.swift", "a.b/x.swift", "a.swift", "a0/x.swift", "a/b/c.swift", "a/b.swift", "A/z.swift",
      "a b/x.swift", "ab.swift", "a/b-c/d.swift", "a/b/c/d.swift", "z.swift",
    ]
    for path in relative {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("let x = 1\n".utf8).write(to: url)
    }
    let expected = relative.map { root.path + "/" + $0 }.sorted()
    #expect(SourceDiscovery().discover([root.path]).files == expected)
    #expect(SourceDiscovery().discover([root.path + "/"]).files == expected)
    #expect(SourceDiscovery().discover([root.path + "/a", root.path]).files == expected)
  }

  @Test func namesOutsideASCIIAreSortedAsStrings() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-unicode-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    // Decomposed `é` (e + U+0301) sorts as the composed one, after `f` as a String, although
    // its first byte (`e`) comes before `f`; `.swift` plus a combining mark is not a Swift file.
    let relative = ["e\u{301}.swift", "f.swift", "\u{C9}cole/x.swift", "g.swift\u{301}"]
    for path in relative {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("let x = 1\n".utf8).write(to: url)
    }
    let files = SourceDiscovery().discover([root.path]).files
    #expect(files == relative.dropLast().map { root.path + "/" + $0 }.sorted())
    #expect(files.map { String($0.dropFirst(root.path.count + 1)) }.first == "f.swift")
  }
}

/// Folders listed on several threads (`FolderListings`): the same files, order and errors as
/// the walk that lists one folder at a time.
@Suite struct SourceDiscoveryThreadsTests {
  @Test func threadsDoNotChangeWhatIsFound() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-threads-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let manager = FileManager.default
    let relative = [
      "a/x.swift", "a-b/x.swift", "a.b/x.swift", "a.swift", "a/b/c.swift", "a/b/c/d/e/f/g.swift", "A/z.swift",
      "e\u{301}.swift", "\u{C9}cole/x.swift", "deep/1/2/3/4/5/6/7/8/9/x.swift", "empty/.keep", "Pods/p.swift",
      "node_modules/n.swift", "Folder.swift/h.swift", "wide/0.swift",
    ]
    let wide = (0..<40).map { "wide/w\($0)/x.swift" }
    for path in relative + wide {
      let url = root.appendingPathComponent(path)
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("let x = 1\n".utf8).write(to: url)
    }
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("a/linked").path,
      withDestinationPath: root.appendingPathComponent("deep").path)
    let pathSets = [
      [root.path], [root.path + "/"], [root.path + "/a", root.path], [root.path, root.path + "/missing"],
      [root.path + "/a.swift"], [FixturePaths.fixtures.path], [root.path + "/wide/w0"],
      [root.path + "/deep/1/2/3/4/5/6/7/8/9"],
    ]
    for paths in pathSets {
      let oneByOne = SourceDiscovery().discover(paths)
      #expect(!oneByOne.files.isEmpty)
      for jobs in [2, 3, 8] {
        #expect(SourceDiscovery().discover(paths, jobs: jobs) == oneByOne, "\(paths) at \(jobs) jobs")
      }
    }
  }
}
