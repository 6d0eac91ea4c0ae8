import Foundation

/// `link-order FILE`: writes the functions that typical `appintents` runs execute, for the
/// linker to place side by side (`ld.lld --symbol-ordering-file`, see the `Makefile`).
///
/// The kernel maps a program's code in 64 KB windows around each page it touches
/// ("fault-around"), so a run that calls 3,400 functions scattered over 17 MB of code keeps
/// about 7 MB of it resident, against 1.4 MB when those functions sit together. The runs
/// profiled are the ones users repeat: a pre-commit hook's one file, a whole tree without a
/// cache (on two threads, then on one), then with a cold and a warm cache, and `extract`. Each
/// runs under callgrind, which names every function it executed; the file lists them in order
/// of first appearance, the one-file run's first. With `--linker-map` (lld's `-Map` of the
/// same build), the functions of sections larger than 64 KB come after all the others
/// (`LinkerMap`). A function missing from the list (new code) is only placed elsewhere: the
/// list changes where code lies, never what it does.
enum LinkOrder {
  /// One profiled run: the arguments after the executable, where `TREE` stands for the corpus
  /// folder, `FILE` for one App Intents file in it, and `SCRATCH` for a scratch folder.
  static let workloads: [[String]] = [
    ["--version"],
    ["lint", "FILE", "--no-cache"],
    ["lint", "TREE", "--no-cache", "--jobs", "2"],
    // On one thread the skim takes fingerprints from the first file that names a role on;
    // on two, whether it does in a small tree depends on which thread gets there first.
    ["lint", "TREE", "--no-cache", "--jobs", "1"],
    ["lint", "TREE", "--cache-dir", "SCRATCH/cache", "--jobs", "2"],
    ["lint", "TREE", "--cache-dir", "SCRATCH/cache", "--jobs", "2"],
    ["extract", "TREE", "--output", "SCRATCH/bundle", "--force-metadata-output", "--jobs", "2"],
  ]

  /// The size above which a section counts as large (`--linker-map`): one fault-around
  /// window. A function in a larger section, listed among the small ones, pulled that whole
  /// section into the hot code and spread the rest over more windows.
  static let largeSectionBytes = 64 << 10

  /// The first lines of the written file (the linker skips `#` comments).
  static let header = """
    # Functions that typical appintents runs execute, in order of first appearance: the linker
    # places them side by side (Makefile, ld.lld --symbol-ordering-file). Written by
    # appintents-bench link-order --size-mb 5 --linker-map MAP Sources/AppIntentsCommand/link-order.txt
    # (MAP: ld.lld -Map of a make build): functions in sections larger than 64 KB come last.
    # Compare peak RSS before committing a new list (docs/performance.md, "Code layout").
    # A missing or stale name only moves code.

    """

  /// Profiles the workloads over a synthetic corpus and writes the list to `arguments.paths[0]`.
  static func run(_ arguments: BenchmarkArguments) -> BenchmarkExit {
    guard let tool = Pipeline.locateTool(explicit: arguments.tool) else {
      BenchmarkTool.printError("appintents-bench: error: no appintents executable found (use --tool PATH)")
      return .ioError
    }
    let generated = CorpusGenerator(seed: arguments.seed, targetBytes: Int(arguments.sizeMegabytes * 1e6)).generate()
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-link-order-\(getpid())")
      .path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let tree = scratch + "/tree"
    do {
      try CorpusGenerator.write(generated.files, to: tree)
    } catch {
      BenchmarkTool.printError("appintents-bench: error: cannot write the corpus to \(tree): \(error)")
      return .ioError
    }
    let intentsFile = generated.files.first { $0.bytes.containsImport(of: "AppIntents") }
    let file = tree + "/" + (intentsFile ?? generated.files[0]).path
    var names: [String] = []
    var seen: Set<String> = []
    for (number, workload) in workloads.enumerated() {
      let command =
        [tool]
        + workload.map {
          $0 == "TREE" ? tree : $0 == "FILE" ? file : $0.replacingOccurrences(of: "SCRATCH", with: scratch)
        }
      do {
        let executed = try Callgrind.executedFunctions(
          command, workingDirectory: scratch, profilePath: scratch + "/profile-\(number)")
        for name in executed where seen.insert(name).inserted { names.append(name) }
      } catch {
        BenchmarkTool.printError("appintents-bench: error: \(error.description)")
        return .ioError
      }
    }
    if let mapPath = arguments.linkerMap {
      guard let data = FileManager.default.contents(atPath: mapPath) else {
        BenchmarkTool.printError("appintents-bench: error: cannot read the linker map \(mapPath)")
        return .ioError
      }
      names = LinkerMap(String(decoding: data, as: UTF8.self)).placingLargeSectionsLast(
        names, limit: largeSectionBytes)
    }
    let text = header + names.joined(separator: "\n") + "\n"
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: arguments.paths[0]), options: .atomic)
    } catch {
      BenchmarkTool.printError("appintents-bench: error: cannot write \(arguments.paths[0]): \(error)")
      return .ioError
    }
    print("wrote \(names.count) functions from \(workloads.count) runs of \(tool) to \(arguments.paths[0])")
    return .success
  }
}

extension [UInt8] {
  /// Whether the bytes hold the line `import <module>`.
  fileprivate func containsImport(of module: String) -> Bool {
    String(decoding: self, as: UTF8.self).split(separator: "\n").contains { $0 == "import \(module)" }
  }
}
