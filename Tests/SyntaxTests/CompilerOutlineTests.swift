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
}
