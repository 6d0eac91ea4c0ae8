import AppIntents

struct PlanTripIntent: AppIntent {
  static let title: LocalizedStringResource = TripStrings.title
  static let description = IntentDescription(TripStrings.summary)

  @Parameter(title: "Style")
  var style: TripStyle

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let label: Styles.Label = "Trip"
    return .result(dialog: "\(label) \(tripTitle())")
  }
}

enum TripStyle: String, AppEnum {
  case quick, scenic

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Style"
  static let caseDisplayRepresentations: [TripStyle: DisplayRepresentation] = [
    .quick: "Quick",
    .scenic: "Scenic",
  ]
}
