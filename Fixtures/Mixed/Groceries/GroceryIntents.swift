import AppIntents

struct AddItemIntent: AppIntent {
  static let title: LocalizedStringResource = "Add Item"
  @Parameter(title: "Item") var item: ItemEntity
  @Parameter(title: "Quantity", default: 1) var quantity: Int
  @Parameter(title: "Aisle") var aisle: Aisle?
  @Dependency var pantry: PantryStore  // expected: 8:27: warning: 'PantryStore' is registered with AppDependencyManager only inside '.onAppear' (GroceryApp.swift:10), which does not run when the system launches the app in the background to run the intent, so '@Dependency var pantry' may be missing; register it in the App's init() instead [dependency-not-registered]

  static var parameterSummary: some ParameterSummary {
    Summary("Add \(\.$quantity) \(\.$item) from \(\.$store)")  // expected: 11:51: error: The parameter summary names '\.$store', but 'AddItemIntent' declares no parameter 'store' (its parameters are 'item', 'quantity', 'aisle') [parameter-summary-unknown-parameter]
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard pantry.count(of: item.name) == 0 else { return .result() }  // expected: 15:58: error: 'perform()' declares 'ProvidesDialog' but this '.result(...)' has no 'dialog:' (the compiler's "requires the types 'Never' and 'IntentDialog' be equivalent"); pass it: '.result(dialog: "...")' [result-missing-dialog-or-value]
    ListStore.shared.add(item.name, quantity: quantity)
    return .result(dialog: "Added \(item.name).")
  }
}

@MainActor  // expected: 21:1: error: '@MainActor' on the intent type isolates 'title' to the main actor, so it cannot satisfy AppIntent's nonisolated requirement (Swift 6: "conformance of 'ClearListIntent' to protocol 'AppIntent' crosses into main actor-isolated code"); remove it and mark 'perform()' '@MainActor' instead [main-actor-on-intent-type]
struct ClearListIntent: AppIntent {
  static let title = makeTitle()  // expected: 23:22: error: 'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: the title of 'ClearListIntent' is a function call ('makeTitle(...)'); write a string literal ("...") or LocalizedStringResource("...", table: ...) instead [non-constant-localized-string]
  static let openAppWhenRun = GroceryDefaults.opensApp  // expected: 24:31: error: The property 'openAppWhenRun' must have a compile-time static value and cannot be computed or dynamic: found a reference to another constant ('GroceryDefaults.opensApp'); write 'true' or 'false' instead [non-constant-property]
  func perform() async throws -> some IntentResult { .result() }
}

struct OpenItemIntent: OpenIntent {
  static var title: LocalizedStringResource = "Open Item"  // expected: 29:10: warning: 'static var title' is mutable global state, which Swift 6 rejects ("static property 'title' is not concurrency-safe because it is nonisolated global shared mutable state"); declare it 'static let title' [static-var-title]
  var target: ItemEntity  // expected: 30:7: error: The OpenIntent 'OpenItemIntent' has nothing to open: its 'target' is not an @Parameter; declare '@Parameter(title: "...") var target: SomeEntity' with an AppEntity or AppEnum type [open-intent-without-target]
  func perform() async throws -> some IntentResult { .result() }
}

struct ShoppingWidgetIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Shopping List"
  @Parameter(title: "Aisle") var aisle: Aisle  // expected: 36:34: warning: The parameter 'aisle' of the WidgetConfigurationIntent 'ShoppingWidgetIntent' is neither optional nor has a default, so it has no value until someone configures it; make it optional ('Aisle?') or add a 'default:' [configuration-parameter-not-optional]
}

struct RestockIntent: AppIntent {  // expected: 39:8: note: 'RestockIntent' is not used by any App Shortcut, entity, query or other code in the module, so users find it only as an action in the Shortcuts app; add an App Shortcut for it, or remove it if it is left over [unreachable-intent]
  static let title: LocalizedStringResource = "Restock"
  func perform() async throws -> some IntentResult { .result() }
}
