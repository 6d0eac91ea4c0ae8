import Source
import Syntax
import Testing

@testable import Benchmark

/// The shapes `appintents-bench shapes` lints: valid Swift that grows with the count, named on
/// the command line.
@Suite struct InputShapeTests {
  /// Every shape, at a count the parser's nesting budget allows, parses without a diagnostic,
  /// and grows with the count.
  @Test func everyShapeIsValidSwiftThatGrows() {
    #expect(InputShape.all.count == Set(InputShape.all.map(\.name)).count)
    for shape in InputShape.all {
      let small = shape.files(20)
      #expect(Set(small.map(\.path)).count == small.count, "\(shape.name)")
      for file in small {
        let tree = LargeStack.run { Parser.parse(SourceFile(path: file.path, text: file.text)) }
        #expect(ParseDiagnostics.diagnose(tree).isEmpty, "\(shape.name): \(file.path)")
      }
      // At least a byte more for each of the 60 more elements.
      let grown = shape.files(80).reduce(0) { $0 + $1.text.utf8.count }
      #expect(grown - small.reduce(0) { $0 + $1.text.utf8.count } >= 60, "\(shape.name)")
    }
  }

  @Test func parsesTheShapesCommand() throws {
    let parsed = try BenchmarkArguments.parse(["shapes", "enum-cases", "nested-types", "--count", "10", "--callgrind"])
    #expect(parsed.command == .shapes && parsed.paths == ["enum-cases", "nested-types"])
    #expect(parsed.shapeCount == 10 && parsed.callgrind)
    #expect(throws: BenchmarkArguments.UsageError.self) { try BenchmarkArguments.parse(["shapes", "no-such-shape"]) }
    #expect(throws: BenchmarkArguments.UsageError.self) { try BenchmarkArguments.parse(["shapes", "--count", "0"]) }
  }
}
