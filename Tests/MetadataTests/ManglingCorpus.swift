import Metadata

/// Tricky type declarations for checking `SwiftMangling` against the compiler: repeated words
/// across module and type names, repeated whole names, nesting, short words, digits, underscores,
/// more than 26 words, more than 26 substitutions, file-private types, generics, raw identifiers
/// and non-ASCII names.
struct ManglingCorpus {
  /// One declaration and the types nested in it.
  struct Declaration {
    var name: String
    var kind: SwiftMangling.NominalKind
    var access: String = ""
    var genericParameters: [String] = []
    var members: [Declaration] = []

    /// Whether the declaration is `private` or `fileprivate`.
    var isFilePrivate: Bool { access == "private" || access == "fileprivate" }
  }

  /// One source file: a module name, a file name and its top-level declarations.
  struct SourceFile {
    var module: String
    var fileName: String
    var declarations: [Declaration]
  }

  /// A declaration's line in the rendered file and its type path.
  struct Entry {
    var line: Int
    var path: SwiftMangling.TypePath
    var displayName: String
  }

  /// Renders `file` with one declaration per line; every type conforms to `P`, the protocol the
  /// compiler is asked to extract. Returns the source and each type's line and path.
  static func render(_ file: SourceFile) -> (source: String, entries: [Entry]) {
    var lines = ["protocol P {}"]
    var entries: [Entry] = []
    func emit(_ declaration: Declaration, parents: [SwiftMangling.TypeComponent], indent: String) {
      let keyword =
        switch declaration.kind {
        case .structure: "struct"
        case .enumeration: "enum"
        case .classType: "final class"
        case .actor: "actor"
        }
      let generics =
        declaration.genericParameters.isEmpty ? "" : "<\(declaration.genericParameters.joined(separator: ", "))>"
      let access = declaration.access.isEmpty ? "" : declaration.access + " "
      lines.append("\(indent)\(access)\(keyword) `\(declaration.name)`\(generics): P {")
      let component = SwiftMangling.TypeComponent(
        declaration.name, declaration.kind, isFilePrivate: declaration.isFilePrivate,
        genericParameterCount: declaration.genericParameters.count)
      let chain = parents + [component]
      entries.append(
        Entry(
          line: lines.count,
          path: SwiftMangling.TypePath(module: file.module, components: chain, fileName: file.fileName),
          displayName: ([file.module] + chain.map(\.name)).joined(separator: ".")))
      for member in declaration.members { emit(member, parents: chain, indent: indent + "  ") }
      lines.append("\(indent)}")
    }
    for declaration in file.declarations { emit(declaration, parents: [], indent: "") }
    return (lines.joined(separator: "\n") + "\n", entries)
  }

  /// Shorthand for a declaration.
  static func type(
    _ name: String, _ kind: SwiftMangling.NominalKind = .structure, access: String = "", generics: [String] = [],
    _ members: Declaration...
  ) -> Declaration {
    Declaration(name: name, kind: kind, access: access, genericParameters: generics, members: members)
  }

  /// The NATO alphabet: 26 distinct words of two or more letters.
  static let nato = [
    "Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliet", "Kilo", "Lima",
    "Mike", "November", "Oscar", "Papa", "Quebec", "Romeo", "Sierra", "Tango", "Uniform", "Victor", "Whiskey",
    "Xray", "Yankee", "Zulu",
  ]

  /// A chain of nested types `<prefix>1 … <prefix>(depth - 1)` whose innermost type repeats the
  /// name of its parent, so that name is mangled as an identifier substitution. With `depth` 15
  /// the substitution index is 27 (`A0_`); with a file-private outermost type, whose
  /// discriminator takes one more index, and `depth` 14 it is 26 (`A_`), the first large index.
  static func deepChain(_ prefix: String, depth: Int, outermostAccess: String = "") -> Declaration {
    var innermost = type("\(prefix)\(depth - 1)")
    for level in stride(from: depth - 1, through: 1, by: -1) {
      innermost = type(
        "\(prefix)\(level)", level % 2 == 0 ? .enumeration : .structure, access: level == 1 ? outermostAccess : "",
        innermost)
    }
    return innermost
  }

