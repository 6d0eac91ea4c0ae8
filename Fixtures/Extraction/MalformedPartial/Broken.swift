import AppIntents

struct HalfWrittenIntent: AppIntent {
    static let title: LocalizedStringResource = "Half Written"

    @Parameter(title: "Scoops", default: 2
    var scoops: Int

    func perform() async throws -> some IntentResult { .result() }
}

struct WrongTypeIntent: AppIntent {
    static let title: LocalizedStringResource = 42
    func perform() async throws -> some IntentResult { .result() }
}

struct UnknownProtocolIntent: AppIntent, NotARealProtocol {
    static let title: LocalizedStringResource = "Unknown Protocol"
    func perform() async throws -> some IntentResult { .result() }

struct AfterMissingBraceIntent: AppIntent {
    static let title: LocalizedStringResource = "After Missing Brace"
    func perform() async throws -> some IntentResult { .result() }
}
