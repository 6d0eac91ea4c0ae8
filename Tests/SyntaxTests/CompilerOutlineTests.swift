import Dispatch
import Foundation
import Source
import Syntax
import TestSupport
import Testing

/// For every `ok` parser fixture, the declaration outline from our tree equals the one the Swift
/// compiler's parser reports (`swiftc -frontend -dump-parse`), with `#if` evaluated for the
/// compiler's host (Linux, Swift 6, no defines).
@Suite struct CompilerOutlineTests {
  static let okFiles = FixturePaths.files(in: "Parser/ok") + FixturePaths.files(in: "Lexer/ok")
  /// Broken fixtures whose recovery must keep the compiler's declarations: a `.` that ends a
  /// line takes no member name from the next, so a declaration there stays one.
  static let recoveringFiles = FixturePaths.files(in: "Parser/err").filter {
    $0.lastPathComponent == "DanglingMemberDot.swift"
  }

  @Test(arguments: okFiles + recoveringFiles)
  func outlineMatchesTheCompiler(_ file: URL) throws {
    guard let swiftc = SwiftCompilerLocator.find() else {
      print("skipped: no swiftc on PATH; cannot compare \(file.lastPathComponent) with the compiler's outline")
      return
    }
    let outcome = ProcessRunner.run(
      swiftc, arguments: ["-frontend", "-dump-parse", "-swift-version", "6", file.path], timeout: 120)
    guard case .exited(_, let standardOutput, let standardError) = outcome else {
      Issue.record("swiftc -dump-parse did not run: \(outcome.diagnostics)")
      return
    }
    let expected = DeclarationOutline.compiler(standardOutput + standardError)
    let bytes = try [UInt8](Data(contentsOf: file))
    let tree = Parser.parseOnLargeStack(SourceFile(path: file.lastPathComponent, bytes: bytes))
    let evaluator = IfConfigEvaluator(
      configuration: BuildConfiguration(platform: .linux, compilerVersion: [6, 3]))
    let actual = DeclarationOutline.ours(tree, evaluator: evaluator)
    #expect(!expected.isEmpty || bytes.count < 200, "no outline from swiftc for \(file.lastPathComponent)")
    #expect(
      actual == expected,
      "\(file.lastPathComponent):\n\(LineDiff.render(expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n")))"
    )
  }

  /// With `APPINTENTS_OUTLINE_CORPUS` naming a folder (real apps' sources, say), every `.swift`
  /// file under it that the compiler parses without an error has our outline. Slow (one
  /// `swiftc` per file, two at a time), so only on request.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["APPINTENTS_OUTLINE_CORPUS"] != nil))
  func outlinesOfACorpusMatchTheCompiler() throws {
    let root = try #require(ProcessInfo.processInfo.environment["APPINTENTS_OUTLINE_CORPUS"])
    let swiftc = try #require(SwiftCompilerLocator.find(), "no swiftc on PATH")
    var names: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let name = enumerator?.nextObject() as? String {
      if name.hasSuffix(".swift") { names.append(root + "/" + name) }
    }
    let files = names.sorted()
    let results = Locked((compared: 0, skipped: 0, mismatches: [String]()))
    let evaluator = IfConfigEvaluator(configuration: BuildConfiguration(platform: .linux, compilerVersion: [6, 3]))
    DispatchQueue.concurrentPerform(iterations: 2) { half in
      for path in files.indices.filter({ $0 % 2 == half }).map({ files[$0] }) {
        let outcome = ProcessRunner.run(
          swiftc, arguments: ["-frontend", "-dump-parse", "-swift-version", "6", path], timeout: 120)
        guard case .exited(_, let standardOutput, let standardError) = outcome, !standardError.contains(": error:"),
          let bytes = FileManager.default.contents(atPath: path)
        else {
          results.withLock { $0.skipped += 1 }
          continue
        }
        let expected = DeclarationOutline.compiler(standardOutput + standardError)
        let tree = Parser.parseOnLargeStack(SourceFile(path: path, bytes: [UInt8](bytes)))
        let actual = DeclarationOutline.ours(tree, evaluator: evaluator)
        results.withLock { results in
          results.compared += 1
          if actual != expected {
            let diff = LineDiff.render(
              expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n"))
            results.mismatches.append("\(path):\n\(diff.split(separator: "\n").prefix(12).joined(separator: "\n"))")
          }
        }
      }
    }
    let (compared, skipped, mismatches) = results.withLock { ($0.compared, $0.skipped, $0.mismatches.sorted()) }
    print(
      "outlines: \(compared) files compared, \(skipped) skipped (swiftc reports an error), \(mismatches.count) differ")
    #expect(compared > 0)
    #expect(
      mismatches.isEmpty, "\(mismatches.count) outlines differ:\n\(mismatches.prefix(20).joined(separator: "\n"))")
  }
}
