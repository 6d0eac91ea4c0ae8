import Foundation

/// Generates a synthetic monorepo of ordinary Swift with a few percent App Intents code.
///
/// The output is a pure function of the seed and the size: the same arguments give the same
/// bytes on every machine (only integer arithmetic and a fixed random generator; no dates,
/// no hashing order). Layout: `Packages/<Area>Kit/Sources/<Area>Kit/{Models,Services,Views,
/// Support}/`, `Packages/<Area>Kit/Tests/<Area>KitTests/`, and `Apps/<Area>App/{Sources,
/// Intents}/`; file sizes are log-uniform between 600 bytes and 40 KB (mean about 9 KB, as in
/// real repositories).
struct CorpusGenerator {
  /// A function that writes one declaration.
  typealias Template = (inout SwiftWriter, inout SeededRandom) -> Void

  /// The seed every random choice comes from.
  var seed: UInt64
  /// Generation stops once the files add up to at least this many bytes.
  var targetBytes: Int

  /// The share of files that hold App Intents code, in percent.
  static let appIntentsPercent = 3

  /// What one folder of a module holds.
  private enum FolderRole: CaseIterable {
    case models, services, views, support, tests, intents
  }

  /// The generated files, sorted by path, and how many hold App Intents code.
  func generate() -> (files: [Corpus.File], appIntentsFiles: Int) {
    var random = SeededRandom(seed: seed)
    var files: [Corpus.File] = []
    var appIntentsFiles = 0
    var total = 0
    var moduleIndex = 0
    while total < targetBytes {
      let area = Vocabulary.areas[moduleIndex % Vocabulary.areas.count]
      let round = moduleIndex / Vocabulary.areas.count
      let module = area + (round == 0 ? "" : String(round + 1))
      moduleIndex += 1
      let isApp = random.chance(20)
      let indentWidth = random.chance(50) ? 4 : 2
      var usedNames: Set<String> = []
      for _ in 0..<random.int(20...150) where total < targetBytes {
        let role = pickRole(&random, isApp: isApp)
        let hasIntents = role == .intents || random.int(0...99) < Self.appIntentsPercent
        var writer = SwiftWriter()
        writer.indentWidth = indentWidth
        let typeName = writeFile(&writer, &random, role: role, appIntents: hasIntents, module: module)
        let folder = path(module: module, role: role, isApp: isApp)
        var fileName = typeName
        var suffix = 2
        while usedNames.contains(fileName) {
          fileName = typeName + "+\(suffix)"
          suffix += 1
        }
        usedNames.insert(fileName)
        files.append(Corpus.File(path: folder + fileName + ".swift", bytes: writer.bytes))
        if hasIntents { appIntentsFiles += 1 }
        total += writer.bytes.count
      }
    }
    files.sort { $0.path < $1.path }
    return (files, appIntentsFiles)
  }

  private func pickRole(_ random: inout SeededRandom, isApp: Bool) -> FolderRole {
    let roll = random.int(0...99)
    if isApp && roll < 4 { return .intents }
    switch roll {
    case 0..<30: return .models
    case 30..<55: return .services
    case 55..<72: return .views
    case 72..<88: return .support
    default: return .tests
    }
  }

  private func path(module: String, role: FolderRole, isApp: Bool) -> String {
    let folder: String
    switch role {
    case .models: folder = "Models"
    case .services: folder = "Services"
    case .views: folder = "Views"
    case .support: folder = "Support"
    case .intents: folder = "Intents"
    case .tests: folder = "Tests"
    }
    if isApp {
      return role == .intents || role == .tests
        ? "Apps/\(module)App/\(folder)/" : "Apps/\(module)App/Sources/\(folder)/"
    }
    if role == .tests { return "Packages/\(module)Kit/Tests/\(module)KitTests/" }
    return "Packages/\(module)Kit/Sources/\(module)Kit/\(folder)/"
  }

