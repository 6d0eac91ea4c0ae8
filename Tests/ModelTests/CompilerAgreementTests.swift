import Evaluator
import Foundation
import Model
import Source
import Syntax
import TestSupport
import Testing

/// For every property the Swift compiler's const-value extraction reports on the extraction
/// fixtures, our evaluator gives the same value kind and value.
///
/// With `swiftc` on `PATH` the compiler is run live (stub compiled once, one frontend job per
/// file); otherwise the golden compiler output in each case folder is used, and the test says so.
@Suite struct CompilerAgreementTests {
  static let cases: [ExtractionCase] =
    ExtractionCase.all().filter(\.spec.compiles)
    + ((try? ExtractionCase.sampleApp()).map { [$0] } ?? [])

  /// The compiler's reports for a case: live when possible, else from the golden file.
  static func compilerReports(_ extractionCase: ExtractionCase) throws -> [String: [ConstValueTypeInfo]] {
    switch ConstValueOracle.shared {
    case .ready(let oracle):
      let module = oracle.cachedExtraction(of: extractionCase)
      if module.typeChecks { return try module.reports().mapValues { $0.types } }
    case .skipped(let reason):
      print("note: \(reason); comparing with the golden compiler output instead")
    case .broken(let error):
      Issue.record("the compiler oracle is broken: \(error)")
    }
    struct Golden: Decodable { let files: [String: [ConstValueTypeInfo]] }
    let data = try Data(contentsOf: extractionCase.goldenURL)
    return try JSONDecoder().decode(Golden.self, from: data).files
  }

  static func extractor(for extractionCase: ExtractionCase) throws -> ModelExtractor {
    let root = extractionCase.directory.standardizedFileURL.path + "/"
    let files = try extractionCase.sourceFiles.map { url -> ParsedFile in
      let bytes = try [UInt8](Data(contentsOf: url))
      let path = String(url.standardizedFileURL.path.dropFirst(root.count))
      return LargeStack.run { ParsedFile(SourceFile(path: path, bytes: bytes)) }
    }
    let configuration = BuildConfiguration(
      platform: .linux, defines: Set(extractionCase.spec.defines),
      languageVersion: extractionCase.spec.swiftVersion == "6" ? [6, 0] : [5, 10], compilerVersion: [6, 3])
    let index = ModuleIndex(
      moduleName: extractionCase.moduleName, files: files, ifConfig: IfConfigEvaluator(configuration: configuration))
    return ModelExtractor(index: index)
  }

  @Test(arguments: cases)
  func everyPropertyAgreesWithTheCompiler(_ extractionCase: ExtractionCase) throws {
    let reports = try Self.compilerReports(extractionCase)
    let extractor = try Self.extractor(for: extractionCase)
    var comparison = CompilerValueComparison()
    var compared = 0
    for (file, types) in reports.sorted(by: { $0.key < $1.key }) {
      for type in types {
        var path = TypeNames.path(of: type.typeName)
        if path.first == extractionCase.moduleName { path.removeFirst() }
        let ours = extractor.evaluatedProperties(of: path).filter { $0.file == file }
        for property in type.properties
        where property.file != nil && !property.label.hasPrefix("_")
          && !property.label.hasPrefix("$")
        {
          let location = "\(file) \(path.joined(separator: ".")).\(property.label)"
          guard let mine = ours.first(where: { $0.name == property.label && $0.isStatic == property.isStatic }) else {
            comparison.mismatches.append("\(location): not found by our model")
            continue
          }
          compared += 1
          if let wrappers = property.propertyWrappers, let wrapper = wrappers.first {
            let ourArguments = mine.wrapperArguments ?? []
            let written = ConstValueArgumentList(wrapper.arguments)
            comparison.compareWrapperArguments(written, ourArguments, at: location + " @wrapper")
          } else {
            comparison.compare(property.value, mine.value, at: location)
          }
        }
      }
    }
    #expect(compared > 0, "no properties compared for \(extractionCase.name)")
    print(
      "\(extractionCase.name): compared \(compared) properties with the compiler, "
        + "\(comparison.lenientInitCalls) implicit .init calls of unknown type")
    let report = comparison.mismatches.joined(separator: "\n")
    #expect(
      comparison.mismatches.isEmpty,
      "\(comparison.mismatches.count) disagreements with the compiler in \(extractionCase.name):\n\(report)")
  }
}

/// The written arguments of a property wrapper as the compiler lists them.
struct ConstValueArgumentList {
  let arguments: [ConstArgument]

  init(_ arguments: [ConstArgument]) { self.arguments = arguments }
}

extension CompilerValueComparison {
  /// Wrapper arguments are exactly what the source wrote, so the lists must match one to one.
  mutating func compareWrapperArguments(_ compiler: ConstValueArgumentList, _ ours: [LabeledValue], at path: String) {
    guard compiler.arguments.count == ours.count else {
      mismatches.append(
        "\(path): \(compiler.arguments.map(\.label)) vs ours \(ours.map(\.label))")
      return
    }
    for (argument, mine) in zip(compiler.arguments, ours) {
      if argument.label != mine.label { mismatches.append("\(path): label \(argument.label) vs ours \(mine.label)") }
      compare(argument.value, mine.value.constant, at: "\(path)(\(argument.label):)")
    }
  }
}
