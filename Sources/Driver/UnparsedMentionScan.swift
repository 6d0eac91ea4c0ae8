import Model
import Source
import Syntax

/// Answers `UnparsedMentions` for the files skim-then-parse left unparsed: from the mentions
/// their facts record (`appintents facts`), or else by reading the files again when a rule
/// asks. A file in which `NameSearch` finds none of the names is not lexed; the others are
/// skimmed for their mentions and declared names (`HeaderScanner.mentions(of:includingDeclaredNames:)`),
/// so a name in a comment or a string literal does not count, and a later declaration of a name
/// (another package's type of the same name, linted in the same tree) does, as in a full parse.
public enum UnparsedMentionScan {
  /// One unparsed file: its path and, when its facts record them, the names it mentions.
  public struct File: Sendable {
    /// The file's path.
    public var path: String
    /// The names it mentions, when its facts record them.
    public var mentions: [String]?

    /// A file at `path`, with its recorded `mentions` if any.
    public init(path: String, mentions: [String]?) {
      self.path = path
      self.mentions = mentions
    }
  }

  /// The lookup over `files`, reading a file's bytes from `contents` when present, else from
  /// disk, on `jobs` threads. A file that cannot be read now mentions nothing.
  public static func mentions(of files: [File], contents: [String: [UInt8]], jobs: Int) -> UnparsedMentions {
    guard !files.isEmpty else { return .none }
    return UnparsedMentions { names in
      var found: Set<String> = []
      var unrecorded: [String] = []
      for file in files {
        if let recorded = file.mentions {
          for name in names where !found.contains(name) && recorded.contains(name) { found.insert(name) }
        } else {
          unrecorded.append(file.path)
        }
      }
      let search = NameSearch(names)
      let read = LargeStack.parallelMap(unrecorded, jobs: jobs) { path -> [String] in
        let bytes = contents[path] ?? (try? SourceFile.read(path: path))?.bytes
        guard let bytes, search.mayOccur(in: bytes) else { return [] }
        return HeaderScanner.mentions(of: SourceFile(path: path, bytes: bytes), includingDeclaredNames: true)
          .filter(names.contains)
      }
      for names in read { found.formUnion(names) }
      return found
    }
  }
}
