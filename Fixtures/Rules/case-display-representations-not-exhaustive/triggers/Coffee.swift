import AppIntents

enum CupSize: String, AppEnum {
  case small, medium, large, extraLarge

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Cup Size"
  static let caseDisplayRepresentations: [CupSize: DisplayRepresentation] = [  // expected: 7:77: error: Protocol 'AppEnum' requires 'caseDisplayRepresentations' to be exhaustive: add the missing case '.extraLarge' [case-display-representations-not-exhaustive]
    .small: "Small",
    .medium: "Medium",
    .large: "Large",
  ]
}

enum Roast: String, AppEnum {
  case light
  case medium
  case dark
  case `decaf`

  static var typeDisplayRepresentation: TypeDisplayRepresentation { "Roast" }
  static var caseDisplayRepresentations: [Roast: DisplayRepresentation] {
    [Roast.light: DisplayRepresentation(title: "Light", subtitle: "Fruity")]  // expected: 22:5: error: Protocol 'AppEnum' requires 'caseDisplayRepresentations' to be exhaustive: add the missing cases '.medium', '.dark', '.decaf' [case-display-representations-not-exhaustive]
  }
}

enum MilkOption: Int, AppEnum {
  case none = 0
  case oat
  #if os(iOS)
    case almond
  #endif

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Milk"
  static let caseDisplayRepresentations: [MilkOption: DisplayRepresentation] = [.none: "No Milk", .oat: "Oat"]  // expected: 34:80: error: Protocol 'AppEnum' requires 'caseDisplayRepresentations' to be exhaustive: add the missing case '.almond' [case-display-representations-not-exhaustive]
}
