import Testing

@testable import Benchmark

/// Parsing the command line of `appintents-bench`.
@Suite struct BenchmarkArgumentsTests {
  @Test func defaultsToRun() throws {
    let parsed = try BenchmarkArguments.parse([])
    #expect(parsed.command == .run)
    #expect(parsed.seed == 1)
    #expect(parsed.sizeMegabytes == 20)
    #expect(parsed.repetitions == 5)
    #expect(parsed.kernels == Kernels.all.map(\.name))
  }

  @Test func parsesOptionsInBothSpellings() throws {
    let parsed = try BenchmarkArguments.parse([
      "lex", "a", "--repeat=3", "--kernels", "lex,floor", "--json", "b", "--callgrind", "--", "--c",
    ])
    #expect(parsed.command == .lex)
    #expect(parsed.paths == ["a", "b", "--c"])
    #expect(parsed.repetitions == 3)
    #expect(parsed.kernels == ["lex", "floor"])
    #expect(parsed.json && parsed.callgrind)
  }

  @Test func parsesGenerateAndScale() throws {
    let generate = try BenchmarkArguments.parse(["generate", "--seed", "9", "--size-mb", "2.5", "out"])
    #expect(generate.command == .generate && generate.seed == 9 && generate.sizeMegabytes == 2.5)
    #expect(generate.paths == ["out"])
    let scale = try BenchmarkArguments.parse(["scale", "--factors", "1,2,8"])
    #expect(scale.factors == [1, 2, 8])
    let once = try BenchmarkArguments.parse(["once", "lex-trivia", "--factor", "4", "--one-file"])
    #expect(once.paths == ["lex-trivia"] && once.factor == 4 && once.oneFile)
  }

  @Test func parsesTheWholeProcessOptions() throws {
    let defaults = try BenchmarkArguments.parse(["lex", "dir"])
    #expect(defaults.pipeline && defaults.tool == nil && defaults.jobs == nil)
    let parsed = try BenchmarkArguments.parse([
      "lex", "dir", "--tool", "/x/appintents", "--jobs=3", "--no-pipeline", "--json-output", "r.json",
    ])
    #expect(parsed.tool == "/x/appintents" && parsed.jobs == 3 && !parsed.pipeline)
    #expect(parsed.jsonOutput == "r.json" && !parsed.json)
    #expect(try BenchmarkArguments.parse(["--jobs", "0"]).jobs == 1)
  }

  @Test(arguments: [
    (["--frobnicate"], "unknown option '--frobnicate'"),
    (["--seed"], "missing value N for '--seed'"),
    (["--seed", "x"], "'--seed' needs a non-negative whole number, not 'x'"),
    (["--json=yes"], "'--json' takes no value"),
    (
      ["--kernels", "parse,typecheck"],
      "unknown kernel 'typecheck' (known: floor, lex, lex-trivia, skim, select, parse, lint)"
    ),
    (["--jobs", "many"], "'--jobs' needs a non-negative whole number, not 'many'"),
    (["--no-pipeline=1"], "'--no-pipeline' takes no value"),
    (["--repeat", "0"], "'--repeat' needs at least 1"),
    (["--size-mb", "-1"], "'--size-mb' needs a size between 0 and 4000, not '-1'"),
    (["lex"], "'lex' needs at least one folder"),
    (["generate"], "'generate' needs exactly one output folder"),
    (["once", "nothing"], "'once' needs a kernel name"),
    (["run", "extra"], "unexpected argument 'extra'"),
  ])
  func rejectsMistakes(_ arguments: [String], _ message: String) {
    #expect(throws: BenchmarkArguments.UsageError(message: message)) {
      try BenchmarkArguments.parse(arguments)
    }
  }

  @Test func helpListsEveryKernelAndOption() {
    let help = BenchmarkArguments.help
    for kernel in Kernels.all { #expect(help.contains(kernel.name)) }
    for option in BenchmarkArguments.options { #expect(help.contains(option.name)) }
  }
}
