import Diagnostics
import Model

/// An intent whose `openAppWhenRun` and `supportedModes` disagree: `true` with background-only
/// modes, or `false` with modes that always bring the app to the foreground.
///
/// On iOS 26 and later the system reads `supportedModes`; earlier systems read only
/// `openAppWhenRun`. When the two disagree the same intent opens the app on one system and runs
/// in the background on another. `.foreground(.dynamic)` (the intent decides at run time) and
/// values that are not literals are never reported.
struct OpenAppWhenRunConflictsWithSupportedModesRule: IntentRule {
  static let descriptor = RuleDescriptor(
    id: .openAppWhenRunConflictsWithSupportedModes, defaultSeverity: .warning,
    summary: "openAppWhenRun and supportedModes disagree about opening the app.", origin: .beyondXcode,
    explanation: """
      Apps that support systems before iOS 26 keep `openAppWhenRun` next to the newer `supportedModes`: \
      iOS 26 and later read `supportedModes`, earlier systems read only `openAppWhenRun`. If they disagree \
      (`openAppWhenRun = true` with `supportedModes = .background`, or `false` with `.foreground`), the intent \
      opens the app on one system and silently stays in the background on the other, which usually shows up \
      as a bug report from users of only one OS version. Make them agree: `true` goes with `.foreground` \
      (`.immediate` or `.deferred`), `false` with `.background`. `.foreground(.dynamic)` lets the intent decide \
      at run time and is never reported.
      """,
    triggeringExample: """
      struct StartWorkoutIntent: AppIntent {
        static let title: LocalizedStringResource = "Start Workout"
        static let openAppWhenRun: Bool = true
        @available(iOS 26.0, *)
        static let supportedModes: IntentModes = .background
        func perform() async throws -> some IntentResult { .result() }
      }
      """,
    fixedExample: """
      struct StartWorkoutIntent: AppIntent {
        static let title: LocalizedStringResource = "Start Workout"
        static let openAppWhenRun: Bool = true
        @available(iOS 26.0, *)
        static let supportedModes: IntentModes = .foreground
        func perform() async throws -> some IntentResult { .result() }
      }
      """)

  func check(_ intent: IntentModel, in context: RuleContext) -> [Diagnostic] {
    let launch = IntentLaunchModes(intent, in: context)
    guard let openApp = intent.openAppWhenRun, let supportedModes = intent.supportedModes,
      case .literal(let opens) = launch.openApp, case .some(.some(let modes)) = launch.modes
    else { return [] }
    let conflicts = opens ? modes.isBackgroundOnly : modes.isForegroundOnly
    guard conflicts else { return [] }
    let note = Diagnostic.Note(
      message: "'supportedModes' is declared here", path: supportedModes.location.file,
      range: supportedModes.value.constant.range)
    var diagnostic = context.diagnostic(
      Self.descriptor.id, Self.message(opens: opens), property: openApp)
    diagnostic.notes.append(note)
    return [diagnostic]
  }

  /// The disagreement and how to resolve it.
  static func message(opens: Bool) -> String {
    if opens {
      return
        "'openAppWhenRun' is true but 'supportedModes' is background-only: systems before iOS 26 open the app and "
        + "iOS 26 and later do not; use '.foreground' in 'supportedModes' or set 'openAppWhenRun' to false"
    }
    return
      "'openAppWhenRun' is false but 'supportedModes' always brings the app to the foreground: iOS 26 and later "
      + "open the app and earlier systems do not; set 'openAppWhenRun' to true or use '.background' in "
      + "'supportedModes'"
  }
}
