import Metadata
import Model

/// `@available` and `if #available` as the bundle writes them.
enum AvailabilityMapping {
  /// `availabilityAnnotations` of a type: the wildcard entry always, plus one entry per platform
  /// whose `@available` gives an introduced version (`@available(iOS 18.4, *)` gives
  /// `LNPlatformNameIOS: 18.4`). Versions are written as in the source. Unavailable platforms and
  /// platforms without a known `LNPlatformName…` key are not written.
  static func annotations(_ entries: [AvailabilityModel]) -> AvailabilityAnnotations {
    var result = PlatformName.unrestricted
    for entry in entries where !entry.isUnavailable {
      guard entry.platform != "*", let introduced = entry.introduced, !introduced.isEmpty,
        let key = PlatformName.key(forSwiftPlatform: entry.platform)
      else { continue }
      result[key] = PlatformAvailability(introducedVersion: introduced)
    }
    return result
  }

  /// The annotations of an App Shortcut inside `if #available(iOS 17.0, *)` blocks (the model's
  /// conditions, `"iOS 17.0"`, outermost first; an inner condition for the same platform wins).
  static func annotations(conditions: [String]) -> AvailabilityAnnotations {
    var result = PlatformName.unrestricted
    for condition in conditions {
      let parts = condition.split(separator: " ", maxSplits: 1).map(String.init)
      guard parts.count == 2, parts[0] != "*", !parts[1].isEmpty,
        let key = PlatformName.key(forSwiftPlatform: parts[0])
      else { continue }
      result[key] = PlatformAvailability(introducedVersion: parts[1])
    }
    return result
  }

  /// `deprecationMetadata` of an intent: present when an `@available` entry deprecates it
  /// (`@available(*, deprecated, message:)` or `@available(iOS, deprecated: 18.0, message:)`),
  /// with the message as `messageText` and `renamed:` as `replacedByIntentIdentifier` [I].
  static func deprecation(_ entries: [AvailabilityModel]) -> DeprecationMetadata? {
    let deprecating = entries.filter { $0.isDeprecated || $0.deprecated != nil }
    guard !deprecating.isEmpty else { return nil }
    let message = deprecating.lazy.compactMap(\.message).first ?? entries.lazy.compactMap(\.message).first
    let renamed = deprecating.lazy.compactMap(\.renamed).first ?? entries.lazy.compactMap(\.renamed).first
    return DeprecationMetadata(
      messageText: message.map { LocalizedStringMetadata(key: $0) },
      replacedByIntentIdentifier: renamed.flatMap { TypeNames.path(of: $0).last })
  }
}
