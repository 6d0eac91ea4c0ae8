import Foundation
import TestSupport
import Testing

@testable import CLI

/// `appintents facts` then `lint --facts` and `extract --facts`: the same findings and the same
/// bundle as a direct run over the files.
@Suite struct FactsCommandTests {
  static func run(_ arguments: [String]) -> (ExitCode, CapturedConsole) {
    let capture = CapturedConsole()
    return (CommandLineTool.run(arguments, console: capture.console), capture)
  }

  @Test func factsThenMergeEqualADirectRun() throws {
    let folder = try ExtractCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("facts").path
    let sources = FixturePaths.files(in: "SampleApp/Bookshelf").map(\.path)
    let (factsCode, factsCapture) = Self.run(["facts"] + sources + ["--output", store])
    #expect(factsCode == .success, "\(factsCapture.standardError)")

    let lintArguments = ["--module-name", "Bookshelf", "--reporter", "json"]
    let (directCode, direct) = Self.run(["lint", ExtractCommandTests.sampleApp] + lintArguments)
    let (mergedCode, merged) = Self.run(["lint", "--facts", store] + lintArguments)
    #expect(mergedCode == directCode)
    #expect(merged.standardOutput == direct.standardOutput)
    #expect(direct.standardOutput.hasPrefix("{"))

    let output = folder.appendingPathComponent("out")
    let (extractCode, extract) = Self.run([
      "extract", "--facts", store, "--module-name", "Bookshelf", "--output", output.path,
    ])
    #expect(extractCode == .success, "\(extract.standardError)")
    let golden = FixturePaths.url("SampleApp/bundle/extract.actionsdata")
    let written = output.appendingPathComponent("Metadata.appintents/extract.actionsdata")
    #expect(try Data(contentsOf: written) == Data(contentsOf: golden))
  }

  @Test func unreadableFactsAreAnIOError() {
    let (code, capture) = Self.run(["extract", "--facts", "/nonexistent-facts", "--output", "/tmp/x"])
    #expect(code == .ioError)
    #expect(capture.standardError.contains("cannot read facts in '/nonexistent-facts'"))
    let (missing, _) = Self.run(["extract", "--output", "/tmp/x"])
    #expect(missing == .usage)
  }

  /// Facts whose clause indices point outside the file's clauses (a hand-edited or damaged
  /// file) are refused with a message, never read: the index used to stop the process on them.
  @Test(arguments: [
    (
      "declaration",
      #"{"clauses":[{"condition":"DEBUG","previous":[]}],"contentHash":"","#
        + #""declarations":[{"attributes":[],"clauses":[5],"inherited":["AppIntent"],"kind":"struct","#
        + #""offset":0,"path":["A"]}],"imports":[],"keyMentions":[],"path":"A.swift","version":5}"#
    ),
    (
      "clause",
      #"{"clauses":[{"condition":"DEBUG","previous":[]},{"condition":null,"previous":[1]}],"#
        + #""contentHash":"","declarations":[],"imports":[],"keyMentions":[],"path":"A.swift","version":5}"#
    ),
  ])
  func factsWithClauseIndicesOutOfRangeAreRefused(kind: String, json: String) throws {
    let folder = try ExtractCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(json.utf8).write(to: folder.appendingPathComponent("A.swift.facts.json"))
    let output = folder.appendingPathComponent("out").path
    for arguments in [["lint", "--facts", folder.path], ["extract", "--facts", folder.path, "--output", output]] {
      let command = arguments[0]
      let (code, capture) = Self.run(arguments)
      #expect(code == .ioError, "\(command) \(kind): \(capture.standardError)")
      #expect(capture.standardError.contains("lists clause"), "\(command) \(kind): \(capture.standardError)")
    }
  }
}
