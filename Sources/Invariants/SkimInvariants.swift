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
/// - Fingerprint: the facts taken with a `NameFingerprint` are the same, and the fingerprint
///   holds every capitalized ASCII name `HeaderScanner.mentions(of:includingDeclaredNames: true)`
///   gives (a file without one has a non-ASCII byte), so the unreachable-intent lookup may skip
///   a file whose fingerprint lacks a name.
public enum SkimInvariants {
  /// Checks every promise on `bytes`; `label` names the input in the violation.
  public static func check(_ bytes: [UInt8], label: String) throws(InvariantViolation) {
    let expected = Lexer.tokenize(bytes, includeTrivia: false).tokens
    let streamed = bytes.withUnsafeBufferPointer { buffer in
      SkimTokenStream.withStream(over: buffer) { start in
        var stream = start
        while !stream.isAtEnd { stream.lexMore() }
        return stream.lexedTokens
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
    try checkFingerprint(of: file, crossed: crossed, label: label)
  }

  /// The fingerprint promise, given the facts `crossed` (with mentions) of `file`.
  private static func checkFingerprint(
    of file: SourceFile, crossed: FileFacts, label: String
  ) throws(InvariantViolation) {
    var (facts, fingerprint) = HeaderScanner.factsAndFingerprint(of: file)
    facts.mentions = crossed.mentions
    guard facts == crossed else {
      throw InvariantViolation(label, "facts taken with a name fingerprint differ from facts taken without one")
    }
    guard let fingerprint else {
      guard file.bytes.contains(where: { $0 >= 0x80 }) else {
        throw InvariantViolation(label, "an ASCII file has no name fingerprint")
      }
      return
    }
    for name in HeaderScanner.mentions(of: file, includingDeclaredNames: true) where NameFingerprint.covers(name) {
      guard fingerprint.mayMention(hash: NameFingerprint.hash(of: name)) else {
        throw InvariantViolation(label, "the name fingerprint lacks '\(name)', which the file mentions")
      }
    }
  }
}
