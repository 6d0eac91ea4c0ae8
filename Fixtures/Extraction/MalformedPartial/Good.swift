import AppIntents

struct WorkingIntent: AppIntent {
    static let title: LocalizedStringResource = "Working"
    func perform() async throws -> some IntentResult { .result() }
}

enum Flavor: String, AppEnum {
    case vanilla, chocolate
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
    static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [.vanilla: "Vanilla", .chocolate: "Chocolate"]
}
