import Foundation
import TestSupport
import Testing

/// Skim-then-parse against parsing every file, over fixture modules with one file mutated at
/// random (braces, quotes, `#if`, attributes, conformances, declaration keywords, declarations
/// named like Apple's protocols): 300 modules
/// in every run, and `APPINTENTS_MUTATION_ROUNDS` of them with `APPINTENTS_MUTATION_SEED` for a
/// longer search (docs/reliability.md). Each module that differs is recorded, and copied under
/// `APPINTENTS_MUTATION_DUMP` when that is set, to replay.
@Suite struct MutatedModuleEquivalenceTests {
  static let environment = ProcessInfo.processInfo.environment
  static let rounds = environment["APPINTENTS_MUTATION_ROUNDS"].flatMap(Int.init) ?? 300

  /// The fixture modules of more than one file under `Fixtures/Skim`, `Fixtures/Extraction`
  /// and the rules' `triggers` and `passes` folders (`Fixtures/Rules/<id>/...`).
  static func modules() throws -> [String] {
    var result: [String] = []
    for group in ["Skim", "Extraction", "Rules"] {
      let base = FixturePaths.packageRoot.appendingPathComponent("Fixtures").appendingPathComponent(group)
      for name in try FileManager.default.contentsOfDirectory(atPath: base.path).sorted() {
        let folders = group == "Rules" ? [name + "/triggers", name + "/passes"] : [name]
        for folder in folders where FixturePaths.files(in: group + "/" + folder).count > 1 {
          result.append(group + "/" + folder)
        }
      }
    }
    return result
  }

  static let pieces = [
    "{", "}", "(", ")", "[", "]", "\"", "#if DEBUG\n", "#endif\n", "#else\n", "\n", "@MainActor ", "final class ", "`",
    "\\(", "protocol ", ";", "/*", "*/", "//", "extension ", "struct ", "enum ", "typealias ", ": AppEntity",
    ": AppIntent", ": AppEnum", "static let ", "var ", "<T>", "where ", ",", ".", "=",
    // A name and declarations named like Apple's protocols, which hide them from lookups when a
    // parse reads them: what makes a header the skim misplaces change the model.
    "x ", "struct AppIntent {} ", "enum AppEntity {}\n",
  ].map { Array($0.utf8) }

  /// `bytes` (not empty) with one to `edits` of `pieces` inserted or written over it, or runs of
  /// up to `deletion` bytes deleted; never empty.
  static func mutated(
    _ bytes: [UInt8], pieces: [[UInt8]], edits: UInt64 = 3, deletion: UInt64 = 30, _ generator: inout SplitMix64
  ) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<(1 + Int(generator.next() % edits)) {
      let offset = Int(generator.next() % UInt64(bytes.count))
      let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
      switch generator.next() % 3 {
      case 0: bytes.insert(contentsOf: piece, at: offset)
      case 1: bytes.replaceSubrange(offset..<min(bytes.count, offset + piece.count), with: piece)
      default: bytes.removeSubrange(offset..<min(bytes.count, offset + 1 + Int(generator.next() % deletion)))
      }
      if bytes.isEmpty { bytes = piece }
    }
    return bytes
  }

  @Test func mutatedModulesGiveTheResultsOfAFullParse() throws {
    let seed = Self.environment["APPINTENTS_MUTATION_SEED"].flatMap(UInt64.init) ?? 1
    let modules = try Self.modules()
    var generator = SplitMix64(seed: seed)
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mutated-modules-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: work) }
    for round in 0..<Self.rounds {
      let module = modules[Int(generator.next() % UInt64(modules.count))]
      let files = FixturePaths.files(in: module)
      let victim = Int(generator.next() % UInt64(files.count))
      try? FileManager.default.removeItem(at: work)
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
      var paths: [String] = []
      for (index, file) in files.enumerated() {
        let bytes = try [UInt8](Data(contentsOf: file))
        let target = work.appendingPathComponent(file.lastPathComponent)
        try Data(index == victim ? Self.mutated(bytes, pieces: Self.pieces, &generator) : bytes).write(to: target)
        paths.append(target.path)
      }
      let differences = SkimComparison.differences(paths)
      guard !differences.isEmpty else { continue }
      let name = "\(seed)-\(round)-\(module.replacingOccurrences(of: "/", with: "-"))"
      Issue.record("round \(round) of seed \(seed), \(module) with \(files[victim].lastPathComponent) mutated")
      if let dump = Self.environment["APPINTENTS_MUTATION_DUMP"] {
        let folder = URL(fileURLWithPath: dump).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for path in paths {
          try FileManager.default.copyItem(
            at: URL(fileURLWithPath: path), to: folder.appendingPathComponent((path as NSString).lastPathComponent))
        }
      }
    }
  }
}
