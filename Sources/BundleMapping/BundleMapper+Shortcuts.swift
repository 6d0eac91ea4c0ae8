import Evaluator
import Metadata
import Model

/// The App Shortcuts part of the bundle: `autoShortcuts`, `autoShortcutProviderMangledName`,
/// `shortcutTileColor` and `negativePhrases`, from the module's one `AppShortcutsProvider`.
extension MappingRun {
  /// What the provider contributes.
  struct ShortcutsPart {
    /// One record per extractable `AppShortcut(...)`, in builder order.
    var records: [AutoShortcutMetadata] = []
    /// The provider's mangled name; `nil` without a provider.
    var providerMangledName: String?
    /// `shortcutTileColor`.
    var tileColor = AppIntentsMetadata.defaultShortcutTileColor
    /// `negativePhrases`.
    var negativePhrases: [JSONValue] = []
  }

  mutating func mapShortcuts() -> ShortcutsPart {
    let providers = model.shortcutsProviders.filter { !excluded.contains($0.type.qualifiedName) }.sorted {
      $0.type.location < $1.type.location
    }
    guard let provider = providers.first else { return ShortcutsPart() }
    for other in providers.dropFirst() {
      diagnostics.append(
        MappingDiagnostics.multipleShortcutsProviders(kept: provider.type.qualifiedName, at: other.type.location))
    }
    let owner = provider.type
    var part = ShortcutsPart(providerMangledName: mangledName(of: owner))
    if let appShortcuts = provider.appShortcuts, !appShortcuts.value.constant.isConstant {
      diagnostics.append(
        MappingDiagnostics.valueNotConstant(
          property: appShortcuts.name, of: owner.name, found: appShortcuts.value.constant.foundDescription,
          at: appShortcuts.location))
    }
    for shortcut in provider.shortcuts {
      if let record = autoShortcut(shortcut, owner: owner) { part.records.append(record) }
    }
    if let color = provider.shortcutTileColor {
      _ = read(color, of: owner) { value -> Reading<Int> in
        guard let name = value.memberName else { return .notConstant(value.foundDescription) }
        return .unsupported(
          "the number Xcode writes for '.\(name)' is not known; the default "
            + "\(AppIntentsMetadata.defaultShortcutTileColor) is written instead")
      }
    }
    if let negative = provider.negativePhrases {
      part.negativePhrases = read(negative, of: owner, MappingRun.negativePhrases) ?? []
    }
    return part
  }

  /// One App Shortcut, or `nil` (with a warning) when its intent or every phrase is unreadable.
  private mutating func autoShortcut(_ shortcut: AppShortcutModel, owner: TypeIdentity) -> AutoShortcutMetadata? {
    guard let intent = shortcut.intentType.flatMap({ TypeNames.path(of: $0).last }) else {
      diagnostics.append(
        MappingDiagnostics.valueOmitted(
          "An App Shortcut", of: owner.name, because: "its 'intent:' is not a call of an intent's initializer",
          at: shortcut.location))
      return nil
    }
    guard shortcut.phrasesAreLiteral else {
      diagnostics.append(
        MappingDiagnostics.valueOmitted(
          "The App Shortcut for '\(intent)'", of: owner.name,
          because: "its 'phrases:' is not an array literal (App Shortcuts should have at least one phrase)",
          at: shortcut.location))
      return nil
    }
    var phrases: [LocalizedStringMetadata] = []
    for phrase in shortcut.phrases {
      guard phrase.otherInterpolations == 0 else {
        diagnostics.append(
          MappingDiagnostics.valueOmitted(
            "A phrase of the App Shortcut for '\(intent)'", of: owner.name,
            because: "it interpolates something other than '.applicationName' or a parameter key path",
            at: phrase.location))
        continue
      }
      phrases.append(LocalizedStringMetadata(key: phrase.template))
    }
    guard !phrases.isEmpty else {
      diagnostics.append(
        MappingDiagnostics.valueOmitted(
          "The App Shortcut for '\(intent)'", of: owner.name,
          because: "it has no phrase that can be extracted (App Shortcuts should have at least one phrase)",
          at: shortcut.location))
      return nil
    }
    let shortTitle = shortcut.shortTitle.flatMap {
      read($0.constant, named: "shortTitle", of: owner, at: shortcut.location, ValueReader.localizedString)
    }
    let systemImageName = shortcut.systemImageName.flatMap {
      read($0.constant, named: "systemImageName", of: owner, at: shortcut.location, ValueReader.plainString)
    }
    return AutoShortcutMetadata(
      actionIdentifier: intent, phraseTemplates: phrases, shortTitle: shortTitle, systemImageName: systemImageName,
      availabilityAnnotations: AvailabilityMapping.annotations(conditions: shortcut.availability))
  }

  /// `static var negativePhrases`: each `NegativeAppShortcutPhrase("…")` or string literal as a
  /// localized string in template form (`${applicationName}`). The element shape was never seen
  /// in a real file. [I]
  static func negativePhrases(_ value: ConstantValue) -> Reading<[JSONValue]> {
    var body = value
    if case .initCall(_, let arguments) = value.kind {
      guard let builder = arguments.first(where: { $0.value.isBuilder })?.value else {
        return arguments.isEmpty ? .value([]) : .notConstant(value.foundDescription)
      }
      body = builder
    }
    var elements: [ConstantValue] = []
    switch body.kind {
    case .builder(_, let members):
      for member in members {
        guard case .expression(let element) = member else {
          return .unsupported("a negative phrase inside 'if' or 'for'")
        }
        elements.append(element)
      }
    case .array(let list):
      elements = list
    default:
      return .notConstant((body.firstRuntime ?? body).foundDescription)
    }
    var result: [JSONValue] = []
    for element in elements {
      var phrase = element
      if case .initCall(_, let arguments) = element.kind, let text = arguments.first?.value { phrase = text }
      guard let template = phraseTemplate(phrase) else { return .notConstant(phrase.foundDescription) }
      result.append(LocalizedStringMetadata(key: template).jsonValue)
    }
    return .value(result)
  }

  /// A phrase literal in template form: `\(.applicationName)` as `${applicationName}` and
  /// `\(\.$name)` as `${name}`; `nil` for anything else.
  static func phraseTemplate(_ value: ConstantValue) -> String? {
    switch value.kind {
    case .rawLiteral(let literal) where literal.kind == .string:
      return literal.text
    case .interpolatedString(let segments):
      var template = ""
      for (index, segment) in segments.enumerated() {
        if index.isMultiple(of: 2), let piece = segment.stringLiteral {
          template += piece
        } else if case .enumCase("applicationName", nil) = segment.kind {
          template += "${applicationName}"
        } else if let name = parameterName(segment) {
          template += "${\(name)}"
        } else {
          return nil
        }
      }
      return template
    default:
      return nil
    }
  }
}
