import AppIntents
import Foundation

struct StartTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Timer"
  static let openAppWhenRun: Bool = true
  static var isDiscoverable: Bool { false }
  static var authenticationPolicy: IntentAuthenticationPolicy {
    return .requiresLocalDeviceAuthentication
  }

  @Parameter(title: "Minutes", default: 5) var minutes: Int
  @Parameter(title: "Label") var label: String?

  static var parameterSummary: some ParameterSummary {
    When(\.$label, .hasAnyValue) {
      Summary("Start a \(\.$minutes) minute timer named \(\.$label)")
    } otherwise: {
      Summary("Start a \(\.$minutes) minute timer")
    }
  }

  func perform() async throws -> some IntentResult {
    // Values computed in perform() are not read at build time.
    let deadline = Date().addingTimeInterval(Double(minutes) * 60)
    _ = deadline
    return .result()
  }
}

@available(iOS 26.0, *)
struct StopTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Stop Timer"
  static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

  func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 26.0, *)
struct ShowTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Timer"
  static var supportedModes: IntentModes { .foreground(.immediate) }

  func perform() async throws -> some IntentResult { .result() }
}

// The conformance is declared in an extension, so Xcode cannot see this builder body; that is
// `builder-in-extension-conformance`'s finding, not this rule's.
struct PauseTimerIntent {
  static let title: LocalizedStringResource = "Pause Timer"
  @Parameter(title: "Minutes") var minutes: Int

  func perform() async throws -> some IntentResult { .result() }
}

extension PauseTimerIntent: AppIntent {
  static var parameterSummary: some ParameterSummary {
    Summary("Pause for \(\.$minutes) minutes")
  }
}

enum TimerSound: String, AppEnum {
  case bell, chime, radar

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sound"
  static let caseDisplayRepresentations: [TimerSound: DisplayRepresentation] = [
    .bell: DisplayRepresentation(title: "Bell", image: .init(systemName: "bell")),
    .chime: "Chime",
    .radar: DisplayRepresentation(title: "Radar", subtitle: "The classic"),
  ]
}

struct TimerShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: StartTimerIntent(), phrases: ["Start a timer in \(.applicationName)"], shortTitle: "Start Timer",
      systemImageName: "timer")
    if #available(iOS 26.0, *) {
      AppShortcut(
        intent: StopTimerIntent(), phrases: ["Stop the timer in \(.applicationName)"], shortTitle: "Stop Timer",
        systemImageName: "stop.circle")
    }
  }

  static let shortcutTileColor: ShortcutTileColor = .grape

  static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrase("Set an alarm with \(.applicationName)")
  }
}

// `#if` in a getter: the compiler reads the active clause's statements.
struct ResetTimersIntent: AppIntent {
  static var title: LocalizedStringResource {
    #if DEBUG
      return "Reset Timers (Debug)"
    #else
      return "Reset Timers"
    #endif
  }
  static var isDiscoverable: Bool {
    #if os(iOS)
      true
    #else
      false
    #endif
  }

  func perform() async throws -> some IntentResult { .result() }
}
