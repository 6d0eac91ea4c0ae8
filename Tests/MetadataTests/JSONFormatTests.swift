import Foundation
import Testing

@testable import Metadata

/// The byte format of `MetadataEncoding`: key order, escaping and numbers as Xcode writes them,
/// checked against hand-written expected bytes, plus the parser's error handling.
@Suite struct JSONFormatTests {
  func compact(_ json: String) throws -> String {
    String(decoding: try MetadataEncoding.reformat(Data(json.utf8), style: .canonical), as: UTF8.self)
  }

  @Test func keysSortByUTF8BytesLikeXcode() throws {
    // Ordinal order: upper case before lower case, `a10` before `a9`, `Traits` before `s`.
    let input =
      #"{"b":1,"a9":2,"a10":3,"B":4,"assistantDefinedSchemas":5,"assistantDefinedSchemaTraits":6,"ä":7,"_":8}"#
    #expect(
      try compact(input)
        == #"{"B":4,"_":8,"a10":3,"a9":2,"assistantDefinedSchemaTraits":6,"assistantDefinedSchemas":5,"b":1,"ä":7}"#)
  }

  @Test func stringsAreEscapedLikeFoundation() throws {
    let input = #"["a/b", "quote\" back\\", "\b\f\n\r\t", "\u0001\u001f\u007f", "é 🙂 \u2028", "\ud83d\ude42"]"#
    let expected =
      "[\"a\\/b\",\"quote\\\" back\\\\\",\"\\b\\f\\n\\r\\t\",\"\\u0001\\u001f\u{7F}\",\"é 🙂 \u{2028}\",\"🙂\"]"
    #expect(try compact(input) == expected)
  }

  @Test func numbersKeepTheirLiteralText() throws {
    #expect(try compact("[0, -1, 14, 2.5, 1.50, 1e+20, 1E-7, -0.0]") == "[0,-1,14,2.5,1.50,1e+20,1E-7,-0.0]")
  }

  @Test func numbersFromSwiftValuesUseJSONEncoderText() {
    #expect(JSONNumber(3.0)?.literal == "3")
    #expect(JSONNumber(2.5)?.literal == "2.5")
    #expect(JSONNumber(1e20)?.literal == "1e+20")
    #expect(JSONNumber(0.1)?.literal == "0.1")
    #expect(JSONNumber(Double.nan) == nil)
    #expect(JSONNumber(literal: "01") == nil)
    #expect(JSONNumber(literal: "1.") == nil)
    #expect(JSONNumber(literal: "-") == nil)
    #expect(JSONNumber(literal: "1e5")?.doubleValue == 100_000)
  }

  @Test func prettyLayoutIsIndentedAndStripsToCompact() throws {
    let input = #"{"b":[1,{"c":[]}],"a":{},"d":"x y"}"#
    let pretty = String(decoding: try MetadataEncoding.reformat(Data(input.utf8), style: .pretty), as: UTF8.self)
    let expected = """
      {
        "a": {},
        "b": [
          1,
          {
            "c": []
          }
        ],
        "d": "x y"
      }

      """
    #expect(pretty == expected)
    #expect(try compact(pretty) == #"{"a":{},"b":[1,{"c":[]}],"d":"x y"}"#)
  }

  @Test(arguments: [
    ("", 0, "unexpected end of data"),
    ("{\"a\" 1}", 5, "expected ':'"),
    ("[1,]", 3, "unexpected character"),
    ("[01]", 1, "malformed number '01'"),
    ("\"\\x\"", 2, "invalid escape"),
    ("\"\\ud800\"", 7, "unpaired surrogate escape"),
    ("\"a\nb\"", 2, "unescaped control character in a string"),
    ("{} x", 3, "unexpected data after the document"),
    ("tru", 3, "expected 'true'"),
  ])
  func malformedJSONIsAnErrorWithAnOffset(_ input: String, _ offset: Int, _ reason: String) {
    #expect(throws: MetadataError.malformedJSON(offset: offset, reason: reason)) {
      try MetadataEncoding.reformat(Data(input.utf8), style: .canonical)
    }
  }

  @Test func invalidUTF8IsAnError() {
    #expect(throws: MetadataError.malformedJSON(offset: 1, reason: "invalid UTF-8 in a string")) {
      try MetadataEncoding.reformat(Data([0x22, 0xFF, 0x22]), style: .canonical)
    }
  }

  @Test func deepNestingIsRejectedNotACrash() {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect(throws: MetadataError.malformedJSON(offset: 512, reason: "nesting deeper than 512 levels")) {
      try MetadataEncoding.reformat(Data(deep.utf8), style: .canonical)
    }
  }

  @Test func byteOrderMarkIsSkipped() throws {
    #expect(try compact("\u{FEFF}{\"a\":1}") == #"{"a":1}"#)
  }

  @Test func md5MatchesRFC1321Vectors() {
    #expect(MD5.hexDigest(of: [], uppercase: false) == "d41d8cd98f00b204e9800998ecf8427e")
    #expect(MD5.hexDigest(of: Array("abc".utf8), uppercase: false) == "900150983cd24fb0d6963f7d28e17f72")
    #expect(
      MD5.hexDigest(of: Array("The quick brown fox jumps over the lazy dog".utf8), uppercase: false)
        == "9e107d9d372bb6826bd81d3542a419d6")
    let long = Array(String(repeating: "1234567890", count: 8).utf8)
    #expect(MD5.hexDigest(of: long, uppercase: false) == "57edf4a22be3c955ac49da2e2107b67a")
  }

  @Test func punycodeMatchesTheManglingDocumentExamples() {
    // docs/ABI/Mangling.rst: `vergüenza` -> `vergenza_JFa`; the operator `«p»` -> `p_qcaDc`.
    #expect(Punycode.encodeSwiftIdentifier(Array("vergüenza".utf8)) == "vergenza_JFa")
    #expect(Punycode.encodeSwiftIdentifier(Array("«p»".utf8)) == "p_qcaDc")
  }

  @Test func rawIdentifierDetection() {
    #expect(!SwiftIdentifier.mustAlwaysBeEscaped("Plain_Name2"))
    #expect(!SwiftIdentifier.mustAlwaysBeEscaped("class"))
    #expect(!SwiftIdentifier.mustAlwaysBeEscaped("Grüße"))
    #expect(!SwiftIdentifier.mustAlwaysBeEscaped("🙂Face"))
    #expect(SwiftIdentifier.mustAlwaysBeEscaped("1st"))
    #expect(SwiftIdentifier.mustAlwaysBeEscaped("two words"))
    #expect(SwiftIdentifier.mustAlwaysBeEscaped("a.b"))
  }
}
