import Source
import Syntax

/// One parsed source file of the module: bytes, tree and line table.
public struct ParsedFile: Sendable {
  /// The file as read.
  public let file: SourceFile
  /// Its syntax tree.
  public let tree: SyntaxTree
  /// Its line table, for locations.
  public let lineTable: LineTable

  /// Parses `file` (on the calling thread, which should have a large stack).
  public init(_ file: SourceFile, options: ParserOptions = ParserOptions()) {
    self.file = file
    self.tree = Parser.parse(file, options: options)
    self.lineTable = LineTable(bytes: file.bytes)
  }

  /// Wraps an already parsed tree.
  public init(tree: SyntaxTree) {
    self.file = tree.file
    self.tree = tree
    self.lineTable = LineTable(bytes: tree.file.bytes)
  }

  /// The line tables of `files` by path, the first file's where two share a path (as
  /// `DiagnosticResolver` takes the first of them).
  public static func lineTables(of files: [ParsedFile]) -> [String: LineTable] {
    Dictionary(files.map { ($0.file.path, $0.lineTable) }, uniquingKeysWith: { first, _ in first })
  }

  /// The location of `offset` in this file.
  public func location(of offset: Int) -> ModelLocation {
    let position = lineTable.location(of: offset)
    return ModelLocation(file: file.path, line: position.line, column: position.column, offset: offset)
  }
}

/// Where a model element comes from: file, 1-based line and UTF-8 column, and byte offset.
public struct ModelLocation: Codable, Hashable, Sendable, Comparable {
  /// The file's path as reported.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column in UTF-8 bytes.
  public var column: Int
  /// The byte offset.
  public var offset: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int, offset: Int) {
    self.file = file
    self.line = line
    self.column = column
    self.offset = offset
  }

  public static func < (lhs: ModelLocation, rhs: ModelLocation) -> Bool {
    (lhs.file, lhs.offset) < (rhs.file, rhs.offset)
  }
}