  /// Writes one file and returns the name it should be saved under (without `.swift`).
  private func writeFile(
    _ w: inout SwiftWriter, _ r: inout SeededRandom, role: FolderRole, appIntents: Bool, module: String
  ) -> String {
    let name: String
    switch role {
    case _ where appIntents: name = r.noun() + r.pick(["Intents", "Shortcuts", "Entity", "Actions"])
    case .views: name = r.noun() + r.pick(["View", "Row", "Screen", "Card"])
    case .tests: name = r.noun() + r.pick(["Tests", "ServiceTests", "StoreTests"])
    default: name = r.typeName()
    }
    writeHeader(&w, &r, fileName: name, module: module)
    var imports = ["Foundation"]
    if role == .views || r.chance(15) { imports.append("SwiftUI") }
    if appIntents { imports.append("AppIntents") }
    if r.chance(20) { imports.append("OSLog") }
    if role == .tests { imports.append(r.chance(50) ? "XCTest" : "Testing") }
    for module in imports.sorted() { w.line("import \(module)") }
    if role == .tests { w.line("@testable import \(module)Kit") }
    w.line("")
    let target = r.logUniform(600, 40_000)
    if appIntents {
      let templates: [Template] = [
        AppIntentsTemplates.intent, AppIntentsTemplates.entity, AppIntentsTemplates.appEnum,
        AppIntentsTemplates.shortcutsProvider, AppIntentsTemplates.extensionIntent,
      ]
      for index in 0..<r.int(1...3) {
        if index > 0 { w.line("") }
        r.pick(templates)(&w, &r)
      }
      // App Intents files in real apps are small; keep them so.
      return name
    }
    var first = true
    while w.bytes.count < target {
      if !first {
        w.line("")
        if r.chance(25) {
          w.line("// MARK: - \(r.pick(Vocabulary.nouns))")
          w.line("")
        }
      }
      first = false
      template(for: role, &r)(&w, &r)
    }
    return name
  }

  private func template(for role: FolderRole, _ r: inout SeededRandom) -> Template {
    let choices: [Template]
    switch role {
    case .models:
      choices = [
        ModelTemplates.modelStruct, ModelTemplates.modelStruct, ModelTemplates.enumeration, MessageTemplates.errorEnum,
      ]
    case .services:
      choices = [
        BehaviourTemplates.serviceClass, BehaviourTemplates.actorType, BehaviourTemplates.networking,
        ModelTemplates.protocolWithExtension, MessageTemplates.errorEnum,
      ]
    case .views: choices = [BehaviourTemplates.swiftUIView, BehaviourTemplates.swiftUIView, ModelTemplates.enumeration]
    case .support, .intents:
      choices = [ModelTemplates.genericHelpers, BehaviourTemplates.numericCode, ModelTemplates.protocolWithExtension]
    case .tests: choices = [BehaviourTemplates.tests]
    }
    return r.pick(choices)
  }

  private func writeHeader(_ w: inout SwiftWriter, _ r: inout SeededRandom, fileName: String, module: String) {
    switch r.int(0...9) {
    case 0..<5:
      w.line("//")
      w.line("//  \(fileName).swift")
      w.line("//  \(module)")
      w.line("//")
      w.line("//  Copyright © \(r.int(2016...2025)) Example Corp. All rights reserved.")
      w.line("//")
      w.line("")
    case 5..<7:
      w.line("/*")
      w.line(" * Licensed under the Apache License, Version 2.0 (the \"License\");")
      w.line(" * you may not use this file except in compliance with the License.")
      w.line(" */")
      w.line("")
    default:
      break
    }
  }

  /// Writes `files` under `directory`, creating folders as needed.
  static func write(_ files: [Corpus.File], to directory: String) throws {
    let manager = FileManager.default
    let root = URL(fileURLWithPath: directory, isDirectory: true)
    for file in files {
      let url = root.appendingPathComponent(file.path)
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.bytes).write(to: url)
    }
  }
}
