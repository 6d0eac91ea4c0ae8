import Diagnostics
import Model
import Source
import Syntax

/// An intent that does not open the app but hands its work to JavaScript (Expo's
/// `AppIntentDispatcher.shared.dispatch`, a Capacitor bridge call or `notifyListeners`) and
/// returns a dialog, as if the work were done.
///
/// Expo's dispatcher stores the invocation and emits an event only if JavaScript is running;
/// "there is no JavaScript response channel to `perform()`". When the intent runs without opening
/// the app, the JavaScript handler may not run until the next launch, so a success dialog is
/// premature. Intents that open the app (`openAppWhenRun = true`, foreground modes, `OpenIntent`,
/// `ForegroundContinuableIntent`, a `continueInForeground` call or an `opensIntent:` result) and
/// values that cannot be read are never reported. Calls in the intent's own methods that
/// `perform()` calls count too.
struct BackgroundIntentDispatchesToJavaScriptRule: IntentRule {
  static let descriptor = RuleDescriptor(
    id: .backgroundIntentDispatchesToJavaScript, defaultSeverity: .warning,
    summary: "An intent that does not open the app hands work to JavaScript and returns a success dialog.",
    origin: .beyondXcode,
    explanation: """
      In Expo (`expo-app-intents`) and Capacitor apps, `perform()` often hands the work to JavaScript: \
      `await AppIntentDispatcher.shared.dispatch(name:params:)` (which persists the invocation and notifies \
      JavaScript only if it is alive; "there is no JavaScript response channel to `perform()`"), a Capacitor \
      plugin's `notifyListeners(...)`, or a bridge call such as `bridge?.triggerWindowJSEvent(...)`. If the \
      intent does not open the app (`openAppWhenRun` false or not set, or a background-only `supportedModes`), \
      the JavaScript side may not run until the user next opens the app, yet the intent already told them \
      it succeeded. Expo's guidance is not to "return a success dialog merely because a JavaScript mutation \
      was queued". Open the app (`static let openAppWhenRun: Bool = true`, or `supportedModes = .foreground`), \
      or do the work natively in `perform()` and keep JavaScript for the UI.
      """,
    triggeringExample: """
      struct AddToCartIntent: AppIntent {
        static let title: LocalizedStringResource = "Add to Cart"
        @Parameter(title: "Item") var item: String
        func perform() async throws -> some IntentResult & ProvidesDialog {
          await AppIntentDispatcher.shared.dispatch(name: "addToCart", params: ["item": .string(item)])
          return .result(dialog: "Added \\(item) to your cart.")
        }
      }
      """,
    fixedExample: """
      struct AddToCartIntent: AppIntent {
        static let title: LocalizedStringResource = "Add to Cart"
        static let openAppWhenRun: Bool = true
        @Parameter(title: "Item") var item: String
        func perform() async throws -> some IntentResult & ProvidesDialog {
          await AppIntentDispatcher.shared.dispatch(name: "addToCart", params: ["item": .string(item)])
          return .result(dialog: "Added \\(item) to your cart.")
        }
      }
      """)

  /// Protocols whose intents open the app or can continue in the foreground.
  static let foregroundProtocols: Set<String> = ["OpenIntent", "ForegroundContinuableIntent"]
  /// Calls that bring the app to the foreground from `perform()`.
  static let foregroundCalls: Set<String> = [
    "continueInForeground", "requestToContinueInForeground", "needsToContinueInForegroundError",
  ]
  /// Capacitor plugin and bridge methods that deliver work to JavaScript.
  static let capacitorCalls: Set<String> = [
    "notifyListeners", "triggerJSEvent", "triggerWindowJSEvent", "triggerDocumentJSEvent", "evalWithPlugin",
    "evaluateJavaScript",
  ]

