import Foundation

/// Encodes the JSON reports: pretty-printed, keys sorted, slashes unescaped, one final newline,
/// so that the same report is the same bytes on every run and every platform.
enum JSONOutput {
  /// `value` as JSON text.
  ///
  /// The report types hold only strings, integers, arrays and nested structs, which
  /// `JSONEncoder` cannot fail on; the fallback keeps the "reporters cannot fail" contract
  /// without a trap should that ever change.
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "null\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
