import AppIntents

/// Opens a book in the app.
struct OpenBookIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Book"
    static let description: IntentDescription = "Shows a book in Bookshelf."

    @Parameter(title: "Book", requestValueDialog: "Which book?")
    var target: BookEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$target)")
    }

    @MainActor
    func perform() async throws -> some IntentResult {
        .result()
    }
}