  /// The files compiled by the oracle test.
  static let files: [SourceFile] = [
    SourceFile(
      module: "Weather", fileName: "WeatherTypes.swift",
      declarations: [
        type("OpenWeatherAirQualityIntent"),
        type("OpenWeatherSpecificConditionIntent"),
        type("SpecificConditionKind", .enumeration),
        type("Weather"),
        type("WeatherWeather", .classType),
        type("WeatherKitWeather"),
        type("OpenOpenOpen"),
        type("FooBarFooBar"),
        type("Outer", .enumeration, type("Inner"), type("Outer", .structure, type("Outer")), type("OuterInner")),
        type("OuterInner", .actor),
        type("InnerOuter", .classType),
        type("a_b_Foo"),
        type("X_Y_X_Y"),
        type("E_Fe", .structure, type("E"), type("FeE_Fe")),
        type("_Private"),
        type("__double__"),
        type("snake_case_name"),
        type("trailing_"),
        type("A"),
        type("AB"),
        type("ABCDef"),
        type("URLSession"),
        type("URLSessionURL"),
        type("HTTP2Server"),
        type("HTTP2ServerHTTP2"),
        type("V2Model"),
        type("Model2"),
        type("Model2Model2"),
        type("Foo2Bar"),
        type("x"),
        type("xY"),
        type("Xx_Yy_Xx"),
        type("Ab_ab_AB_aB"),
        type("WeatherA_WeatherB"),
        type(nato.joined() + "AlphaZulu"),
        type(nato.dropLast().joined() + "YankeeZuluZulu"),
        type(nato.prefix(20).joined(), .enumeration, type(nato.suffix(10).joined()), type("AlphaMike")),
        deepChain("N", depth: 15),
        deepChain("Q", depth: 14, outermostAccess: "private"),
        type("Priv", .structure, access: "private"),
        type("FilePriv", .enumeration, access: "fileprivate", type("InFilePriv"), type("Deeper", access: "private")),
        type(
          "Public", .structure, type("PrivateInside", .structure, access: "private"),
          type("FileInside", .structure, access: "fileprivate")),
        type("Gen", .structure, generics: ["T"], type("Inner"), type("Inner2", .structure, generics: ["U"])),
        type("Gen2", .classType, generics: ["T", "U"]),
        type("Gen13", .structure, generics: (1...13).map { "T\($0)" }),
        type(
          "Holder", .enumeration,
          type("G", .structure, generics: ["T"], type("Deep", .structure, type("X", .structure, generics: ["U", "V"])))),
        type("GenPrivate", .structure, access: "private", generics: ["T"], type("Inner")),
        type("1st"),
        type("raw name here"),
        type("AB CD"),
        type("a.b"),
        type("9"),
        type("Hello World Hello"),
        type("class"),
        type("Grüße"),
        type("Ünïcödé"),
        type("日本語"),
        type("🙂Face"),
        type("café"),
        type("WeatherГрад"),
      ]),
    SourceFile(
      module: "Trail_Head2", fileName: "Sources/App/Intents.swift",
      declarations: [
        type("Trail_Head2"),
        type("TrailHeadIntent"),
        type("Trail_HeadQuery", .structure, type("Trail_Head2")),
        type("Head2Trail", .actor),
        type("Head2", .enumeration),
        type("TrailheadShortcuts"),
        type("Shortcuts", .structure, access: "fileprivate", type("Trail_Head2")),
      ]),
    SourceFile(
      module: "Trailhead", fileName: "Shortcuts.swift",
      declarations: [
        type("TrailheadShortcuts"),
        type("StartHikeIntent"),
        type("TrailEntity", .structure, type("Query")),
        type("HikePace", .enumeration),
        type("HikeSummaryEntity", .structure, type("Query")),
      ]),
  ]
}
