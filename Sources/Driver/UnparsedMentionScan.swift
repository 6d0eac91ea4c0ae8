import Model
import Source
import Syntax

/// Answers `UnparsedMentions` for the files skim-then-parse left unparsed: from the mentions
/// their facts record (`appintents facts`), from what the run cache remembers of a file with
/// the same contents (`MentionMemo`), or else by reading the files again when a rule asks. A
/// file in which `NameSearch` finds none of the names is not lexed; the others are skimmed for
/// their mentions and declared names (`HeaderScanner.mentions(of:includingDeclaredNames:)`),
/// so a name in a comment or a string literal does not count, and a later declaration of a name
/// (another package's type of the same name, linted in the same tree) does, as in a full parse.
public enum UnparsedMentionScan {
  /// One unparsed file: its path and, when its facts record them, the names it mentions.
  public struct File: Sendable {
    /// The file's path.
    public var path: String
    /// The names it mentions, when its facts record them.
    public var mentions: [String]?
    /// Its content digest, when it was taken. A value, not `FileFacts.contentHash`'s string:
    /// a string shared with the facts kept one small allocation alive on each page the facts
    /// had filled, and a cold run's peak grew by about 2 MB.
    public var digest: ContentDigest?
    /// Its capitalized names' hashes, when the skim took them from the bytes `digest` is of.
    public var fingerprint: NameFingerprint?

    /// A file at `path`, with its recorded `mentions` if any, its content `digest` if known and
    /// its `fingerprint` if taken (from the bytes of `digest`, when both are given).
    public init(path: String, mentions: [String]?, digest: ContentDigest? = nil, fingerprint: NameFingerprint? = nil) {
      self.path = path
      self.mentions = mentions
      self.digest = digest
      self.fingerprint = fingerprint
    }
  }

  /// Where the lookup keeps what it found between runs: the run cache's `MentionMemo`.
  typealias Memory = MemoSlot<MentionMemo>

  /// The lookup over `files`, reading a file's bytes from `contents` when present, else from
  /// disk, on `jobs` threads. A file that cannot be read now mentions nothing.
  public static func mentions(of files: [File], contents: [String: [UInt8]], jobs: Int) -> UnparsedMentions {
    mentions(of: files, contents: contents, jobs: jobs, memory: nil)
  }

  /// The lookup as above; with `memory`, a file whose content digest the memo holds for the
  /// same names is not read, and the memo is replaced when the lookup learnt something.
  static func mentions(of files: [File], contents: [String: [UInt8]], jobs: Int, memory: Memory?) -> UnparsedMentions {
    guard !files.isEmpty else { return .none }
    return UnparsedMentions { names in
      var found: Set<String> = []
      var unrecorded: [File] = []
      for file in files {
        if let recorded = file.mentions {
          for name in names where !found.contains(name) && recorded.contains(name) { found.insert(name) }
        } else {
          unrecorded.append(file)
        }
      }
      let key = memory.map { _ in MentionMemo.key(of: names) }
      let remembered = memory?.load().flatMap { $0.namesKey == key ? $0.found : nil } ?? [:]
      // A fingerprint answers "not mentioned" for certain: a file whose fingerprint holds none
      // of the names is not read (when every name is one a fingerprint covers).
      let hashes = names.allSatisfy(NameFingerprint.covers) ? names.map(NameFingerprint.hash(of:)).sorted() : nil
      var scanned: [File] = []
      var cleared: [File] = []
      for file in unrecorded {
        if let digest = file.digest, let known = remembered[digest] {
          found.formUnion(known)
        } else if let hashes, let fingerprint = file.fingerprint, !fingerprint.mayMentionAny(ofSorted: hashes) {
          cleared.append(file)
        } else {
          scanned.append(file)
        }
      }
      let search = NameSearch(names)
      let read = LargeStack.parallelMap(scanned, jobs: jobs) { file -> (names: [String], bytesMatch: Bool)? in
        let bytes = contents[file.path] ?? (try? SourceFile.read(path: file.path))?.bytes
        guard let bytes else { return nil }
        // Remembered only under the digest of the bytes read here: a file changed since its
        // digest was taken must not lend its answer to the old contents.
        // (Hashed only when there is a memo to fill and a digest to compare with.)
        let bytesMatch = memory != nil && file.digest.map { $0 == ContentDigest(of: bytes) } ?? false
        guard search.mayOccur(in: bytes) else { return ([], bytesMatch) }
        let mentioned = HeaderScanner.mentions(
          of: SourceFile(path: file.path, bytes: bytes), includingDeclaredNames: true)
        return (Set(mentioned.filter(names.contains)).sorted(), bytesMatch)
      }
      for result in read { found.formUnion(result?.names ?? []) }
      if let memory, let key {
        // What every file of this run with a digest mentions; a file that could not be read, or
        // that changed since its digest was taken, is left out, to be read again next time.
        var next: [ContentDigest: [String]] = [:]
        for file in unrecorded {
          if let digest = file.digest, let known = remembered[digest] { next[digest] = known }
        }
        for (file, result) in zip(scanned, read) {
          if let digest = file.digest, let result, result.bytesMatch { next[digest] = result.names }
        }
        // A fingerprint was taken from the bytes its file's digest is of.
        for file in cleared {
          if let digest = file.digest { next[digest] = [] }
        }
        if next != remembered { memory.store(MentionMemo(namesKey: key, found: next)) }
      }
      return found
    }
  }
}
