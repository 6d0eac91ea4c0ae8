import AppIntents
import Capacitor

final class SiriBridgePlugin: CAPPlugin, CAPBridgedPlugin {
  static weak var shared: SiriBridgePlugin?
  let identifier = "SiriBridgePlugin"
  let jsName = "SiriBridge"
  let pluginMethods: [CAPPluginMethod] = []

  override func load() { SiriBridgePlugin.shared = self }
}

struct LogMoodIntent: AppIntent {
  static let title: LocalizedStringResource = "Log Mood"

  @available(iOS 26.0, *)
  static let supportedModes: IntentModes = .foreground

  @Parameter(title: "Mood")
  var mood: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    SiriBridgePlugin.shared?.notifyListeners("siriLogMood", data: ["mood": mood])
    return .result(dialog: "Logged your mood.")
  }
}

struct StartFocusIntent: ForegroundContinuableIntent {
  static let title: LocalizedStringResource = "Start Focus Session"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    SiriBridgePlugin.shared?.bridge?.triggerWindowJSEvent(eventName: "startFocus", data: "{}")
    return .result(dialog: "Focus session started.")
  }
}

struct ShowJournalIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Journal"

  func perform() async throws -> some IntentResult & OpensIntent & ProvidesDialog {
    SiriBridgePlugin.shared?.notifyListeners("showJournal", data: [:])
    return .result(opensIntent: OpenURLIntent(URL(string: "myjournal://journal")!), dialog: "Opening your journal.")
  }
}
