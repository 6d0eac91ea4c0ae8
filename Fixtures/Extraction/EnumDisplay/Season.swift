import AppIntents

enum Season: String, CaseIterable {
    case spring, summer, autumn, winter
}

extension Season: AppEnum {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: LocalizedStringResource("Season", table: "Enums"))

    static let caseDisplayRepresentations: [Season: DisplayRepresentation] = [
        .spring: DisplayRepresentation(title: LocalizedStringResource("SEASON_SPRING", defaultValue: "Spring", table: "Enums")),
        .summer: DisplayRepresentation(title: "Summer", image: DisplayRepresentation.Image(systemName: "sun.max.fill")),
        .autumn: DisplayRepresentation(title: "Autumn", synonyms: ["Fall"]),
        .winter: DisplayRepresentation(title: "Winter", subtitle: nil, image: nil, synonyms: []),
    ]
}

struct ForecastIntent: AppIntent {
    static let title: LocalizedStringResource = "Forecast"

    @Parameter(title: "Condition", default: .sunny) var condition: Condition
    @Parameter(title: "Level", default: .watch) var level: AlertLevel
    @Parameter(title: "Season") var season: Season?

    func perform() async throws -> some IntentResult & ReturnsValue<Condition> { .result(value: condition) }
}
