import AppIntents

struct NotesShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: NewNoteIntent(), phrases: ["New note in \(.applicationName)"], shortTitle: "New Note",
      systemImageName: "square.and.pencil")
    AppShortcut(
      intent: TranscribeIntent(), phrases: ["Transcribe with \(.applicationName)"], shortTitle: "Transcribe",  // expected: 9:15: error: 'TranscribeIntent' is only available in iOS 17.4 or newer, but this App Shortcut can run on iOS 17.0 (the deployment target); put it inside 'if #available(iOS 17.4, *)' [shortcut-intent-availability]
      systemImageName: "waveform")
    if #available(iOS 17.4, *) {
      AppShortcut(
        intent: SummarizeNoteIntent(), phrases: ["Summarize my note in \(.applicationName)"],  // expected: 13:17: error: 'SummarizeNoteIntent' is only available in iOS 18.0 or newer, but this App Shortcut can run on iOS 17.4 (the enclosing 'if #available(iOS 17.4, *)'); put it inside 'if #available(iOS 18.0, *)' [shortcut-intent-availability]
        shortTitle: "Summarize", systemImageName: "text.append")
    }
    if #available(iOS 18.0, *) {
      AppShortcut(
        intent: Labs.ReadAloudIntent(), phrases: ["Read my note aloud in \(.applicationName)"],  // expected: 18:17: error: 'ReadAloudIntent' is only available in iOS 26.0 or newer, but this App Shortcut can run on iOS 18.0 (the enclosing 'if #available(iOS 18.0, *)'); put it inside 'if #available(iOS 26.0, *)' [shortcut-intent-availability]
        shortTitle: "Read Aloud", systemImageName: "speaker.wave.2")
    }
  }
}
