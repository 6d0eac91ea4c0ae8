import AppIntents

struct NewNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "New Note"
  func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 18.0, macOS 15.0, *)
struct SummarizeNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Summarize Note"
  func perform() async throws -> some IntentResult { .result() }
}

@available(iOS, introduced: 17.4)
struct TranscribeIntent: AppIntent {
  static let title: LocalizedStringResource = "Transcribe"
  func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 26.0, *)
enum Labs {
  struct ReadAloudIntent: AppIntent {
    static let title: LocalizedStringResource = "Read Aloud"
    func perform() async throws -> some IntentResult { .result() }
  }
}

@available(macOS 15.0, *)
struct ExportPDFIntent: AppIntent {
  static let title: LocalizedStringResource = "Export PDF"
  func perform() async throws -> some IntentResult { .result() }
}

@available(*, deprecated, message: "Use NewNoteIntent")
struct QuickNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Quick Note"
  func perform() async throws -> some IntentResult { .result() }
}
