import Syntax
import Testing

/// `SyntaxNode.unescaped`: backticks the lexer put around a name come off; nothing else does.
@Suite struct UnescapedNameTests {
  @Test func onlyBackticksAroundANameComeOff() {
    #expect(SyntaxNode.unescaped("`default`") == "default")
    #expect(SyntaxNode.unescaped("`with space`") == "with space")
    #expect(SyntaxNode.unescaped("``") == "")
    #expect(SyntaxNode.unescaped("`") == "`")
    #expect(SyntaxNode.unescaped("name") == "name")
    #expect(SyntaxNode.unescaped("") == "")
    #expect(SyntaxNode.unescaped("`open") == "`open")
    #expect(SyntaxNode.unescaped("open`") == "open`")
    #expect(SyntaxNode.unescaped("`caf\u{E9}`") == "caf\u{E9}")
    // A backtick with a combining mark is another character: not an escape.
    #expect(SyntaxNode.unescaped("`\u{301}a`") == "`\u{301}a`")
    // U+1FEF GREEK VARIA is canonically equivalent to a backtick, but the lexer never escapes with it.
    #expect(SyntaxNode.unescaped("\u{1FEF}abc\u{1FEF}") == "\u{1FEF}abc\u{1FEF}")
  }
}
