import Diagnostics
import Foundation
import Model
import Source
import Syntax

/// Reads and parses the files of a module.
public struct ModuleLoader: Sendable {
  /// What loading produced.
  public struct Loaded: Sendable {
    /// The parsed files, in the order of their paths.
    public var files: [ParsedFile]
    /// Files that could not be read, as diagnostics (`path:1:1: error: cannot read ...`).
    public var readErrors: [Diagnostic]
  }

  /// Options for the parser.
  public var parserOptions: ParserOptions
  /// How many files are parsed at once.
  public var jobs: Int

  /// Creates a loader; `jobs` defaults to the number of active processors.
  public init(parserOptions: ParserOptions = ParserOptions(), jobs: Int? = nil) {
    self.parserOptions = parserOptions
    self.jobs = jobs ?? ModuleLoader.defaultJobs
  }

  /// The number of processors available to this process (`ProcessorCount`), read once: a run
  /// asks several times.
  public static let defaultJobs = ProcessorCount.available()

  /// Reads and parses `paths` on `jobs` large-stack threads; a path in `contents` takes its
  /// bytes from there instead of the disk (an editor's unsaved buffer given on standard input).
  /// The result is in the order of `paths` whatever the thread count. The files of
  /// `skippingBodies` are parsed with `ParserOptions.skipsFunctionBodies`, and, with
  /// `keeping`, with it as `ParserOptions.keptNames` too; the files of `skippingDeclarations`
  /// with their bodies, `keeping` as `ParserOptions.keptNames` and `keepingBodiesOf` as
  /// `ParserOptions.bodyNames`.
  public func load(
    _ paths: [String], contents: [String: [UInt8]] = [:], skippingBodies: Set<String> = [],
    skippingDeclarations: Set<String> = [], keeping keptNames: Set<String>? = nil,
    keepingBodiesOf bodyNames: Set<String>? = nil
  ) -> Loaded {
    let outcomes = LargeStack.parallelMap(paths, jobs: jobs) { [parserOptions] path -> LoadOutcome in
      func parse(_ file: SourceFile) -> ParsedFile {
        Self.parse(
          file, options: parserOptions, skippingBodies: skippingBodies.contains(path),
          skippingDeclarations: skippingDeclarations.contains(path), keeping: keptNames, keepingBodiesOf: bodyNames)
      }
      if let bytes = contents[path] {
        return .parsed(parse(SourceFile(path: path, bytes: bytes)))
      }
      do throws(SourceReadError) {
        return .parsed(parse(try SourceFile.read(path: path)))
      } catch {
        return .unreadable(
          Diagnostic(
            id: "unreadable-file", severity: .error, message: "cannot read file: \(error.reason)", path: path,
            range: .empty(at: 0)))
      }
    }
    var files: [ParsedFile] = []
    var errors: [Diagnostic] = []
    for outcome in outcomes {
      switch outcome {
      case .parsed(let file): files.append(file)
      case .unreadable(let error): errors.append(error)
      }
    }
    return Loaded(files: files, readErrors: errors)
  }
}

extension ModuleLoader {
  /// Parses `file` with `options` (on the calling thread, which should have a large stack),
  /// with `skipsFunctionBodies` when `skippingBodies`, and, when `skippingBodies` or
  /// `skippingDeclarations`, with `keeping` as `ParserOptions.keptNames` (the file-level
  /// declarations that declare none of them are skipped). A file whose bodies are skipped is one
  /// kept for the names it declares, so with `keeping` its unneeded members are skipped too
  /// (`ParserOptions.skipsUnneededMembers`); a file whose declarations are skipped but not its
  /// bodies is one kept for its roles, whose kept declarations that declare none of
  /// `keepingBodiesOf` are read for their names alone (`ParserOptions.bodyNames`). Bodies and
  /// declarations are skipped by pairing braces; where the parser's recovery pairs them
  /// differently (`{ $0 < $1 )`), a skipped one can swallow the declarations after it, and the
  /// parse errors tell: such a file is parsed again, bodies and declarations included.
  public static func parse(
    _ file: SourceFile, options: ParserOptions, skippingBodies: Bool, skippingDeclarations: Bool = false,
    keeping keptNames: Set<String>? = nil, keepingBodiesOf bodyNames: Set<String>? = nil
  ) -> ParsedFile {
    guard skippingBodies || skippingDeclarations else { return ParsedFile(file, options: options) }
    var skipping = options
    skipping.skipsFunctionBodies = skippingBodies
    skipping.keptNames = keptNames
    skipping.skipsUnneededMembers = skippingBodies && keptNames != nil
    // A file whose bodies are skipped is read for its names whole.
    skipping.bodyNames = skippingBodies ? nil : bodyNames
    let skipped = ParsedFile(file, options: skipping)
    return skipped.tree.hasParseErrors ? ParsedFile(file, options: options) : skipped
  }
}

/// What loading one file gave.
private enum LoadOutcome: Sendable {
  case parsed(ParsedFile)
  case unreadable(Diagnostic)
}
