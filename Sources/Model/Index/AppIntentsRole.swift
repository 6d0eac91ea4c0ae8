/// What a type is to App Intents, decided by the protocols it conforms to (a type may have
/// several roles).
public enum AppIntentsRole: String, Codable, Sendable, CaseIterable, Comparable {
  /// Conforms to `AppIntent` or a refinement (`OpenIntent`, `SetValueIntent`, ...).
  case intent
  /// Conforms to `AppEntity` or a refinement.
  case entity
  /// Conforms to `EntityQuery` or a refinement.
  case query
  /// Conforms to `AppEnum`.
  case `enum`
  /// Conforms to `AppShortcutsProvider`.
  case shortcutsProvider
  /// Conforms to `AppIntentsPackage`.
  case package
  /// Conforms to `DynamicOptionsProvider`.
  case optionsProvider

  public static func < (lhs: AppIntentsRole, rhs: AppIntentsRole) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// Apple's protocols that give each role (the protocol and every refinement Apple ships).
  public static let protocols: [AppIntentsRole: Set<String>] = [
    .intent: [
      "AppIntent", "OpenIntent", "DeleteIntent", "URLRepresentableIntent", "ForegroundContinuableIntent",
      "AudioPlaybackIntent", "AudioRecordingIntent", "LiveActivityIntent", "LiveActivityStartingIntent",
      "SetValueIntent", "SnippetIntent", "SetFocusFilterIntent", "WidgetConfigurationIntent",
      "ControlConfigurationIntent", "CameraCaptureIntent", "ShowInAppSearchResultsIntent",
      "TargetContentProvidingIntent", "UndoableIntent", "ProgressReportingIntent", "SystemIntent",
      "PlayVideoIntent", "AudioStartingIntent", "PushToTalkTransmissionIntent", "UniqueAppEntityProvider",
    ],
    .entity: ["AppEntity", "IndexedEntity", "TransientAppEntity", "FileEntity", "UniqueAppEntity"],
    .query: [
      "EntityQuery", "EntityStringQuery", "EnumerableEntityQuery", "EntityPropertyQuery", "UniqueAppEntityQuery",
    ],
    .enum: ["AppEnum"],
    .shortcutsProvider: ["AppShortcutsProvider"],
    .package: ["AppIntentsPackage"],
    .optionsProvider: ["DynamicOptionsProvider"],
  ]

  /// The roles given by a set of protocol names.
  public static func roles(for protocols: Set<String>) -> Set<AppIntentsRole> {
    Set(allCases.filter { role in !(AppIntentsRole.protocols[role] ?? []).isDisjoint(with: protocols) })
  }

  /// Schema macros (`@AppIntent(schema: .mail.createDraft)`) and the role each implies.
  public static let schemaMacros: [String: AppIntentsRole] = [
    "AppIntent": .intent, "AssistantIntent": .intent, "AppEntity": .entity, "AssistantEntity": .entity,
    "AppEnum": .enum, "AssistantEnum": .enum,
  ]
}
