import Model
import Source
import Syntax

extension SkimLoader {
  /// Where the loader keeps its last selection of a module between runs: the run cache's
  /// `SelectionMemo`.
  typealias SelectionMemory = MemoSlot<SelectionMemo>

  /// What checking a remembered selection gave.
  enum SelectionReuse {
    /// The remembered selection holds: the files to parse and how (`RelevantFiles.Selection`).
    case reused(ParsePlan)
    /// It does not; the facts of the files skimmed while checking, by content hash, for the
    /// skim that follows.
    case missed(skimmed: [String: FileFacts])
  }

  /// Whether the selection `memory` remembers holds for `paths` with content `digests` (one per
  /// path, as the caller just took them; see `SelectionMemo` for when it does). The files that
  /// are not parsed and whose digests changed are skimmed, on `jobs` threads, to compare their
  /// facts; when the selection holds, the memo takes their new digests. `key` is the
  /// selection's key (`SelectionMemo.key`) when the caller took it already.
  func reusedSelection(
    _ paths: [String], contents: [String: [UInt8]], moduleName: String, configuration: BuildConfiguration,
    digests: [ContentDigest?], memory: SelectionMemory, key: ContentDigest? = nil
  ) -> SelectionReuse {
    guard let memo = memory.load(), memo.files.count == paths.count,
      memo.key == key ?? SelectionMemo.key(moduleName: moduleName, configuration: configuration, paths: paths)
    else { return .missed(skimmed: [:]) }
    var changed: [Int] = []
    for index in paths.indices {
      guard let digest = digests[index] else { return .missed(skimmed: [:]) }
      guard digest != memo.files[index].content else { continue }
      // A parsed file's mentions, read from its bytes, feed the selection: a new digest may change it.
      guard memo.files[index].part == .unparsed else { return .missed(skimmed: [:]) }
      changed.append(index)
    }
    let skimmed = LargeStack.parallelMap(changed, jobs: jobs) { index -> FileFacts? in
      let path = paths[index]
      guard let bytes = contents[path] ?? (try? SourceFile.read(path: path))?.bytes else { return nil }
      return HeaderScanner.facts(
        of: SourceFile(path: path, bytes: bytes), recordingMentions: false,
        contentHash: .known(ContentDigest(of: bytes)))
    }
    var fresh: [String: FileFacts] = [:]
    var holds = true
    for (index, facts) in zip(changed, skimmed) {
      guard let facts else {
        holds = false
        continue
      }
      fresh[facts.contentHash] = facts
      // Bytes that changed again after the digest was taken are not the file it describes.
      if facts.contentHash != digests[index]?.hex || SelectionMemo.factsDigest(of: facts) != memo.files[index].facts {
        holds = false
      }
    }
    guard holds else { return .missed(skimmed: fresh) }
    if !changed.isEmpty {
      var next = memo
      for index in changed { next.files[index].content = digests[index] ?? next.files[index].content }
      memory.store(next)
    }
    var plan = ParsePlan(keptNames: memo.keptNames, bodyNames: memo.bodyNames)
    for (path, file) in zip(paths, memo.files) {
      switch file.part {
      case .unparsed: continue
      case .parsed: break
      case .parsedWithoutBodies: plan.withoutBodies.insert(path)
      case .parsedWithoutUnneededDeclarations: plan.withoutUnneededDeclarations.insert(path)
      }
      plan.needed.append(path)
    }
    return .reused(plan)
  }

  /// `load`'s result for a remembered selection: the files of `plan` parsed, and the others'
  /// mentions looked up by path and content digest, as `load` does after a selection.
  func loadReused(
    _ paths: [String], plan: ParsePlan, contents: [String: [UInt8]], digests: [ContentDigest?],
    mentionMemory: UnparsedMentionScan.Memory?
  ) -> Loaded {
    let parsed = ModuleLoader(parserOptions: parserOptions, jobs: jobs).load(plan, contents: contents)
    StageTimings.process.mark("parse")
    return Loaded(
      files: parsed.files, facts: [], readErrors: parsed.readErrors,
      unparsedMentions: unparsedMentions(
        paths, needed: plan.needed, contents: contents, digests: digests, mentionMemory: mentionMemory))
  }

  /// The lookup of the names mentioned by the files of `paths` (with content `digests`, one per
  /// path) that are not `needed`, as `load` makes it for a remembered selection.
  func unparsedMentions(
    _ paths: [String], needed: [String], contents: [String: [UInt8]], digests: [ContentDigest?],
    mentionMemory: UnparsedMentionScan.Memory?
  ) -> UnparsedMentions {
    let neededSet = Set(needed)
    let unparsed = paths.indices.filter { !neededSet.contains(paths[$0]) }.map { index in
      UnparsedMentionScan.File(path: paths[index], mentions: nil, digest: digests[index])
    }
    return UnparsedMentionScan.mentions(of: unparsed, contents: contents, jobs: jobs, memory: mentionMemory)
  }
}
