import AppIntents
import Foundation

enum AppConfig {
  static let opensApp = true
  static let hidesDebugActions = false
  static let isPad = false
}

enum Theme {
  static let tileColor: ShortcutTileColor = .orange
}

enum Phrases {
  static let negative: [NegativeAppShortcutPhrase] = ["Set an alarm with \(.applicationName)"]
}

struct StartTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Timer"
  static let openAppWhenRun: Bool = AppConfig.opensApp  // expected: 20:37: error: The property 'openAppWhenRun' must have a compile-time static value and cannot be computed or dynamic: found a reference to another constant ('AppConfig.opensApp'); write 'true' or 'false' instead [non-constant-property]
  static var isDiscoverable: Bool { !AppConfig.hidesDebugActions }  // expected: 21:37: error: The property 'isDiscoverable' must have a compile-time static value and cannot be computed or dynamic: found an operator expression ('!'); write 'true' or 'false' instead [non-constant-property]
  static var authenticationPolicy: IntentAuthenticationPolicy {  // expected: 22:63: error: The property 'authenticationPolicy' must have a compile-time static value and cannot be computed or dynamic: found a computed getter whose first statement is not a 'return'; write a case such as '.requiresAuthentication' instead [non-constant-property]
    let locked = ProcessInfo.processInfo.isLowPowerModeEnabled
    return locked ? .requiresAuthentication : .alwaysAllowed
  }

  @Parameter(title: "Minutes") var minutes: Int

  static var parameterSummary: some ParameterSummary { makeTimerSummary() }  // expected: 29:56: error: The property 'parameterSummary' must have a compile-time static value and cannot be computed or dynamic: found a function call ('makeTimerSummary(...)'); write Summary(...), When(...) or Switch(...) directly in the getter instead [non-constant-property]

  func perform() async throws -> some IntentResult { .result() }
}

func makeTimerSummary() -> some ParameterSummary<StartTimerIntent> {
  Summary("Start a \(\.$minutes) minute timer")
}

@available(iOS 26.0, *)
struct StopTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Stop Timer"
  static let supportedModes: IntentModes = AppConfig.isPad ? .foreground : .background  // expected: 41:44: error: The property 'supportedModes' must have a compile-time static value and cannot be computed or dynamic: found an operator expression ('? :'); write a mode such as '.background' or '[.background, .foreground(.dynamic)]' instead [non-constant-property]

  func perform() async throws -> some IntentResult { .result() }
}

enum TimerSound: String, AppEnum {
  case bell, chime, radar

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sound"
  static let caseDisplayRepresentations: [TimerSound: DisplayRepresentation] = Dictionary(  // expected: 50:80: error: The property 'caseDisplayRepresentations' must have a compile-time static value and cannot be computed or dynamic: found an initializer call ('Dictionary(...)'); write a dictionary literal mapping each case to a string literal or DisplayRepresentation(...) instead [non-constant-property]
    uniqueKeysWithValues: allCases.map { ($0, DisplayRepresentation(title: "\($0.rawValue)")) })
}

enum TimerStyle: String, AppEnum {
  case countdown, stopwatch

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Style"
  static let caseDisplayRepresentations: [TimerStyle: DisplayRepresentation] = [
    .countdown: "Countdown",
    .stopwatch: makeStopwatchRepresentation(),  // expected: 60:17: error: The property 'caseDisplayRepresentations' must have a compile-time static value and cannot be computed or dynamic: found a function call ('makeStopwatchRepresentation(...)'); write a dictionary literal mapping each case to a string literal or DisplayRepresentation(...) instead [non-constant-property]
  ]
}

func makeStopwatchRepresentation() -> DisplayRepresentation { "Stopwatch" }

struct TimerShortcuts: AppShortcutsProvider {
  static let allShortcuts: [AppShortcut] = [
    AppShortcut(
      intent: StartTimerIntent(), phrases: ["Start a timer in \(.applicationName)"], shortTitle: "Start Timer",
      systemImageName: "timer")
  ]

  static var appShortcuts: [AppShortcut] { allShortcuts }  // expected: 73:44: error: The property 'appShortcuts' must have a compile-time static value and cannot be computed or dynamic: found a reference to 'allShortcuts' inside a getter (read as 'self.allShortcuts'; write the value itself); list the AppShortcut(...) calls directly in the getter instead [non-constant-property]
  static let shortcutTileColor: ShortcutTileColor = Theme.tileColor  // expected: 74:53: error: The property 'shortcutTileColor' must have a compile-time static value and cannot be computed or dynamic: found a reference to another constant ('Theme.tileColor'); write a case such as '.navy' instead [non-constant-property]
  static var negativePhrases: [NegativeAppShortcutPhrase] { Phrases.negative }  // expected: 75:61: error: The property 'negativePhrases' must have a compile-time static value and cannot be computed or dynamic: found a reference to another constant ('Phrases.negative'); list the NegativeAppShortcutPhrase(...) literals directly in the getter instead [non-constant-property]
}
