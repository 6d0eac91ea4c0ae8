import SwiftUI

/// A view, not App Intents code: the skim leaves this file unparsed, and the intent it names
/// still counts as used. The name in this comment and the string below would not:
/// "PauseTimerIntent".
struct TimerControls: View {
  var body: some View {
    Button(intent: PauseTimerIntent()) { Text("Pause") }
  }
}
