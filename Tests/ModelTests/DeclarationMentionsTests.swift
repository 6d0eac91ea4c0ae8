import Foundation
import Model
import Source
import Syntax
import TestSupport
import Testing

/// `HeaderScanner.declarationMentions(of:)`: a file's mentions, told apart by the file-level
/// declaration that mentions them.
@Suite struct DeclarationMentionsTests {
  /// The mentions of `source`.
  static func mentions(_ source: String) -> DeclarationMentions {
    HeaderScanner.declarationMentions(of: SourceFile(path: "F.swift", bytes: Array(source.utf8)))
  }

  /// Each declaration as its declared names, its mentions by name and whether it is shared.
  static func summary(_ mentions: DeclarationMentions) -> [String] {
    mentions.declarations.map { declaration in
      let names = declaration.mentions.map { mentions.names[Int($0)] }
      return "\(declaration.declaredNames.joined(separator: ",")) [\(names.joined(separator: ","))]"
        + (declaration.isShared ? " shared" : "")
    }
  }

  /// Every name of `mentions.shared`.
  static func shared(_ mentions: DeclarationMentions) -> [String] {
    mentions.shared.map { mentions.names[Int($0)] }
  }

  @Test func eachFileLevelDeclarationHasItsOwnMentions() {
    let found = Self.mentions(
      """
      import AppIntents
      import SwiftUI

      @available(iOS 17, *)
      struct OpenShelfIntent: AppIntent {
        static let title: LocalizedStringResource = "Open Shelf"
        struct Nested { let shelf: Shelf }
        func perform() async throws -> some IntentResult {
          _ = shelfTitle()
          return .result()
        }
      }

      public final class ShelfViewModel: ObservableObject {
        var items: [Item] = []
      }

      extension Shelf.Row: Identifiable where Value: Hashable {
        var id: String { name }
      }

      func shelfTitle() -> String { Label.title }

      let defaultShelf = Shelf()
      """)
    #expect(
      Self.summary(found) == [
        "OpenShelfIntent,Nested [AppIntent,IntentResult,LocalizedStringResource,Shelf,async,perform,result,shelf,shelfTitle,some,title]",
        "ShelfViewModel [Item,ObservableObject,items]",
        "Shelf,Row [Hashable,Identifiable,Row,Shelf,String,Value,id,name]",
        "shelfTitle [Label,String,shelfTitle,title]",
      ])
    #expect(
      Self.shared(found) == [
        "AppIntents", "Shelf", "SwiftUI", "available", "defaultShelf", "final", "iOS",
      ])
  }

  @Test func declarationsInsideAFileLevelIfAreShared() {
    let found = Self.mentions(
      """
      #if os(iOS)
      struct PhoneOnly { let value: Detail }
      #endif
      struct Always { let value: Other }
      """)
    #expect(Self.summary(found) == ["Always [Other,value]"])
    #expect(Self.shared(found) == ["Detail", "value"])
  }

  @Test func balancedClausesInABodyKeepTheDeclarationApart() {
    let found = Self.mentions(
      """
      struct Row: View {
        var body: some View {
          #if os(iOS)
          Text(title).padding()
          #else
          Text(title)
          #endif
        }
      }
      """)
    #expect(Self.summary(found) == ["Row [Text,View,body,padding,some,title]"])
  }

  @Test(arguments: [
    "func missingBody() -> Int\nlet after = Value()",
    "struct Open { let x = f(( }\nlet after = Value()",
    "struct Broken { let x = [1, 2 }\nlet after = Value()",
    "struct Header: #if A\nB\n#endif\n{ }\nlet after = Value()",
    "struct Clause { let x = f(\n#if A\n1)\n#else\n2)\n#endif\n}\nlet after = Value()",
    "extension Box: @unchecked Sendable { }\nlet after = Value()",
    "struct Draft; struct Other { }\nlet after = Value()",
    "struct Text { let s = \"open }\nlet after = Value()",
  ])
  func declarationsAParseMayReadOtherwiseAreShared(_ source: String) {
    let found = Self.mentions(source)
    #expect(found.declarations.first?.isShared == true, "\(Self.summary(found))")
    // What follows is never lost: it is the file's, or in a shared declaration.
    let sharedNames =
      Self.shared(found) + found.declarations.filter(\.isShared).flatMap { $0.mentions.map { found.names[Int($0)] } }
    #expect(sharedNames.contains("Value"))
  }

  @Test func aLargeFileKeepsAStretchOfTokens() {
    // 20,000 declarations (220,000 tokens), in one pass that lets go of the tokens it has read.
    var source = ""
    for index in 0..<20_000 { source += "struct Model\(index) { let next: Model\(index + 1) }\n" }
    let storage = SkimTokenStorage()
    let bytes = Array(source.utf8)
    let found = bytes.withUnsafeBufferPointer { HeaderScanner.declarationMentions(of: $0, storage: storage) }
    #expect(storage.capacity < 4 * HeaderScanner.tokensKeptWhileScanning, "room for \(storage.capacity) tokens")
    #expect(found.declarations.count == 20_000)
    #expect(found.declarations[7].declaredNames == ["Model7"])
    #expect(found.declarations[7].mentions.map { found.names[Int($0)] } == ["Model8", "next"])
    #expect(found.shared.isEmpty)
  }

  @Test(arguments: ["facts", "facts with mentions", "facts and fingerprint"])
  func theSkimOfALargeFileKeepsAStretchOfTokens(_ scan: String) {
    // 20,000 declarations whose member blocks the facts scan crosses without tokens: 60,000
    // tokens at file level (`struct`, the name, `{`), and 20,000 `@Observable` attributes, which
    // hold tokens back until their declaration is read.
    var source = ""
    for index in 0..<20_000 {
      source += "@Observable struct Model\(index): Codable { let next: Model\(index + 1) }\n"
    }
    let storage = SkimTokenStorage()
    let bytes = Array(source.utf8)
    let facts = bytes.withUnsafeBufferPointer { bytes in
      switch scan {
      case "facts": HeaderScanner.facts(path: "Models.swift", bytes: bytes, recordingMentions: false, storage: storage)
      case "facts with mentions": HeaderScanner.facts(path: "Models.swift", bytes: bytes, storage: storage)
      default: HeaderScanner.factsAndFingerprint(path: "Models.swift", bytes: bytes, storage: storage).facts
      }
    }
    #expect(storage.capacity < 4 * HeaderScanner.tokensKeptWhileScanning, "room for \(storage.capacity) tokens")
    #expect(facts.declarations.count == 20_000)
    #expect(facts.declarations[19_999].path == ["Model19999"])
    #expect(facts.declarations[19_999].inherited == ["Codable"])
    #expect(facts.declarations[19_999].attributes == ["Observable"])
    if scan == "facts with mentions" { #expect(facts.mentions?.contains("Model20000") == true) }
  }

  /// The declarations' and the shared mentions together are the file's mentions, for every
  /// fixture and, with `APPINTENTS_SKIM_CORPUS`, every file of that folder.
  @Test func togetherTheyAreTheFileMentions() throws {
    var files = FixturePaths.files(in: "").map(\.path)
    if let root = SkimCorpus.root { files += SkimCorpus.swiftFiles().map { root + "/" + $0 } }
    #expect(files.count > 200)
    var sharedDeclarations = 0
    var declarations = 0
    for path in files {
      let file = try SourceFile.read(path: path)
      let found = HeaderScanner.declarationMentions(of: file)
      let expected = HeaderScanner.mentions(of: file)
      #expect(found.names == expected, "\(path)")
      var union = Set(found.shared)
      for declaration in found.declarations {
        union.formUnion(declaration.mentions)
        #expect(declaration.mentions == declaration.mentions.sorted(), "\(path)")
        if declaration.isShared { sharedDeclarations += 1 }
      }
      declarations += found.declarations.count
      #expect(union.count == found.names.count, "\(path): \(found.names.count - union.count) names unaccounted for")
    }
    // Nearly every declaration of well-formed code is told apart.
    #expect(sharedDeclarations * 20 < declarations, "\(sharedDeclarations) of \(declarations) shared")
  }
}
