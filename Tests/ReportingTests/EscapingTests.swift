import Foundation
import Reporting
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// GitHub workflow-command, XML and URI escaping.
@Suite struct EscapingTests {
  @Test(arguments: [
    ("plain text", "plain text"),
    ("100%", "100%25"),
    ("a\nb", "a%0Ab"),
    ("a\r\nb", "a%0D%0Ab"),
    ("a:b,c", "a:b,c"),
    ("%0A", "%250A"),
    ("é 🍕", "é 🍕"),
  ])
  func gitHubData(_ input: String, _ expected: String) {
    #expect(GitHubActionsEscaping.data(input) == expected)
  }

  @Test(arguments: [
    ("plain text", "plain text"),
    ("100%", "100%25"),
    ("a\nb\rc", "a%0Ab%0Dc"),
    ("Sources/My Intents, Old/S.swift", "Sources/My Intents%2C Old/S.swift"),
    ("C:\\x", "C%3A\\x"),
    ("%3A", "%253A"),
  ])
  func gitHubProperty(_ input: String, _ expected: String) {
    #expect(GitHubActionsEscaping.property(input) == expected)
  }

  @Test func gitHubEscapingRoundTrips() {
    let original = "50% off: a, b\r\nc\nd %25"
    for escaped in [GitHubActionsEscaping.data(original), GitHubActionsEscaping.property(original)] {
      #expect(!escaped.contains("\n") && !escaped.contains("\r"))
      #expect(escaped.removingPercentEncoding == original)
    }
    #expect(!GitHubActionsEscaping.property(original).contains(":"))
    #expect(!GitHubActionsEscaping.property(original).contains(","))
  }

  @Test(arguments: [
    ("a < b && c > d", "a &lt; b &amp;&amp; c &gt; d", "a &lt; b &amp;&amp; c &gt; d"),
    ("say \"hi\" 'there'", "say \"hi\" 'there'", "say &quot;hi&quot; &apos;there&apos;"),
    ("line\nbreak\ttab", "line\nbreak\ttab", "line&#10;break&#9;tab"),
    ("cr\r\nlf", "cr&#13;\nlf", "cr&#13;&#10;lf"),
    ("nul\u{0}bell\u{7}", "nul\u{FFFD}bell\u{FFFD}", "nul\u{FFFD}bell\u{FFFD}"),
    ("bad\u{FFFE}", "bad\u{FFFD}", "bad\u{FFFD}"),
    ("é 🍕 ]]>", "é 🍕 ]]&gt;", "é 🍕 ]]&gt;"),
  ])
  func xml(_ input: String, _ text: String, _ attribute: String) {
    #expect(XMLEscaping.text(input) == text)
    #expect(XMLEscaping.attribute(input) == attribute)
  }

  @Test func xmlEscapingSurvivesARealParser() throws {
    let hostile = "a<b>&\"'\n\r\n\t c ]]> \u{1}é🍕"
    let document =
      "<r a=\"\(XMLEscaping.attribute(hostile))\" b='\(XMLEscaping.attribute(hostile))'>\(XMLEscaping.text(hostile))</r>"
    let reader = XMLReader(Data(document.utf8))
    #expect(reader.parsed)
    let expected = hostile.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
    #expect(reader.attributes["a"] == expected)
    #expect(reader.attributes["b"] == expected)
    #expect(reader.text == expected)
  }

  @Test(arguments: [
    ("Sources/App/Intent.swift", "Sources/App/Intent.swift"),
    ("Sources/My Intents, Old/S.swift", "Sources/My%20Intents%2C%20Old/S.swift"),
    ("Café/🍕.swift", "Caf%C3%A9/%F0%9F%8D%95.swift"),
    ("a%b#c?d", "a%25b%23c%3Fd"),
    ("under_score-dash.tilde~", "under_score-dash.tilde~"),
    ("/abs/x y.swift", "file:///abs/x%20y.swift"),
  ])
  func uriReferences(_ path: String, _ expected: String) {
    #expect(URIEncoding.uriReference(forPath: path) == expected)
    let decoded = expected.hasPrefix("file://") ? String(expected.dropFirst(7)) : expected
    #expect(decoded.removingPercentEncoding == path)
  }
}

/// Collects the root element's attributes and text with Foundation's XML parser.
final class XMLReader: NSObject, XMLParserDelegate {
  /// Whether the document parsed without error.
  private(set) var parsed = false
  /// The attributes of the first element.
  private(set) var attributes: [String: String] = [:]
  /// All character data.
  private(set) var text = ""
  /// The names of every element, in document order.
  private(set) var elements: [String] = []

  init(_ data: Data) {
    super.init()
    let parser = XMLParser(data: data)
    parser.delegate = self
    parsed = parser.parse()
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    if elements.isEmpty { attributes = attributeDict }
    elements.append(elementName)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}
