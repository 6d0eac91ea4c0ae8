import AppIntents

struct WaterPlantIntent {
    @Parameter(title: "Plant") var plant: String
    @Parameter(title: "Amount") var amount: Int?
}

extension WaterPlantIntent: AppIntent {
    static let title: LocalizedStringResource = "Water Plant"
    static var parameterSummary: some ParameterSummary {
        Summary("Water \(\.$plant)") {
            \.$amount
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

struct RepotPlantIntent {
    @Parameter(title: "Plant") var plant: String
}

extension RepotPlantIntent: AppIntent {
    static let title: LocalizedStringResource = "Repot Plant"
    @ParameterSummaryBuilder<Self>
    static var parameterSummary: some ParameterSummary {
        Summary("Repot \(\.$plant)")
    }
    func perform() async throws -> some IntentResult { .result() }
}

struct PrunePlantIntent {
    @Parameter(title: "Plant") var plant: String
}

extension PrunePlantIntent: AppIntent {
    static let title: LocalizedStringResource = "Prune Plant"
    static var parameterSummary: some ParameterSummary {
        return Summary("Prune \(\.$plant)")
    }
    func perform() async throws -> some IntentResult { .result() }
}
