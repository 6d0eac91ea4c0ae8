import AppIntents

enum CupSize: String, AppEnum {
  case small, medium, large, extraLarge

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Cup Size"
  static let caseDisplayRepresentations: [CupSize: DisplayRepresentation] = [
    .small: "Small",
    .medium: "Medium",
    CupSize.large: "Large",
    Self.extraLarge: DisplayRepresentation(title: "Extra Large", subtitle: "20 oz"),
  ]
}

enum Roast: String, AppEnum {
  case light
  case medium
  case dark
  case `decaf`

  static var typeDisplayRepresentation: TypeDisplayRepresentation { "Roast" }
  static var caseDisplayRepresentations: [Roast: DisplayRepresentation] {
    [.light: "Light", .medium: "Medium", .dark: "Dark", .decaf: "Decaf"]
  }
}

// The case under an inactive `#if` does not exist when building for iOS.
enum MilkOption: Int, AppEnum {
  case none = 0
  case oat
  #if os(macOS)
    case almond
  #endif

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Milk"
  static let caseDisplayRepresentations: [MilkOption: DisplayRepresentation] = [.none: "No Milk", .oat: "Oat"]
}

// Not a dictionary literal: `non-constant-property` reports it; this rule cannot judge it.
enum Sweetener: String, AppEnum {
  case sugar, honey

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sweetener"
  static let caseDisplayRepresentations: [Sweetener: DisplayRepresentation] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0, DisplayRepresentation(title: "\($0.rawValue)")) })
}

// A key the rule cannot read (a static alias of a case) is not judged.
enum Temperature: String, AppEnum {
  case hot, iced

  static let standard = Temperature.hot
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Temperature"
  static let caseDisplayRepresentations: [Temperature: DisplayRepresentation] = [standard: "Hot", .iced: "Iced"]
}
