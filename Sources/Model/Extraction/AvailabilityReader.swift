import Evaluator
import Syntax

/// Reads `@available(...)` attributes into `AvailabilityModel`s, one per platform entry.
package enum AvailabilityReader {
  /// The availability entries of `attributes` in source order.
  package static func read(_ attributes: [SyntaxNode]) -> [AvailabilityModel] {
    var result: [AvailabilityModel] = []
    for attribute in attributes where attribute.attributeName == "available" {
      guard let list = attribute.child(.availabilityArguments) else { continue }
      let arguments = list.children(ofKind: .availabilityArgument).map { $0.directTokens }
      guard let first = arguments.first, let platformToken = first.first else { continue }
      if first.count >= 2
        || platformToken.text == "*" && arguments.count > 1 && arguments[1].count >= 2
          && arguments[1][1].kind != .colon
      {
        // Short form: `@available(iOS 17, macOS 14, *)`.
        for tokens in arguments where tokens.count >= 2 && tokens[1].kind != .colon {
          result.append(
            AvailabilityModel(
              platform: tokens[0].text, introduced: tokens.dropFirst().map(\.text).joined(), deprecated: nil,
              obsoleted: nil, isDeprecated: false, isUnavailable: false, message: nil, renamed: nil))
        }
        continue
      }
      // Long form: `@available(iOS, introduced: 16, deprecated: 17, message: "x")`.
      var entry = AvailabilityModel(
        platform: platformToken.text, introduced: nil, deprecated: nil, obsoleted: nil, isDeprecated: false,
        isUnavailable: false, message: nil, renamed: nil)
      for (index, tokens) in arguments.enumerated() where index > 0 {
        guard let label = tokens.first?.text else { continue }
        let valueText = tokens.dropFirst(2).map(\.text).joined()
        let stringValue = list.children(ofKind: .availabilityArgument)[index].child(.stringLiteralExpr).map {
          String($0.text.dropFirst().dropLast())
        }
        switch label {
        case "introduced": entry.introduced = valueText
        case "deprecated": if valueText.isEmpty { entry.isDeprecated = true } else { entry.deprecated = valueText }
        case "obsoleted": entry.obsoleted = valueText
        case "unavailable": entry.isUnavailable = true
        case "message": entry.message = stringValue
        case "renamed": entry.renamed = stringValue
        default: break
        }
      }
      result.append(entry)
    }
    return result
  }
}
