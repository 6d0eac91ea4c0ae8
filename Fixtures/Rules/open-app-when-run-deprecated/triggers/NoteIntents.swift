import AppIntents

struct NewNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "New Note"
  static let openAppWhenRun: Bool = true  // expected: 5:14: warning: 'openAppWhenRun' is deprecated in iOS 26.0 and the deployment target is iOS 26.0; write 'static let supportedModes: IntentModes = .foreground' instead [open-app-when-run-deprecated]

  func perform() async throws -> some IntentResult { .result() }
}

struct AppendToNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Append to Note"

  @Parameter(title: "Text")
  var text: String

  func perform() async throws -> some IntentResult { .result() }
}

@available(*, deprecated)
extension AppendToNoteIntent {
  static var openAppWhenRun: Bool { false }  // expected: 21:14: warning: 'openAppWhenRun' is deprecated in iOS 26.0 and the deployment target is iOS 26.0; write 'static let supportedModes: IntentModes = .background' instead [open-app-when-run-deprecated]
}

struct SearchNotesIntent: AppIntent {
  static let title: LocalizedStringResource = "Search Notes"
  static let openAppWhenRun: Bool = true  // expected: 26:14: warning: 'openAppWhenRun' is deprecated in iOS 26.0 and the deployment target is iOS 26.0; remove it, 'supportedModes' already says how the intent runs [open-app-when-run-deprecated]
  static let supportedModes: IntentModes = .foreground(.immediate)

  func perform() async throws -> some IntentResult { .result() }
}

enum NoteDefaults {
  static let opensApp = true
}

struct PinNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Pin Note"
  static let openAppWhenRun: Bool = NoteDefaults.opensApp  // expected: 38:14: warning: 'openAppWhenRun' is deprecated in iOS 26.0 and the deployment target is iOS 26.0; declare 'supportedModes' ('.foreground' or '.background') instead [open-app-when-run-deprecated]

  func perform() async throws -> some IntentResult { .result() }
}
