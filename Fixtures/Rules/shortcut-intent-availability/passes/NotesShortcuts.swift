import AppIntents

struct NotesShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: NewNoteIntent(), phrases: ["New note in \(.applicationName)"], shortTitle: "New Note",
      systemImageName: "square.and.pencil")
    // Only macOS is restricted, and this is an iOS build.
    AppShortcut(
      intent: ExportPDFIntent(), phrases: ["Export a PDF with \(.applicationName)"], shortTitle: "Export",
      systemImageName: "doc")
    AppShortcut(
      intent: QuickNoteIntent(), phrases: ["Quick note in \(.applicationName)"], shortTitle: "Quick Note",
      systemImageName: "note")
    if #available(iOS 17.4, *) {
      AppShortcut(
        intent: TranscribeIntent(), phrases: ["Transcribe with \(.applicationName)"], shortTitle: "Transcribe",
        systemImageName: "waveform")
      if #available(iOS 18.0, *) {
        AppShortcut(
          intent: SummarizeNoteIntent(), phrases: ["Summarize my note in \(.applicationName)"],
          shortTitle: "Summarize", systemImageName: "text.append")
      }
    }
    if #available(iOS 26.0, macOS 26.0, *) {
      AppShortcut(
        intent: Labs.ReadAloudIntent(), phrases: ["Read my note aloud in \(.applicationName)"],
        shortTitle: "Read Aloud", systemImageName: "speaker.wave.2")
    }
  }
}

/// A second, newer provider (reported by another rule): its own availability covers the intent.
@available(iOS 18.0, *)
struct SummaryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: SummarizeNoteIntent(), phrases: ["Summarize it in \(.applicationName)"], shortTitle: "Summary",
      systemImageName: "text.append")
  }
}
