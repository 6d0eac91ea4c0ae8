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

  /// Whether `name` is a schema macro's name (a key of `schemaMacros`). Asked of every attribute
  /// of every declaration a skim finds (`@inlinable`, `@available`...): most names are ruled out
  /// by their length and first byte before the dictionary hashes them, which cost the real
  /// corpus's role check 11 M instructions.
  public static func isSchemaMacro(_ name: String) -> Bool {
    let utf8 = name.utf8
    guard let first = utf8.first, utf8.count < 64, schemaMacroShapes.lengths & 1 << UInt64(utf8.count) != 0,
      schemaMacroShapes.firstBytes.contains(first)
    else { return false }
    return schemaMacros[name] != nil
  }

  /// The lengths (as a bit mask) and first bytes of the schema macros' names.
  private static let schemaMacroShapes: (lengths: UInt64, firstBytes: [UInt8]) = (
    schemaMacros.keys.reduce(0) { $0 | 1 << UInt64(min($1.utf8.count, 63)) },
    Array(Set(schemaMacros.keys.compactMap(\.utf8.first))).sorted()
  )
}
