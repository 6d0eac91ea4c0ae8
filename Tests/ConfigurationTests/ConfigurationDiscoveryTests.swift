import Configuration
import Foundation
import Source
import Testing

@Suite struct ConfigurationDiscoveryTests {
  /// A fresh temporary directory (symbolic links resolved, so paths compare equal), removed
  /// after `body`.
  private func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: base) }
    try body(base.resolvingSymlinksInPath().path)
  }

  private func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  private func makeDirectory(_ path: String) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  private func loader(_ workingDirectory: String) -> ConfigurationLoader {
    ConfigurationLoader(
      catalog: TestCatalog.catalog, reporterNames: TestCatalog.reporters, workingDirectory: workingDirectory)
  }

  @Test func walksUpToTheNearestFile() throws {
    try withTemporaryDirectory { root in
      try write("{\"strict\": true}", to: root + "/repo/.appintents.json")
      try write("{\"strict\": false}", to: root + "/repo/app/.appintents.json")
      try makeDirectory(root + "/repo/app/Sources/Deep")
      try makeDirectory(root + "/repo/lib/Sources")
      #expect(
        ConfigurationLoader.discover(from: root + "/repo/app/Sources/Deep", workingDirectory: "/")
          == root + "/repo/app/.appintents.json")
      #expect(
        ConfigurationLoader.discover(from: root + "/repo/lib/Sources", workingDirectory: "/")
          == root + "/repo/.appintents.json")
      #expect(
        ConfigurationLoader.discover(from: root + "/repo", workingDirectory: "/") == root + "/repo/.appintents.json")
      // A relative start directory is taken from the working directory.
      #expect(
        ConfigurationLoader.discover(from: "lib/Sources", workingDirectory: root + "/repo")
          == root + "/repo/.appintents.json")
      let file = try loader(root + "/repo/lib").load(explicitPath: nil)
      #expect(file?.strict?.value == true)
      #expect(file?.directory == root + "/repo")
    }
  }

  @Test func aRepositoryRootEndsTheWalk() throws {
    try withTemporaryDirectory { root in
      try write("{}", to: root + "/.appintents.json")
      try makeDirectory(root + "/repo/.git")
      try makeDirectory(root + "/repo/Sources")
      // `.git` in `repo` stops the walk there: the file above the repository is not used.
      #expect(ConfigurationLoader.discover(from: root + "/repo/Sources", workingDirectory: "/") == nil)
      // A `.git` file (as in a worktree) stops it too, after checking its own directory.
      try write("gitdir: elsewhere", to: root + "/worktree/.git")
      try write("{}", to: root + "/worktree/.appintents.json")
      try makeDirectory(root + "/worktree/Sources")
      #expect(
        ConfigurationLoader.discover(from: root + "/worktree/Sources", workingDirectory: "/")
          == root + "/worktree/.appintents.json")
      #expect(try loader(root + "/repo/Sources").load(explicitPath: nil) == nil)
    }
  }

  @Test func aDirectoryNamedLikeTheFileIsNotAConfiguration() throws {
    try withTemporaryDirectory { root in
      try makeDirectory(root + "/a/.appintents.json")
      try makeDirectory(root + "/a/.git")
      #expect(ConfigurationLoader.discover(from: root + "/a", workingDirectory: "/") == nil)
    }
  }

  @Test func theWalkStopsAtTheFilesystemRoot() {
    // No `.appintents.json` exists in `/` or `/proc`: the walk ends at `/` without looping.
    #expect(ConfigurationLoader.discover(from: "/proc/self", workingDirectory: "/") == nil)
  }

  @Test func explicitPathIsReadRelativeToTheWorkingDirectory() throws {
    try withTemporaryDirectory { root in
      try write("{\"reporter\": \"json\"}", to: root + "/ci/lint.json")
      try write("{\"reporter\": \"sarif\"}", to: root + "/.appintents.json")
      try makeDirectory(root + "/.git")
      let file = try loader(root).load(explicitPath: "ci/lint.json")
      #expect(file?.reporter?.value == "json")
      #expect(file?.path == "ci/lint.json")
      #expect(file?.absolutePath == root + "/ci/lint.json")
      #expect(file?.directory == root + "/ci")
    }
  }

  @Test func missingExplicitFileIsAnIOError() throws {
    try withTemporaryDirectory { root in
      do throws(ConfigurationError) {
        _ = try loader(root).load(explicitPath: "missing.json")
        Issue.record("expected an error")
      } catch {
        #expect(error.isIOError)
        #expect(error == .unreadable(.cannotOpen(path: "missing.json", reason: "No such file or directory")))
        #expect(error.description == "error: cannot read 'missing.json': No such file or directory")
      }
      try makeDirectory(root + "/dir.json")
      #expect(throws: ConfigurationError.unreadable(.isDirectory(path: "dir.json"))) {
        try loader(root).load(explicitPath: "dir.json")
      }
    }
  }

  @Test func invalidDiscoveredFileIsAConfigurationErrorWithItsPath() throws {
    try withTemporaryDirectory { root in
      try write("{\n  \"strict\": \"no\"\n}", to: root + "/.appintents.json")
      try makeDirectory(root + "/.git")
      do throws(ConfigurationError) {
        _ = try loader(root).load(explicitPath: nil)
        Issue.record("expected an error")
      } catch {
        #expect(!error.isIOError)
        #expect(
          error.issues == [
            ConfigurationIssue(
              path: root + "/.appintents.json", location: SourceLocation(line: 2, column: 13),
              message: "'strict' must be true or false, found a string")
          ])
      }
    }
  }
}
