import AppIntents

/// Logs a tide reading at a station; the web app stores it when the link arrives.
struct LogTideIntent: AppIntent {
  static let title: LocalizedStringResource = "Log Tide Reading"
  static let description = IntentDescription("Records the water height at a tide station.")
  static let openAppWhenRun = true

  @Parameter(title: "Station")
  var station: TideStation

  @Parameter(title: "Height (m)", default: 1.0)
  var height: Double

  static var parameterSummary: some ParameterSummary {
    Summary("Log \(\.$height) m at \(\.$station)")
  }

  @MainActor
  func perform() async throws -> some IntentResult {
    await TideRoute.open(TideRoute.log(station: station.rawValue, height: height))
    return .result()
  }
}

/// Opens today's readings.
struct ShowTodayIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Today's Tides"
  static let openAppWhenRun = true

  @MainActor
  func perform() async throws -> some IntentResult {
    await TideRoute.open(TideRoute.today)
    return .result()
  }
}
