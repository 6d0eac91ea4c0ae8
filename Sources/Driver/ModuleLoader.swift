import Diagnostics
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

  /// Creates a loader.
  public init(parserOptions: ParserOptions = ParserOptions()) {
    self.parserOptions = parserOptions
  }

  /// Reads and parses `paths` (on a large-stack thread).
  public func load(_ paths: [String]) -> Loaded {
    let options = parserOptions
    return LargeStack.run {
      var files: [ParsedFile] = []
      var errors: [Diagnostic] = []
      for path in paths {
        do throws(SourceReadError) {
          let file = try SourceFile.read(path: path)
          files.append(ParsedFile(file, options: options))
        } catch {
          errors.append(
            Diagnostic(
              id: "unreadable-file", severity: .error, message: "cannot read file: \(error.reason)", path: path,
              range: .empty(at: 0)))
        }
      }
      return Loaded(files: files, readErrors: errors)
    }
  }
}
