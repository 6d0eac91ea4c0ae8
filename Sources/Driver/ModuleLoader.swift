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

  /// Reads and parses `paths` (on a large-stack thread); a path in `contents` takes its bytes
  /// from there instead of the disk (an editor's unsaved buffer given on standard input).
  public func load(_ paths: [String], contents: [String: [UInt8]] = [:]) -> Loaded {
    let options = parserOptions
    return LargeStack.run {
      var files: [ParsedFile] = []
      var errors: [Diagnostic] = []
      for path in paths {
        if let bytes = contents[path] {
          files.append(ParsedFile(SourceFile(path: path, bytes: bytes), options: options))
          continue
        }
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
