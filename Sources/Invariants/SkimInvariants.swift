import Model
import Source
import Syntax

/// The skim's promises, checked on one input.
///
/// - Streaming: `SkimTokenStream`, read on after every brace, gives exactly the significant
///   tokens of `Lexer.tokenize`.
/// - Crossing: the facts the skim takes while crossing function bodies without tokens (as
///   `lint` skims) equal the facts it takes token by token (as `appintents facts` does), but
///   for the mentions they leave out; the key mentions are the key names among the mentions.
public enum SkimInvariants {
  /// Checks every promise on `bytes`; `label` names the input in the violation.
  public static func check(_ bytes: [UInt8], label: String) throws(InvariantViolation) {
    let expected = Lexer.tokenize(bytes, includeTrivia: false).tokens
    let streamed = bytes.withUnsafeBufferPointer { buffer in
      SkimTokenStream.withStream(over: buffer) { start in
        var stream = start
        var tokens: [Token] = []
        while !stream.isAtEnd { stream.lexMore(into: &tokens) }
        return tokens
      }
    }
    guard streamed == expected else {
      throw InvariantViolation(label, "the skim's token stream differs from the lexer's")
    }
    let file = SourceFile(path: "input.swift", bytes: bytes)
    let full = HeaderScanner.facts(of: file, recordingMentions: true)
    var crossed = HeaderScanner.facts(of: file, recordingMentions: false)
    guard full.keyMentions == FileFacts.keyNames.filter((full.mentions ?? []).contains) else {
      throw InvariantViolation(label, "key mentions \(full.keyMentions) differ from the key names among the mentions")
    }
    crossed.mentions = full.mentions
    guard crossed == full else {
      throw InvariantViolation(label, "facts taken while crossing bodies differ from facts taken token by token")
    }
  }
}
