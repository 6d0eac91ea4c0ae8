/// The Apple platform an app is built for: the configuration's `platform` key.
package enum Platform: String, CaseIterable, Hashable, Sendable, Codable {
  /// iOS and iPadOS: `"ios"`.
  case ios
  /// macOS: `"macos"`.
  case macos
  /// watchOS: `"watchos"`.
  case watchos
  /// tvOS: `"tvos"`.
  case tvos
  /// visionOS: `"visionos"`.
  case visionos

  /// Every spelling, in declaration order, for messages and the schema.
  package static var names: [String] { allCases.map(\.rawValue) }
}
