import AppIntents

struct NewNoteIntent: AppIntent {
    static var title: LocalizedStringResource = "New Note"
    @Parameter(title: "Text") var text: String?
    func perform() async throws -> some IntentResult { .result() }
}

struct SearchNotesIntent: AppIntent {
    static var title: LocalizedStringResource = "Search Notes"
    @Parameter(title: "Query") var query: String
    func perform() async throws -> some IntentResult { .result() }
}

struct PinNoteIntent: AppIntent {
    static var title: LocalizedStringResource = "Pin Note"
    func perform() async throws -> some IntentResult { .result() }
}

struct ArchiveIntent: AppIntent {
    static var title: LocalizedStringResource = "Archive"
    func perform() async throws -> some IntentResult { .result() }
}
