import Diagnostics
import Driver
import Model
import Rules
import Source
import Syntax
import Testing

/// The duplicate-identifier finding points back at the first type with the name, in its own
/// file: the fixture harness checks messages and places, this checks the note.
@Suite struct DuplicateTypeIdentifierNoteTests {
  static func lint(_ files: [(String, String)]) -> [Diagnostic] {
    let parsed = files.map { name, text in LargeStack.run { ParsedFile(SourceFile(path: name, text: text)) } }
    let request = LintPipeline.Request(
      files: parsed, moduleName: "Music", configuration: BuildConfiguration(), options: LintOptions(),
      enabledRules: [.duplicateTypeIdentifier])
    return LintPipeline.run(request).diagnostics
  }

  static let album = """
    struct Album {
      struct Query: EntityQuery {}
    }
    """
  static let artist = """
    // Artists.
    struct Artist {
      struct Query: EntityQuery {}
    }
    """

  @Test func noteSitsAtTheFirstTypeInItsFile() throws {
    let findings = Self.lint([("Album.swift", Self.album), ("Artist.swift", Self.artist)])
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.path == "Artist.swift")
    let artistQuery = try #require(Self.artist.utf8.firstRange(of: "Query".utf8))
    #expect(
      finding.range.start == Self.artist.utf8.distance(from: Self.artist.utf8.startIndex, to: artistQuery.lowerBound))
    let note = try #require(finding.notes.first)
    #expect(note.message == "'Album.Query' uses the identifier first")
    #expect(note.path == "Album.swift")
    let albumQuery = try #require(Self.album.utf8.firstRange(of: "Query".utf8))
    #expect(note.range.start == Self.album.utf8.distance(from: Self.album.utf8.startIndex, to: albumQuery.lowerBound))
    #expect(note.range.length == "Query".utf8.count)
  }

  @Test func differentKindsDoNotCollide() {
    let source = """
      enum Library {
        struct Item: AppEntity {}
      }
      enum Store {
        enum Item: String, AppEnum { case a }
      }
      """
    #expect(Self.lint([("Library.swift", source)]).isEmpty)
  }
}
