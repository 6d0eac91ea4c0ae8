/// A dotted version such as `17.0` or `16.4.1`: a deployment target or an Xcode version.
///
/// One to three non-negative integers separated by dots; it keeps the spelling it was written
/// with (`17` stays `17`) and compares numerically, missing components counting as zero.
package struct VersionNumber: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The numeric components, one to three of them.
  package let components: [Int]

  /// Parses `text`; `nil` unless it is one to three dot-separated decimal numbers.
  package init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 6, part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part)
      else { return nil }
      numbers.append(number)
    }
    components = numbers
  }

  /// The major version, e.g. 17 in `17.0`.
  package var major: Int { components[0] }

  package static func < (lhs: VersionNumber, rhs: VersionNumber) -> Bool {
    for index in 0..<3 {
      let left = index < lhs.components.count ? lhs.components[index] : 0
      let right = index < rhs.components.count ? rhs.components[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  /// The version as written, e.g. `17.0`.
  package var description: String { components.map(String.init).joined(separator: ".") }
}
