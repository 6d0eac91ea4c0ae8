import Model
import Source
import Syntax

/// The files skim-then-parse chose for a module, remembered with what the choice was made
/// from, so that a rerun after an edit that left every file's facts as they were (a function
/// body or a comment changed, in a file that is not parsed) neither reads the cached facts
/// nor indexes and selects again.
///
/// The selection (`RelevantFiles.selection`) is a function of the module's name, the build
/// configuration, the paths in order, every file's facts, and the names the parsed files
/// mention, read from their bytes. So an entry is used only for the same `key` (name,
/// configuration and paths), only while every parsed file has the content digest it had, and
/// only when every other file either has the same content digest or, skimmed again, the same
/// `factsDigest`: then every input is the same and so is the selection. Anything else is a miss
/// and the selection is made from the facts as before.
struct SelectionMemo: Equatable {
  /// How a file took part in the remembered selection.
  enum Part: UInt8 {
    /// Skimmed, not parsed.
    case unparsed = 0
    /// Parsed in full.
    case parsed = 1
    /// Parsed, function bodies skipped.
    case parsedWithoutBodies = 2
    /// Parsed with function bodies, unneeded file-level declarations skipped.
    case parsedWithoutUnneededDeclarations = 3

    /// How the file at `path` takes part in `plan`, whose files are `parsed`.
    init(of path: String, in plan: ParsePlan, parsed: Set<String>) {
      if plan.withoutBodies.contains(path) {
        self = .parsedWithoutBodies
      } else if plan.withoutUnneededDeclarations.contains(path) {
        self = .parsedWithoutUnneededDeclarations
      } else {
        self = parsed.contains(path) ? .parsed : .unparsed
      }
    }
  }

  /// One file, in path order.
  struct File: Equatable {
    /// Its content digest when the selection was made.
    var content: ContentDigest
    /// The digest of its facts (`factsDigest(of:)`).
    var facts: ContentDigest
    /// How it took part.
    var part: Part
  }

  /// The digest of the module's name, the build configuration and the paths (`key(...)`).
  var key: ContentDigest
  /// The files, in path order.
  var files: [File]
  /// The names that keep a file-level declaration of a file parsed without bodies or without
  /// unneeded declarations from being skipped (`RelevantFiles.Selection.keptNames`), sorted
  /// when stored.
  var keptNames: Set<String> = []
  /// The names whose kept declarations in files parsed without unneeded declarations keep
  /// their bodies (`RelevantFiles.Selection.bodyNames`), sorted when stored.
  var bodyNames: Set<String> = []

  /// The key of a selection: the module's name, every field of the build configuration, and
  /// the paths in order.
  static func key(moduleName: String, configuration: BuildConfiguration, paths: [String]) -> ContentDigest {
    func list(_ values: some Sequence<String>) -> String { values.sorted().joined(separator: ",") }
    var text = "selection 2\nmodule \(moduleName)\nplatform \(configuration.platform.rawValue)\n"
    text += "architecture \(configuration.architecture)\ndefines \(list(configuration.defines))\n"
    text += "language \(configuration.languageVersion.map(String.init).joined(separator: "."))\n"
    text += "compiler \(configuration.compilerVersion.map(String.init).joined(separator: "."))\n"
    text += "simulator \(configuration.isSimulator) catalyst \(configuration.isMacCatalyst)\n"
    text += "modules \(configuration.importableModules.map { list($0) } ?? "-")\n"
    text += "features \(list(configuration.features))\n"
    // The paths go in as bytes, NUL-separated, into one allocation: joining them as a string
    // cost an edited run of the real corpus 3 M instructions.
    var bytes = Array(text.utf8)
    bytes.reserveCapacity(paths.reduce(bytes.count) { $0 + $1.utf8.count + 1 })
    for (index, path) in paths.enumerated() {
      if index > 0 { bytes.append(0) }
      var path = path
      path.withUTF8 { bytes.append(contentsOf: $0) }
    }
    return ContentDigest(of: bytes)
  }
}

extension SelectionMemo {
  /// The first eight bytes of a stored memo (2: with the kept names; 3: selections that follow
  /// what called module functions mention, whose files kept for names skip unneeded members;
  /// 4: with the body names).
  static let magic = Array("AISELCT4".utf8)

  /// The memo as bytes: magic, the key's two halves, the file count, then per file its content
  /// digest's and facts digest's halves and its part, then the number of kept names and each,
  /// sorted, then the body names likewise.
  func encoded() -> [UInt8] {
    var writer = MemoWriter(magic: Self.magic, capacity: 32 + files.count * 40)
    writer.append(Int64(bitPattern: key.high))
    writer.append(Int64(bitPattern: key.low))
    writer.append(Int64(files.count))
    for file in files {
      for half in [file.content.high, file.content.low, file.facts.high, file.facts.low] {
        writer.append(Int64(bitPattern: half))
      }
      writer.append(Int64(file.part.rawValue))
    }
    for names in [keptNames, bodyNames] {
      writer.append(Int64(names.count))
      for name in names.sorted() { writer.append(string: name.utf8) }
    }
    return writer.bytes
  }

  /// A memo read back from `bytes`; `nil` unless they are exactly one whole memo.
  init?(encoded bytes: [UInt8]) {
    let decoded: (ContentDigest, [File], Set<String>, Set<String>)? = bytes.withUnsafeBytes { buffer in
      guard var reader = MemoReader(buffer, magic: Self.magic), let high = reader.number(), let low = reader.number(),
        let count = reader.count(ofItemsAtLeast: 40)
      else { return nil }
      var files: [File] = []
      files.reserveCapacity(count)
      for _ in 0..<count {
        guard let contentHigh = reader.number(), let contentLow = reader.number(), let factsHigh = reader.number(),
          let factsLow = reader.number(), let partNumber = reader.number(),
          let part = UInt8(exactly: partNumber).flatMap(Part.init(rawValue:))
        else { return nil }
        files.append(
          File(
            content: ContentDigest(high: UInt64(bitPattern: contentHigh), low: UInt64(bitPattern: contentLow)),
            facts: ContentDigest(high: UInt64(bitPattern: factsHigh), low: UInt64(bitPattern: factsLow)), part: part))
      }
      func names() -> Set<String>? {
        guard let count = reader.count(ofItemsAtLeast: 8) else { return nil }
        var names: Set<String> = []
        names.reserveCapacity(count)
        for _ in 0..<count {
          guard let name = reader.string() else { return nil }
          names.insert(String(decoding: name, as: UTF8.self))
        }
        return names
      }
      guard let keptNames = names(), let bodyNames = names(), reader.isAtEnd else { return nil }
      return (ContentDigest(high: UInt64(bitPattern: high), low: UInt64(bitPattern: low)), files, keptNames, bodyNames)
    }
    guard let decoded else { return nil }
    self.init(key: decoded.0, files: decoded.1, keptNames: decoded.2, bodyNames: decoded.3)
  }
}
