// `AppEnum`: an enum whose cases intents accept as parameter values.

/// An enum people pick values of in Shortcuts and Siri.
public protocol AppEnum: TypeDisplayRepresentable, _IntentValue, RawRepresentable, CaseIterable, Hashable, Sendable {
  /// How each case shows up.
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
