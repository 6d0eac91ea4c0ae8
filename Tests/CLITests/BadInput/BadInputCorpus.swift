import CLI

/// The generated bad inputs, each with the exit code the contract demands.
///
/// Small cases form one table whose observed exit codes and messages are kept in the golden
/// file `Fixtures/BadInput/outcomes.txt` (also the source of the table in
/// `docs/reliability.md`); large ones (100k nesting, long lines) are checked case by case.
enum BadInputCorpus {
  static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The parser does not yet report two statements on one line, which swiftc rejects.
  static let consecutiveStatements =
    "no diagnostic for consecutive statements on one line (swiftc: \"consecutive statements on a line must be separated by ';'\")"

  static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// `text` in UTF-16 (little- or big-endian) with a byte-order mark.
  static func utf16(_ text: String, bigEndian: Bool, byteOrderMark: Bool = true) -> [UInt8] {
    let units = (byteOrderMark ? [0xFEFF] : []) + Array(text.utf16)
    return units.flatMap { unit in
      bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
  }

  /// Empty, trivia-only, encodings, byte-order marks, NUL bytes and line endings.
  static let encodings: [BadInput] = [
    .bytes("empty file", [], exit: .success),
    .text("whitespace only", "  \n\t\n   ", exit: .success),
    .text("comments only", "// a line comment\n/* a block */\n/// a doc comment\n", exit: .success),
    .text("nested block comments only", "/* outer /* inner */ still outer */\n", exit: .success),
    .bytes("BOM only", bom, exit: .success),
    .bytes("BOM at start", bom + utf8("struct A {}\n"), exit: .success),
    .bytes("BOM at start then an error", bom + utf8("let a = \n"), exit: .findings),
    .bytes("two BOMs at start", bom + bom + utf8("struct A {}\n"), exit: .findings),
    .bytes("BOM mid-file", utf8("let a = 1\n") + bom + utf8("let b = 2\n"), exit: .findings),
    .bytes("BOM inside a string literal", utf8("let s = \"") + bom + utf8("\"\n"), exit: .success),
    .bytes("UTF-16LE with BOM", utf16("struct A {}\n", bigEndian: false), exit: .ioError),
    .bytes("UTF-16BE with BOM", utf16("struct A {}\n", bigEndian: true), exit: .ioError),
    .bytes("UTF-32BE with BOM", [0, 0, 0xFE, 0xFF, 0, 0, 0, 0x61], exit: .ioError),
    .bytes("UTF-32LE with BOM", [0xFF, 0xFE, 0, 0, 0x61, 0, 0, 0], exit: .ioError),
    .bytes(
      "UTF-16LE without BOM", utf16("let a = 1\n", bigEndian: false, byteOrderMark: false), exit: .findings,
      knownIssue: consecutiveStatements),
    .bytes("invalid UTF-8 0xFF in an identifier", utf8("let a") + [0xFF] + utf8("b = 1\n"), exit: .findings),
    .bytes("invalid UTF-8 0xFF in a string", utf8("let s = \"a") + [0xFF] + utf8("b\"\n"), exit: .findings),
    .bytes("invalid UTF-8 0xFF in a comment", utf8("// a") + [0xFF] + utf8("b\nlet a = 1\n"), exit: .findings),
    .bytes("invalid UTF-8 overlong NUL C0 80", utf8("let s = \"") + [0xC0, 0x80] + utf8("\"\n"), exit: .findings),
    .bytes(
      "invalid UTF-8 truncated 4-byte sequence at EOF", utf8("let a = 1 // ") + [0xF0, 0x9F, 0x98], exit: .findings),
    .bytes("invalid UTF-8 lone continuation byte", utf8("let a = ") + [0x80] + utf8("1\n"), exit: .findings),
    .bytes(
      "invalid UTF-8 encoded surrogate ED A0 80", utf8("let s = \"") + [0xED, 0xA0, 0x80] + utf8("\"\n"),
      exit: .findings),
    .bytes(
      "invalid UTF-8 5-byte sequence", utf8("let s = \"") + [0xF8, 0x88, 0x80, 0x80, 0x80] + utf8("\"\n"),
      exit: .findings),
    .bytes("NUL at start", [0] + utf8("struct A {}\n"), exit: .success),
    .bytes(
      "NUL inside an identifier", utf8("let ab") + [0] + utf8("cd = 1\n"), exit: .findings,
      knownIssue: consecutiveStatements),
    .bytes("NUL inside a string", utf8("let s = \"a") + [0] + utf8("b\"\n"), exit: .success),
    .bytes("NUL as the last byte", utf8("struct A {}\n") + [0], exit: .success),
    .text("CRLF line endings", "struct A {\r\n  let a = 1\r\n}\r\n", exit: .success),
    .text("CR-only line endings", "struct A {\r  let a = 1\r}\r", exit: .success),
    .text("mixed line endings", "struct A {\r\n  let a = 1\r  let b = 2\n}\n", exit: .success),
    .text("CRLF inside a multi-line string", "let s = \"\"\"\r\n  a\r\n  \"\"\"\r\n", exit: .success),
  ]

  /// Escapes, unterminated constructs, raw-string delimiters and stray tokens.
  static let literals: [BadInput] = [
    .text("unicode escape lone high surrogate", #"let s = "\u{D800}""# + "\n", exit: .findings),
    .text("unicode escape lone low surrogate", #"let s = "\u{DFFF}""# + "\n", exit: .findings),
    .text("unicode escape past U+10FFFF", #"let s = "\u{110000}""# + "\n", exit: .findings),
    .text("unicode escape empty braces", #"let s = "\u{}""# + "\n", exit: .findings),
    .text("unicode escape nine digits", #"let s = "\u{123456789}""# + "\n", exit: .findings),
    .text("unicode escape not hex", #"let s = "\u{zz}""# + "\n", exit: .findings),
    .text("unicode escape without braces at EOF", #"let s = "\u"#, exit: .findings),
    .text("unterminated string at EOF", #"let s = "abc"#, exit: .findings),
    .text("unterminated multi-line string", "let s = \"\"\"\nabc\n", exit: .findings),
    .text("unterminated block comment", "let a = 1 /* never closed\n", exit: .findings),
    .text("unterminated nested block comment", "/* outer /* inner */\nlet a = 1\n", exit: .findings),
    .text("unterminated interpolation at EOF", #"let s = "\("#, exit: .findings),
    .text("unterminated #if", "#if DEBUG\nlet a = 1\n", exit: .findings),
    .text("unterminated raw string", ##"let s = #"abc"##, exit: .findings),
    .text("unterminated raw identifier", "let `abc = 1\n", exit: .findings),
    .text("unterminated regex literal", "let r = #/abc\n", exit: .findings),
    .text("unterminated struct body", "struct A {\n  let a = 1\n", exit: .findings),
    .text("unterminated parameter list", "func f(a: Int\n", exit: .findings),
    .text("unterminated array literal", "let a = [1, 2\n", exit: .findings),
    .text("raw string closed with too many #", ###"let s = #"a"##"### + "\n", exit: .findings),
    .text("raw string closed with too few #", ###"let s = ##"a"#"### + "\n", exit: .findings),
    .text(
      "raw multi-line string closed with too many #", ###"let s = #""""### + "\na\n" + ###""""##"### + "\n",
      exit: .findings),
    .text("raw string with plain interpolation", ##"let s = #"\(x)"#"## + "\n", exit: .success),
    .text("raw string with raw interpolation", ##"let s = #"\#(x)"#"## + "\n", exit: .success),
    .text(
      "raw string with 300 #",
      "let s = " + String(repeating: "#", count: 300) + "\"a\""
        + String(repeating: "#", count: 300) + "\n", exit: .success),
    .text(
      "raw string with 300 # closed by 299",
      "let s = " + String(repeating: "#", count: 300) + "\"a\""
        + String(repeating: "#", count: 299) + "\n", exit: .findings),
    .text("editor placeholder", "let a = <#value#>\n", exit: .findings),
    .text("lone closing brace", "}\n", exit: .findings),
    .text("lone closing parenthesis", ")\n", exit: .findings),
    .text("lone at sign", "@\n", exit: .findings),
    .text("lone pound sign", "#\n", exit: .findings),
    .text(
      "lone backslash", "\\\n", exit: .findings,
      knownIssue:
        "no diagnostic for a key path without components (swiftc: \"expected expression path in Swift key path\")"),
    .text("declaration cut after the equals sign", "let a = ", exit: .findings),
  ]

  /// Paths that are not readable Swift files, and bad command lines.
  static let paths: [BadInput] = [
    BadInput(name: "missing file", setup: .missing, exitCode: .ioError),
    BadInput(name: "directory named X.swift", setup: .directory, exitCode: .ioError),
    BadInput(name: "dangling symlink", setup: .danglingSymlink, exitCode: .ioError),
    BadInput(name: "symlink loop", setup: .symlinkLoop, exitCode: .ioError),
    BadInput(name: "symlink to a valid file", setup: .symlinkToValidFile, exitCode: .success),
    BadInput(name: "no FILE argument", setup: .missing, exitCode: .usage, arguments: ["dump", "syntax"]),
    BadInput(
      name: "two FILE arguments", setup: .missing, exitCode: .usage, arguments: ["dump", "syntax", "FILE", "FILE"]),
    BadInput(
      name: "unknown option", setup: .missing, exitCode: .usage, arguments: ["dump", "syntax", "--bogus", "FILE"]),
  ]

  /// Every small case, in the golden table's order.
  static let small: [BadInput] = encodings + literals + paths

  static func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

  /// The depth of the nesting cases and the length of the chains.
  static let huge = 100_000

  /// A large generated input; its output is discarded (it is large and not the point).
  static func large(_ name: String, _ text: String, exit: ExitCode) -> BadInput {
    BadInput(name: name, setup: .file(Array(text.utf8)), exitCode: exit, discardsOutput: true)
  }

  /// The values of `deepValues`, each the title of an intent.
  static func intentWithTitle(_ value: String) -> String {
    """
    import AppIntents
    struct Deep: AppIntent {
      static let title: LocalizedStringResource = \(value)
      func perform() async throws -> some IntentResult { .result() }
    }

    """
  }

  /// Huge values where App Intents code declares them, through `extract` (evaluator, lint
  /// rules, mapping): every one is an error (too deep, or not a constant string), in time.
  static let deepValues: [BadInput] = [
    ("100k nested parentheses", "\(repeated("(", huge))\"a\"\(repeated(")", huge))"),
    ("100k nested brackets", "\(repeated("[", huge))\"a\"\(repeated("]", huge))"),
    ("100k nested interpolations", "\(repeated("\"\\(", huge))1\(repeated(")\"", huge))"),
    ("300 nested literal coercions", "\(repeated("LocalizedStringResource(", 300))\"a\"\(repeated(")", 300))"),
    ("100k-link member chain", "a\(repeated(".b", huge))"),
    ("100k-link operator chain", "\"a\"\(repeated(" + \"a\"", huge))"),
    ("100k-element array literal", "[\(repeated("\"a\", ", huge))]"),
  ].map { name, value in
    BadInput(
      name: "\(name) in an intent's title", setup: .file(Array(intentWithTitle(value).utf8)), exitCode: .findings,
      arguments: ["extract", "FILE", "--output", "out"])
  }

  /// 100k nesting of every recursive construct (each must give exactly one "nesting too deep"
  /// error), and long flat inputs that must parse cleanly.
  static let deep: [BadInput] = [
    large("100k nested parentheses", "let x = \(repeated("(", huge))1\(repeated(")", huge))\n", exit: .findings),
    large("100k unclosed parentheses", "let x = \(repeated("(", huge))\n", exit: .findings),
    large("100k nested brackets", "let x = \(repeated("[", huge))1\(repeated("]", huge))\n", exit: .findings),
    large("100k nested closures", "let x = \(repeated("{ ", huge))\(repeated("}", huge))\n", exit: .findings),
    large(
      "100k nested code blocks", "func f() {\(repeated(" do {", huge))\(repeated("}", huge + 1))\n",
      exit: .findings),
    large("100k nested types", "\(repeated("struct A { ", huge))\(repeated("}", huge))\n", exit: .findings),
    large(
      "100k nested generic arguments", "let x: \(repeated("A<", huge))Int\(repeated(">", huge))\n",
      exit: .findings),
    large("100k nested #if", "\(repeated("#if X\n", huge))\(repeated("#endif\n", huge))", exit: .findings),
    large(
      "100k nested interpolations", "let x = \(repeated("\"\\(", huge))1\(repeated(")\"", huge))\n",
      exit: .findings),
    large("100k try prefixes", "let x = \(repeated("try ", huge))y\n", exit: .findings),
    large("100k-character prefix operator", "let x = \(repeated("-", huge))1\n", exit: .success),
    large(
      "100k nested ternaries", "let x = \(repeated("a ? ", huge))b\(repeated(" : c", huge))\n",
      exit: .findings),
    large("100k-element array literal", "let x = [\(repeated("1, ", huge))]\n", exit: .success),
    large("1 MB string literal on one line", "let s = \"\(repeated("a", 1 << 20))\"\n", exit: .success),
    large("1 MB of statements on one line", repeated("let a = 1; ", 100_000) + "\n", exit: .success),
  ]
}
