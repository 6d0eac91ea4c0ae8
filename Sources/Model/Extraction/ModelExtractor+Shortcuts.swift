import Evaluator
import Source
import Syntax

/// Shortcuts providers (App Shortcuts and their phrases) and packages.
extension ModelExtractor {
  func shortcutsProvider(_ type: RoleType) -> ShortcutsProviderModel {
    let appShortcuts = propertyModel("appShortcuts", of: type, builderProtocol: "AppShortcutsProvider")
    var shortcuts: [AppShortcutModel] = []
    if let appShortcuts {
      let file = index.file(of: type.declaration)
      let owner = staticProperty("appShortcuts", of: type).map { index.file(of: $0.owner) } ?? file
      collectShortcuts(appShortcuts.value.constant, availability: [], file: owner, type: type, into: &shortcuts)
    }
    return ShortcutsProviderModel(
      type: type.identity, appShortcuts: appShortcuts, shortcuts: shortcuts,
      shortcutTileColor: propertyModel("shortcutTileColor", of: type),
      negativePhrases: propertyModel("negativePhrases", of: type, builderProtocol: "AppShortcutsProvider"))
  }

  private func collectShortcuts(
    _ value: ConstantValue, availability: [String], file: ParsedFile, type: RoleType,
    into shortcuts: inout [AppShortcutModel]
  ) {
    switch value.kind {
    case .array(let elements):
      for element in elements {
        collectShortcuts(element, availability: availability, file: file, type: type, into: &shortcuts)
      }
    case .builder(_, let members):
      collectShortcuts(members, availability: availability, file: file, type: type, into: &shortcuts)
    case .initCall(let callType, let arguments) where (TypeNames.path(of: callType).last ?? "") == "AppShortcut":
      shortcuts.append(shortcut(arguments, range: value.range, availability: availability, file: file, type: type))
    default:
      break
    }
  }

  private func collectShortcuts(
    _ members: [BuilderMember], availability: [String], file: ParsedFile, type: RoleType,
    into shortcuts: inout [AppShortcutModel]
  ) {
    for member in members {
      switch member {
      case .expression(let value):
        collectShortcuts(value, availability: availability, file: file, type: type, into: &shortcuts)
      case .either(let then, let otherwise):
        collectShortcuts(then, availability: availability, file: file, type: type, into: &shortcuts)
        collectShortcuts(otherwise, availability: availability, file: file, type: type, into: &shortcuts)
      case .optional(let then), .array(let then):
        collectShortcuts(then, availability: availability, file: file, type: type, into: &shortcuts)
      case .limitedAvailability(let versions, let then, let otherwise):
        let condition = versions.map { "\($0.platform) \($0.version)" }
        collectShortcuts(then, availability: availability + condition, file: file, type: type, into: &shortcuts)
        collectShortcuts(otherwise, availability: availability, file: file, type: type, into: &shortcuts)
      }
    }
  }

  private func shortcut(
    _ arguments: [Argument], range: ByteRange, availability: [String], file: ParsedFile, type: RoleType
  ) -> AppShortcutModel {
    func argument(_ label: String) -> ConstantValue? { arguments.first { $0.label == label }?.value }
    var intentType: String?
    if case .initCall(let written, _)? = argument("intent")?.kind { intentType = written }
    var qualifiedIntent: String?
    if let intentType {
      let path = TypeNames.path(of: intentType)
      let inner = path.first == index.moduleName ? Array(path.dropFirst()) : path
      if let resolved = index.resolveTypePath(inner, from: []) { qualifiedIntent = index.qualifiedName(resolved) }
    }
    var phrases: [PhraseModel] = []
    var literal = false
    if case .array(let elements)? = argument("phrases")?.kind {
      literal = true
      phrases = elements.map { phrase($0, file: file) }
    }
    return AppShortcutModel(
      intentType: intentType.map { TypeNames.path(of: $0).joined(separator: ".") },
      qualifiedIntentType: qualifiedIntent,
      phrases: phrases, phrasesAreLiteral: literal,
      shortTitle: argument("shortTitle").map(ModelValue.init),
      systemImageName: argument("systemImageName").map(ModelValue.init),
      parameterPresentation: argument("parameterPresentation").map(ModelValue.init),
      availability: availability, location: file.location(of: range.start))
  }

  /// A phrase in Apple's template form: `\(.applicationName)` becomes `${applicationName}` and
  /// `\(\.$dish)` becomes `${dish}`.
  func phrase(_ value: ConstantValue, file: ParsedFile) -> PhraseModel {
    var template = ""
    var parameters: [String] = []
    var applicationNames = 0
    var others = 0
    switch value.kind {
    case .rawLiteral(let literal):
      template = literal.text
    case .interpolatedString(let segments):
      for segment in segments {
        switch segment.kind {
        case .rawLiteral(let literal):
          template += literal.text
        case .enumCase("applicationName", nil):
          template += "${applicationName}"
          applicationNames += 1
        case .keyPath(_, let components) where components.count == 1 && components[0].hasPrefix("$"):
          let name = String(components[0].dropFirst())
          template += "${\(name)}"
          parameters.append(name)
        default:
          template += "${?}"
          others += 1
        }
      }
    default:
      others += 1
    }
    return PhraseModel(
      template: template, parameters: parameters, applicationNameCount: applicationNames,
      otherInterpolations: others, value: ModelValue(value), location: file.location(of: value.range.start))
  }

  func package(_ type: RoleType) -> PackageModel {
    let included = propertyModel("includedPackages", of: type)
    var types: [String] = []
    if case .array(let elements)? = included?.value.constant.kind {
      for element in elements { if case .type(let name) = element.kind { types.append(name) } }
    }
    return PackageModel(type: type.identity, includedPackages: included, includedPackageTypes: types)
  }
}
