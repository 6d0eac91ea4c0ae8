import AppIntents
import ColorKit
import MeasurementKit

// `PaletteColor`, `Finish` and `UnitSystem` are declared in imported frameworks.
extension PaletteColor: AppEnum {  // expected: 6:11: error: Type '(PaletteColor)' cases not found, enums implemented in an imported framework or library are not supported; declare an enum with these cases in this module and conform it to AppEnum instead [app-enum-cases-not-visible]
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
  public static let caseDisplayRepresentations: [PaletteColor: DisplayRepresentation] = [
    .red: "Red", .green: "Green", .blue: "Blue",
  ]
}

protocol PaintOption: AppEnum {}

extension ColorKit.Finish: PaintOption {  // expected: 15:11: error: Type '(ColorKit.Finish)' cases not found, enums implemented in an imported framework or library are not supported; declare an enum with these cases in this module and conform it to AppEnum instead [app-enum-cases-not-visible]
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Finish"
  public static let caseDisplayRepresentations: [ColorKit.Finish: DisplayRepresentation] = [
    .matte: "Matte", .gloss: "Gloss",
  ]
}

typealias Units = MeasurementKit.UnitSystem

extension Units: @retroactive AppEnum {  // expected: 24:11: error: Type '(Units)' cases not found, enums implemented in an imported framework or library are not supported; declare an enum with these cases in this module and conform it to AppEnum instead [app-enum-cases-not-visible]
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Units"
  public static let caseDisplayRepresentations: [Units: DisplayRepresentation] = [
    .metric: "Metric", .imperial: "Imperial",
  ]
}

struct PaintWallIntent: AppIntent {
  static let title: LocalizedStringResource = "Paint Wall"

  @Parameter(title: "Color") var color: PaletteColor
  @Parameter(title: "Finish") var finish: ColorKit.Finish

  func perform() async throws -> some IntentResult { .result() }
}

// A chain of typealiases ending at an imported enum.
typealias Gloss = FinishLevel
typealias FinishLevel = ColorKit.GlossLevel

extension Gloss: AppEnum {  // expected: 44:11: error: Type '(Gloss)' cases not found, enums implemented in an imported framework or library are not supported; declare an enum with these cases in this module and conform it to AppEnum instead [app-enum-cases-not-visible]
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Gloss"
  public static let caseDisplayRepresentations: [Gloss: DisplayRepresentation] = [.low: "Low", .high: "High"]
}
