import Foundation

/// Not App Intents code, so the skim leaves this file unparsed. Naming StartCountdownIntent
/// in a comment or a string is not a use.
enum TimerLog {
  static let retired = "StartCountdownIntent was replaced by StartTimerIntent"
  static func note(_ message: String) { print("SnoozeIntent: \(message)") }
}