  func check(_ intent: IntentModel, in context: RuleContext) -> [Diagnostic] {
    guard intent.type.conformances.allSatisfy({ !Self.foregroundProtocols.contains($0) }),
      let reason = Self.backgroundReason(IntentLaunchModes(intent, in: context)),
      let body = PerformBody(intent, in: context)
    else { return [] }
    let results = body.returnedResults
    guard results.contains(where: { PerformBody.labels(of: $0).contains("dialog") }),
      !results.contains(where: { PerformBody.labels(of: $0).contains("opensIntent") })
    else { return [] }
    let calls = Self.reachableCalls(from: body, of: intent.type, in: context)
    if calls.contains(where: {
      $0.call.calledExpression.flatMap(Self.calledName).map(Self.foregroundCalls.contains) == true
    }) {
      return []
    }
    guard let handOff = calls.first(where: { Self.handsWorkToJavaScript($0.call) }),
      let called = handOff.call.calledExpression
    else { return [] }
    let range = called.trimmedRange
    return [
      context.diagnostic(
        Self.descriptor.id,
        Self.message(intent: intent.type.name, reason: reason, call: called.text.removingWhitespace),
        at: handOff.file.location(of: range.start), length: range.length)
    ]
  }

  /// The calls `perform()` makes, closures included, and those of the intent's own methods it
  /// calls (`save()`, `self.save()`), at most `methodLimit` of them, with their files.
  static func reachableCalls(
    from perform: PerformBody, of type: TypeIdentity, in context: RuleContext
  ) -> [(call: SyntaxNode, file: ParsedFile)] {
    var result: [(call: SyntaxNode, file: ParsedFile)] = []
    var pending = [perform]
    var visited: Set<String> = ["perform"]
    while let body = pending.popLast() {
      for call in body.calls {
        result.append((call, body.file))
        guard let called = call.calledExpression, let name = calledName(called),
          called.kind == .declReferenceExpr || called.memberBase?.text == "self",
          visited.count < methodLimit, visited.insert(name).inserted,
          let (function, file) = MemberSyntax.function(name, of: type, in: context),
          let helper = PerformBody(function: function, file: file, index: context.index)
        else { continue }
        pending.append(helper)
      }
    }
    return result
  }

  /// How many of the intent's methods are followed from `perform()`.
  static let methodLimit = 16

  /// Why the intent runs without opening the app.
  enum BackgroundReason {
    /// `supportedModes` is `.background` only.
    case backgroundModes
    /// `openAppWhenRun` is not declared.
    case openAppNotSet
    /// `openAppWhenRun` is `false`.
    case openAppFalse
  }

  /// Why the intent runs without opening the app, or `nil` when it opens it (or may).
  static func backgroundReason(_ launch: IntentLaunchModes) -> BackgroundReason? {
    switch launch.modes {
    case .some(.some(let modes)): return modes.isBackgroundOnly ? .backgroundModes : nil
    case .some(.none): return nil
    case .none: break
    }
    switch launch.openApp {
    case .notSet: return .openAppNotSet
    case .literal(false): return .openAppFalse
    case .literal(true), .unknown: return nil
    }
  }

  /// Whether a call delivers work to JavaScript.
  static func handsWorkToJavaScript(_ call: SyntaxNode) -> Bool {
    guard let called = call.calledExpression, let name = calledName(called) else { return false }
    if name == "dispatch", let base = called.memberBase {
      return base.text.removingWhitespace.hasSuffix("AppIntentDispatcher.shared")
    }
    if name == "eval" { return call.arguments.first?.label == "js" }
    return called.kind == .memberAccessExpr && capacitorCalls.contains(name)
  }

  /// The called function's name: the member of `a.b(...)` or the name of `b(...)`.
  static func calledName(_ called: SyntaxNode) -> String? {
    if called.kind == .memberAccessExpr { return called.memberName }
    if called.kind == .declReferenceExpr { return called.text }
    return nil
  }

  /// What happens and what to do.
  static func message(intent: String, reason: BackgroundReason, call: String) -> String {
    let why: String
    let fix: String
    switch reason {
    case .backgroundModes:
      why = "its 'supportedModes' is background-only"
      fix = "use '.foreground' in 'supportedModes'"
    case .openAppNotSet:
      why = "'openAppWhenRun' is not set"
      fix = "add 'static let openAppWhenRun: Bool = true'"
    case .openAppFalse:
      why = "'openAppWhenRun' is false"
      fix = "set 'openAppWhenRun' to true"
    }
    return
      "'\(intent)' does not open the app (\(why)) but hands its work to JavaScript with '\(call)(...)' and "
      + "returns a success dialog: the JavaScript side may not run until the app is next opened; open the app "
      + "(\(fix)) or do the work natively in perform()"
  }
}
