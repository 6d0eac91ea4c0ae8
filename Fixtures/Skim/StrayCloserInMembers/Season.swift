import AppIntents

enum Season: String, CaseIterable {
    case spring, summer, autumn, winter
}

// Half edited: the conformance and a representation were being retyped, so a member block holds
// unexpected code, and in it a `{` that a stray `]` does not close.
extension Season: AppEn{um {
    static let caseDisplayRepresentations: [Season: DisplayRepresentation] = [
        .summer: DisplayRepre{sentation(title: "Summer", image: DisplayRepresentation.Image(systemName: "sun.max.fill")),
    ]
}

struct ForecastIntent: AppIntent {
    static let title: LocalizedStringResource = "Forecast"

    @Parameter(title: "Season") var season: Season

    func perform() async throws -> some IntentResult { .result() }
}
