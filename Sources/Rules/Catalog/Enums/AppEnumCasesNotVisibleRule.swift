import Diagnostics
import Model
import Source

/// An `AppEnum` conformance added to an enum declared in another module.
///
/// Xcode's metadata processor reads an App Enum's cases from the module's own sources; for an
/// enum implemented in an imported framework or library (`extension ImportedEnum: AppEnum`) it
/// finds none and stops with a halting error. The rule reports each extension that adds the
/// conformance (directly, through a typealias or through a module protocol refining `AppEnum`)
/// to a type the scanned sources do not declare, or to a typealias of such a type.
struct AppEnumCasesNotVisibleRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .appEnumCasesNotVisible, defaultSeverity: .error,
    summary: "An AppEnum whose cases are not declared in the scanned sources.", origin: .xcode,
    explanation: """
      Xcode exports an `AppEnum`'s cases by reading the enum's declaration in the module being built. When \
      the conformance is added in an extension to an enum declared in another module (a framework, a Swift \
      package, the SDK), the processor cannot see the cases and stops with "Type '(<Enum>)' cases not found, \
      enums implemented in an imported framework or library are not supported" (a variant reports that \
      'allCases' must be implemented), and no App Intents metadata is written for the target. Declare an \
      enum with the same cases in the app's module, conform that one to `AppEnum`, and convert between the \
      two where the intent uses the value.
      """,
    triggeringExample: """
      import ColorKit  // declares `enum PaletteColor: String { case red, green }`

      extension PaletteColor: AppEnum {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
        static let caseDisplayRepresentations: [PaletteColor: DisplayRepresentation] = [.red: "Red", .green: "Green"]
      }
      """,
    fixedExample: """
      enum IntentColor: String, AppEnum {
        case red, green
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
        static let caseDisplayRepresentations: [IntentColor: DisplayRepresentation] = [.red: "Red", .green: "Green"]
        var paletteColor: PaletteColor { PaletteColor(rawValue: rawValue) ?? .red }
      }
      """)

  func check(_ context: RuleContext) -> [Diagnostic] {
    let conformances = ConformanceResolver(index: context.index)
    return context.index.extensions.compactMap { declaration -> Diagnostic? in
      guard !Self.extendsModuleType(declaration, in: context.index),
        AppIntentsRole.roles(for: conformances.conformances(declaredBy: declaration)).contains(.enum),
        let extended = declaration.node.children.first(where: {
          $0.kind != .attributeList && $0.kind != .modifierList
        })
      else { return nil }
      return Diagnostic(
        id: Self.descriptor.id.diagnosticID, severity: Self.descriptor.defaultSeverity,
        message: Self.message(type: declaration.dottedPath), path: context.index.file(of: declaration).file.path,
        range: extended.trimmedRange)
    }
  }

  /// Whether the extension extends a nominal type declared in the module, directly or through a
  /// typealias.
  static func extendsModuleType(_ declaration: TypeDeclaration, in index: ModuleIndex) -> Bool {
    guard let path = declaration.extendedPath else { return false }
    return index.type(path) != nil
      || ModuleTypeLookup(index: index).nominalType(path.joined(separator: "."), from: []) != nil
  }

  /// Apple's message, then what to do.
  static func message(type: String) -> String {
    "Type '(\(type))' cases not found, enums implemented in an imported framework or library are not supported; "
      + "declare an enum with these cases in this module and conform it to AppEnum instead"
  }
}
