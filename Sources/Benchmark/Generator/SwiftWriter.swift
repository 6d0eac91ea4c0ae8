/// Builds Swift source text line by line, straight into bytes.
struct SwiftWriter {
  /// The text written so far.
  private(set) var bytes: [UInt8] = []
  /// The current indentation depth.
  private var depth = 0
  /// Spaces per indentation level (real code bases use 2 or 4).
  var indentWidth = 2

  /// Appends one line at the current indentation (an empty string writes an empty line).
  mutating func line(_ text: String) {
    if !text.isEmpty {
      bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * indentWidth))
      bytes.append(contentsOf: text.utf8)
    }
    bytes.append(0x0A)
  }

  /// Writes `open`, the body one level deeper, and `close` (a `}` by default).
  mutating func block(_ open: String, close: String = "}", _ body: (inout SwiftWriter) -> Void) {
    line(open)
    depth += 1
    body(&self)
    depth -= 1
    line(close)
  }

  /// Writes `text` one level out, inside a block: `} else {`, `} catch {`.
  mutating func outdented(_ text: String) {
    depth -= 1
    line(text)
    depth += 1
  }

  /// Appends raw text with no indentation or line break (multi-line literals).
  mutating func raw(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// The current indentation as spaces, for multi-line literals written with `raw`.
  var indentation: String { String(repeating: " ", count: depth * indentWidth) }
}
