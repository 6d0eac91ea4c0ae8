import Source
import Syntax
import Testing

/// The hard cases of Swift's lexical grammar, one expectation each.
@Suite struct LexerHardCaseTests {
  /// Significant tokens as `kind text` strings.
  static func lex(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    return Lexer.tokenize(bytes, includeTrivia: false).tokens.dropLast().map {
      "\($0.kind.dumpName) \(String(decoding: bytes[Int($0.start)..<$0.end], as: UTF8.self))"
    }
  }

  /// Every token, trivia included, as `kind text` strings.
  static func lexAll(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    return Lexer.tokenize(bytes, includeTrivia: true).tokens.dropLast().map {
      "\($0.kind.dumpName) \(String(decoding: bytes[Int($0.start)..<$0.end], as: UTF8.self))"
    }
  }

  static func issues(_ source: String) -> [String] {
    Lexer.tokenize(Array(source.utf8), includeTrivia: false).issues.map { "\($0.kind.rawValue)@\($0.range.start)" }
  }

  @Test func rawStringWithInterpolation() {
    #expect(
      Self.lex(##"#"a\#(b)c"#"##) == [
        "string-quote #\"", "string-segment a", "interpolation-start \\#(", "identifier b",
        "interpolation-end )", "string-segment c", "string-quote \"#",
      ])
  }

  @Test func rawStringClosedOnlyByMatchingPounds() {
    #expect(Self.lex(###"##"x"#"##"###) == ["string-quote ##\"", "string-segment x\"#", "string-quote \"##"])
    #expect(Self.issues(###"##"x"#"##"###).isEmpty)
  }

  @Test func rawStringBackslashWithoutPoundsIsLiteral() {
    #expect(Self.lex(##"#"\(x) \n"#"##) == ["string-quote #\"", "string-segment \\(x) \\n", "string-quote \"#"])
  }

  @Test func multilineStringWithContinuationAndInterpolation() {
    let source = "\"\"\"\n  a \\(b) \\\n  c\n  \"\"\""
    #expect(
      Self.lex(source) == [
        "multiline-string-quote \"\"\"", "string-segment \n", "string-segment   a ", "interpolation-start \\(",
        "identifier b", "interpolation-end )", "string-segment  \\\n", "string-segment   c\n",
        "multiline-string-quote   \"\"\"",
      ])
    #expect(Self.issues(source).isEmpty)
  }

  @Test func nestedInterpolation() {
    #expect(
      Self.lex(#""\(f("\(g(1))"))""#) == [
        "string-quote \"", "interpolation-start \\(", "identifier f", "left-paren (", "string-quote \"",
        "interpolation-start \\(", "identifier g", "left-paren (", "integer-literal 1", "right-paren )",
        "interpolation-end )", "string-quote \"", "right-paren )", "interpolation-end )", "string-quote \"",
      ])
  }

  @Test func closureInsideInterpolation() {
    let tokens = Self.lex(#""\(xs.map { "\($0)" })""#)
    #expect(tokens.first == "string-quote \"")
    #expect(tokens.last == "string-quote \"")
    #expect(tokens.contains("identifier $0"))
    #expect(Self.issues(#""\(xs.map { "\($0)" })""#).isEmpty)
  }

  @Test func divisionVersusRegex() {
    #expect(
      Self.lex("a / b / c") == [
        "identifier a", "binary-operator /", "identifier b", "binary-operator /", "identifier c",
      ])
    #expect(Self.lex("let r = /a+b/") == ["keyword let", "identifier r", "equal =", "regex-literal /a+b/"])
    #expect(Self.lex("x!/y") == ["identifier x", "exclamation-mark !", "binary-operator /", "identifier y"])
    #expect(
      Self.lex("f(/a/, /b/)") == [
        "identifier f", "left-paren (", "regex-literal /a/", "comma ,", "regex-literal /b/", "right-paren )",
      ])
    #expect(!Self.lex("let r = / a/").contains { $0.hasPrefix("regex-literal") })
    #expect(Self.lex("#/a b/#") == ["regex-literal #/a b/#"])
  }

  @Test func nestedBlockComment() {
    #expect(Self.lexAll("/* /* */ */") == ["block-comment /* /* */ */"])
    #expect(Self.lexAll("/** doc */ /**/") == ["doc-block-comment /** doc */", "whitespace  ", "block-comment /**/"])
    #expect(Self.lexAll("/// doc\n//// not") == ["doc-line-comment /// doc", "newline \n", "line-comment //// not"])
  }

  @Test func punctuationAndOperators() {
    #expect(Self.lex("0..<n") == ["integer-literal 0", "binary-operator ..<", "identifier n"])
    #expect(Self.lex("a?.b") == ["identifier a", "postfix-question-mark ?", "period .", "identifier b"])
    #expect(Self.lex("a &+ b") == ["identifier a", "binary-operator &+", "identifier b"])
    #expect(Self.lex("a --> b") == ["identifier a", "binary-operator -->", "identifier b"])
    #expect(Self.lex("a!=b") == ["identifier a", "exclamation-mark !", "equal =", "identifier b"])
    #expect(Self.lex("-x") == ["prefix-operator -", "identifier x"])
    #expect(Self.lex("x...") == ["identifier x", "postfix-operator ..."])
    #expect(Self.lex("c ? a : b")[1] == "infix-question-mark ?")
    #expect(Self.lex("f(&x)")[2] == "prefix-ampersand &")
    #expect(Self.lex("a & b")[1] == "binary-operator &")
    #expect(Self.lex("(Int) -> Void")[3] == "arrow ->")
    // A comment counts as whitespace, so `+` is bound on the left only: postfix, as in swiftc.
    #expect(Self.lex("a+/*c*/b") == ["identifier a", "postfix-operator +", "identifier b"])
    // `>?` is one operator token; the parser splits it when it closes a generic argument list.
    #expect(Self.lex("Array<Int>? = x")[3] == "postfix-operator >?")
  }

  @Test func unicodeIdentifiers() {
    #expect(Self.lex("let π = 1") == ["keyword let", "identifier π", "equal =", "integer-literal 1"])
    #expect(Self.lex("😀 + 1")[0] == "identifier 😀")
    #expect(Self.lex("cafe\u{301}") == ["identifier cafe\u{301}"])
    #expect(Self.lex("`class` $0 $dish") == ["identifier `class`", "identifier $0", "identifier $dish"])
    #expect(Self.lex("a ∘ b")[1] == "binary-operator ∘")
  }

  @Test func invalidUTF8InIdentifierStringAndComment() {
    let bytes: [UInt8] = Array("ab".utf8) + [0xFF] + Array("cd \"x".utf8) + [0xC3] + Array("\" //".utf8) + [0xFE]
    let lexed = Lexer.tokenize(bytes, includeTrivia: true)
    #expect(lexed.tokens.map(\.kind).prefix(3) == [.identifier, .unknown, .identifier])
    #expect(lexed.issues.map(\.kind) == [.invalidUTF8, .invalidUTF8, .invalidUTF8])
    #expect(lexed.issues.map(\.range.start) == [2, 8, 13])
  }

  @Test func nulMidFile() {
    let bytes: [UInt8] = Array("let a".utf8) + [0] + Array(" = 1".utf8)
    let lexed = Lexer.tokenize(bytes, includeTrivia: false)
    #expect(lexed.tokens.map(\.kind) == [.keyword, .identifier, .equal, .integerLiteral, .endOfFile])
    #expect(lexed.issues.map(\.kind) == [.nulCharacter])
    #expect(lexed.issues[0].kind.severity == .warning)
  }

  @Test func unterminatedStringAndCommentAtEndOfFile() {
    #expect(Self.issues("let s = \"abc") == ["unterminated-string-literal@8"])
    #expect(Self.issues("let s = 1 /* abc") == ["unterminated-block-comment@10"])
    #expect(Self.issues("\"\"\"\nabc") == ["unterminated-string-literal@0"])
  }

  @Test func unterminatedStringStopsAtLineEnd() {
    let tokens = Self.lex("let s = \"abc\nlet t = 1")
    #expect(tokens.suffix(4) == ["keyword let", "identifier t", "equal =", "integer-literal 1"])
  }

  @Test func interpolationOfSingleLineStringEndsAtLineBreak() {
    let source = "let a = \"\\(f(1\nlet b = 2"
    #expect(Self.lex(source).suffix(4) == ["keyword let", "identifier b", "equal =", "integer-literal 2"])
    #expect(Self.issues(source) == ["unterminated-string-literal@8"])
  }

  @Test func escapes() {
    #expect(Self.issues(#""\q""#) == ["invalid-escape@1"])
    #expect(Self.issues(#""\u{1F600}\u{0}\t""#).isEmpty)
    #expect(Self.issues(#""\u{D800}""#) == ["invalid-unicode-scalar@1"])
    #expect(Self.issues(#""\u{}""#) == ["invalid-unicode-scalar@1"])
    #expect(Self.issues(##"#"\q"#"##).isEmpty)
    #expect(Self.issues(###"#"a"##"###) == ["too-many-pound-signs@5"])
  }

  @Test func numbers() {
    #expect(
      Self.lex("0x1p-2 1.5e3 1_000 0b1 0o7") == [
        "float-literal 0x1p-2", "float-literal 1.5e3", "integer-literal 1_000", "integer-literal 0b1",
        "integer-literal 0o7",
      ])
    #expect(Self.lex("t.0.1") == ["identifier t", "period .", "integer-literal 0", "period .", "integer-literal 1"])
    #expect(Self.lex("4.description") == ["integer-literal 4", "period .", "identifier description"])
    #expect(Self.lex("0xff.description") == ["integer-literal 0xff", "period .", "identifier description"])
    #expect(Self.issues("0b102") == ["invalid-number-literal@0"])
    #expect(Self.lex("0b102") == ["integer-literal 0b102"])
  }

  @Test func directivesAndAttributes() {
    #expect(
      Self.lex("#if DEBUG\n#elseif X\n#else\n#endif").map { $0.split(separator: " ")[0] } == [
        "pound-if", "identifier", "pound-elseif", "identifier", "pound-else", "pound-endif",
      ])
    #expect(Self.lex("#selector(f)").prefix(2) == ["pound #", "identifier selector"])
    #expect(Self.lex("@Parameter(title: \"x\")").prefix(2) == ["at-sign @", "identifier Parameter"])
    #expect(Self.lex("if #available(iOS 17, *)")[1] == "pound-available #available")
  }

  @Test func shebangAndByteOrderMark() {
    #expect(Self.lexAll("#!/usr/bin/swift\nx") == ["shebang #!/usr/bin/swift", "newline \n", "identifier x"])
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("x".utf8)
    let lexed = Lexer.tokenize(bytes, includeTrivia: true)
    #expect(lexed.tokens.map(\.kind) == [.byteOrderMark, .identifier, .endOfFile])
    #expect(lexed.issues.isEmpty)
  }

  @Test func keywordsAreReservedOnlyWhenReserved() {
    #expect(Self.lex("struct async some") == ["keyword struct", "identifier async", "identifier some"])
    let tokens = Lexer.tokenize(Array("get _ Self".utf8), includeTrivia: false).tokens
    #expect(tokens.map(\.keyword) == [.get, .wildcard, .upperSelf, .unlisted])
  }

  @Test func flagsRecordLineStartsAndTrivia() {
    let tokens = Lexer.tokenize(Array("a b\nc".utf8), includeTrivia: false).tokens
    #expect(tokens[0].flags.contains(.atStartOfLine))
    #expect(!tokens[1].flags.contains(.atStartOfLine) && tokens[1].flags.contains(.precededByTrivia))
    #expect(tokens[2].flags.contains(.atStartOfLine))
  }
}
