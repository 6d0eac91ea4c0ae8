import AppIntents

struct NewNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "New Note"
  static let supportedModes: IntentModes = .foreground

  func perform() async throws -> some IntentResult { .result() }
}

struct AppendToNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Append to Note"
  static let supportedModes: IntentModes = .background

  @Parameter(title: "Text")
  var text: String

  func perform() async throws -> some IntentResult { .result() }
}

struct SearchNotesIntent: AppIntent {
  static let title: LocalizedStringResource = "Search Notes"

  // An instance property of the same name is not the requirement.
  var openAppWhenRun: Bool { true }

  func perform() async throws -> some IntentResult { .result() }
}

/// Not an intent.
enum NoteSettings {
  static let openAppWhenRun = true
}
