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

  @Parameter(title: "Mood")
  var mood: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    SiriBridgePlugin.shared?.notifyListeners("siriLogMood", data: ["mood": mood])  // expected: 20:5: warning: 'LogMoodIntent' does not open the app ('openAppWhenRun' is not set) but hands its work to JavaScript with 'SiriBridgePlugin.shared?.notifyListeners(...)' and returns a success dialog: the JavaScript side may not run until the app is next opened; open the app (add 'static let openAppWhenRun: Bool = true') or do the work natively in perform() [background-intent-dispatches-to-javascript]
    return .result(dialog: "Logged your mood.")
  }
}

struct StartFocusIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Focus Session"
  static let openAppWhenRun: Bool = true

  @available(iOS 26.0, *)
  static let supportedModes: IntentModes = .background

  func perform() async throws -> some IntentResult & ProvidesDialog {
    await MainActor.run {
      SiriBridgePlugin.shared?.bridge?.triggerWindowJSEvent(eventName: "startFocus", data: "{}")  // expected: 34:7: warning: 'StartFocusIntent' does not open the app (its 'supportedModes' is background-only) but hands its work to JavaScript with 'SiriBridgePlugin.shared?.bridge?.triggerWindowJSEvent(...)' and returns a success dialog: the JavaScript side may not run until the app is next opened; open the app (use '.foreground' in 'supportedModes') or do the work natively in perform() [background-intent-dispatches-to-javascript]
    }
    return .result(dialog: "Focus session started.")
  }
}
