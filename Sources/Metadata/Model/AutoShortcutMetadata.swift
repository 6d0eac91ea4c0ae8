/// One `AppShortcut(intent:phrases:shortTitle:systemImageName:)` of the app's
/// `AppShortcutsProvider`: an element of the top-level `autoShortcuts` array, in builder order.
/// [C] (a test baseline captured from a real build; full key list from `LNAutoShortcutMetadata`)
public struct AutoShortcutMetadata: Codable, Sendable, Hashable {
  /// The short type name of the shortcut's intent. [C]
  public var actionIdentifier: String
  /// `@available` of the shortcut (the wildcard entry when none). [C]
  public var availabilityAnnotations: AvailabilityAnnotations
  /// `autoShortcutDescription` of `LNAutoShortcutMetadata`; not seen in a file. [I]
  public var autoShortcutDescription: JSONValue?
  /// `parameterPresentation:` of the shortcut; not seen in a file. [I]
  public var parameterPresentation: JSONValue?
  /// The phrases in declaration order, with `\(.applicationName)` written as `${applicationName}`
  /// and `\(\.$param)` as `${param}`. [C]
  public var phraseTemplates: [LocalizedStringMetadata]
  /// `shortTitle:` (required by the iOS 17 initializers; absent with older ones). [C] key, [I] absence.
  public var shortTitle: LocalizedStringMetadata?
  /// `systemImageName:`. [C] key, [I] absence.
  public var systemImageName: String?
  /// `title` of `LNAutoShortcutMetadata`; not seen in a file. [I]
  public var title: JSONValue?

  /// A shortcut record.
  public init(
    actionIdentifier: String,
    phraseTemplates: [LocalizedStringMetadata],
    shortTitle: LocalizedStringMetadata?,
    systemImageName: String?,
    availabilityAnnotations: AvailabilityAnnotations = PlatformName.unrestricted,
    autoShortcutDescription: JSONValue? = nil,
    parameterPresentation: JSONValue? = nil,
    title: JSONValue? = nil
  ) {
    self.actionIdentifier = actionIdentifier
    self.availabilityAnnotations = availabilityAnnotations
    self.autoShortcutDescription = autoShortcutDescription
    self.parameterPresentation = parameterPresentation
    self.phraseTemplates = phraseTemplates
    self.shortTitle = shortTitle
    self.systemImageName = systemImageName
    self.title = title
  }
}
