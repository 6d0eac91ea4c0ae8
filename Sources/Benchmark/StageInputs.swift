import Driver
import Model
import Source
import Syntax

/// What the pipeline-stage kernels start from, computed once before any timing: every file's
/// skim facts, the files the selection keeps for a parse, and those files parsed as the loader
/// parses them.
///
/// Each stage kernel then times one stage alone (`select` from the facts, `parse` of the kept
/// files, `lint` of the parsed files), so the whole-process figure can be split into its parts.
struct StageInputs: Sendable {
  /// The module name the index and the rules see.
  var moduleName: String
  /// The build configuration `#if` is evaluated for (the command's default: iOS, nothing defined).
  var configuration: BuildConfiguration
  /// The facts of every file, in corpus order, without mentions (as `lint` skims).
  var facts: [FileFacts]
  /// Indices into the corpus files of the files the selection keeps, ascending.
  var selected: [Int]
  /// The indices of `selected` whose function bodies the loader skips.
  var withoutBodies: Set<Int>
  /// The indices of `selected` whose unneeded file-level declarations the loader skips.
  var withoutUnneededDeclarations: Set<Int>
  /// The names that keep a declaration of those files from being skipped.
  var keptNames: Set<String>
  /// The names whose kept declarations in `withoutUnneededDeclarations` keep their bodies.
  var bodyNames: Set<String>
  /// The kept files, parsed, in the order of `selected`.
  var parsed: [ParsedFile]
  /// The bytes of the kept files.
  var selectedBytes: Int

  /// Computes the inputs for `corpus` (single-threaded; parsing runs on a large stack).
  init(_ corpus: Corpus, moduleName: String, configuration: BuildConfiguration = BuildConfiguration()) {
    self.moduleName = moduleName
    self.configuration = configuration
    facts = corpus.files.map {
      HeaderScanner.facts(of: SourceFile(path: $0.path, bytes: $0.bytes), recordingMentions: false)
    }
    let selection = Kernels.selection(facts, of: corpus, moduleName: moduleName, configuration: configuration)
    selected = selection.files.sorted()
    withoutBodies = selection.withoutBodies
    withoutUnneededDeclarations = selection.withoutUnneededDeclarations
    keptNames = selection.keptNames
    bodyNames = selection.bodyNames
    let kept = selected.map { SourceFile(path: corpus.files[$0].path, bytes: corpus.files[$0].bytes) }
    parsed = LargeStack.run { [selected, withoutBodies, withoutUnneededDeclarations, keptNames, bodyNames] in
      zip(selected, kept).map { index, file in
        ModuleLoader.parse(
          file, options: ParserOptions(), skippingBodies: withoutBodies.contains(index),
          skippingDeclarations: withoutUnneededDeclarations.contains(index), keeping: keptNames,
          keepingBodiesOf: bodyNames)
      }
    }
    selectedBytes = kept.reduce(0) { $0 + $1.bytes.count }
  }
}

extension Corpus {
  /// The corpus with `stages` filled in when any of `kernels` needs them.
  func preparing(for kernels: [Kernel], moduleName: String) -> Corpus {
    guard stages == nil, kernels.contains(where: \.needsStages) else { return self }
    var copy = self
    copy.stages = StageInputs(self, moduleName: moduleName)
    return copy
  }
}
