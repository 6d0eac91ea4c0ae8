/// GitHub Actions workflow-command escaping, as `@actions/core` does it (`command.ts`).
///
/// A command is `::name key=value,key=value::data`. Data escapes `%`, CR and LF; property values
/// additionally escape `:` and `,`, which would otherwise end the value.
package enum GitHubActionsEscaping {
  /// Escapes the message part after `::`: `%` -> `%25`, CR -> `%0D`, LF -> `%0A`.
  package static func data(_ text: String) -> String {
    escape(text, colonAndComma: false)
  }

  /// Escapes a property value: as `data`, plus `:` -> `%3A` and `,` -> `%2C`.
  package static func property(_ text: String) -> String {
    escape(text, colonAndComma: true)
  }

  private static func escape(_ text: String, colonAndComma: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      case ":" where colonAndComma: result += "%3A"
      case "," where colonAndComma: result += "%2C"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// XML 1.0 escaping for the checkstyle and JUnit reporters.
///
/// Markup characters become entities. Characters XML 1.0 cannot carry at all, even as
/// references (C0 controls other than tab, LF and CR, and U+FFFE/U+FFFF), become U+FFFD, so the
/// document always parses. In attributes, tab, LF and CR are written as character references,
/// because a parser would otherwise normalize them to spaces; in text, CR is, because a parser
/// would otherwise turn CR LF into LF.
package enum XMLEscaping {
  /// Escapes `text` for element content: `&`, `<`, `>` and CR.
  package static func text(_ text: String) -> String {
    escape(text, isAttribute: false)
  }

  /// Escapes `text` for a double- or single-quoted attribute value.
  package static func attribute(_ text: String) -> String {
    escape(text, isAttribute: true)
  }

  private static func escape(_ text: String, isAttribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where isAttribute: result += "&quot;"
      case "'" where isAttribute: result += "&apos;"
      case "\t" where isAttribute: result += "&#9;"
      case "\n" where isAttribute: result += "&#10;"
      case "\r": result += "&#13;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// Percent-encoding of file paths into URI references (RFC 3986), for SARIF `artifactLocation`.
///
/// Only unreserved characters (`A-Z a-z 0-9 - . _ ~`) and the `/` separators are kept; every
/// other byte of the UTF-8 encoding becomes `%XX` with uppercase hex digits. Encoding more than
/// strictly needed (for example `,`) is always safe and keeps the rule simple to state.
package enum URIEncoding {
  /// Encodes one path segment; `/` is encoded too.
  package static func pathSegment(_ segment: String) -> String {
    var result = ""
    result.reserveCapacity(segment.utf8.count)
    for byte in segment.utf8 {
      if isUnreserved(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
      }
    }
    return result
  }

  /// Encodes a `/`-separated path, segment by segment.
  package static func path(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map { pathSegment(String($0)) }.joined(separator: "/")
  }

  /// A relative path as a relative URI reference, or an absolute path as a `file://` URI.
  package static func uriReference(forPath path: String) -> String {
    path.hasPrefix("/") ? "file://" + self.path(path) : self.path(path)
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  private static func hexDigit(_ value: UInt8) -> String {
    String(Character(Unicode.Scalar(value < 10 ? value + 0x30 : value - 10 + 0x41)))
  }
}
