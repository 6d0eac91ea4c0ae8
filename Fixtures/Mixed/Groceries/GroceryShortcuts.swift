import AppIntents

struct GroceryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: AddItemIntent(),
      phrases: [
        "Add \(\.$item) to my list",  // expected: 8:9: error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. [phrase-missing-application-name]
        "Add \(\.$item) in \(\.$aisle) with \(.applicationName)",  // expected: 9:30: error: Multiple parameters detected in phrase. A single phrase can only use a single parameter. This one uses 'item' and 'aisle'. [phrase-multiple-parameters]
        "Add \(\.$quantity) with \(.applicationName)",  // expected: 10:16: error: Invalid parameter type. AppEntity and AppEnum are the only allowed types for quantity ('quantity' is declared as 'Int'; make it an AppEnum or AppEntity, or remove it from the phrase) [phrase-parameter-not-entity-or-enum]
        "Add \(\.$brand) with \(.applicationName)",  // expected: 11:16: error: The phrase interpolates '\.$brand', but 'AddItemIntent' has no parameter 'brand' (its parameters: 'item', 'quantity', 'aisle') [phrase-unknown-parameter]
        "Add an item with \(.applicationName)",
        "Add an item with \(.applicationName)",  // expected: 13:9: warning: Duplicate phrase 'Add an item with ${applicationName}': this App Shortcut already lists it; remove one [duplicate-phrase]
      ],
      shortTitle: "",  // expected: 15:19: warning: 'shortTitle' is empty: Shortcuts and Spotlight show the App Shortcut under this title; write a few words such as 'Order Coffee' [empty-short-title]
      systemImageName: "cart")
    AppShortcut(
      intent: ClearListIntent(),
      phrases: ["Clear my \(.applicationName) list"],
      shortTitle: "Clear",
      systemImageName: "")  // expected: 21:24: warning: 'systemImageName' is empty: the App Shortcut's tile shows no symbol; name an SF Symbol such as 'cup.and.saucer' [empty-system-image-name]
    AppShortcut(
      intent: CheckOutIntent(),  // expected: 23:15: error: No type named 'CheckOutIntent' is declared in the scanned sources, so this App Shortcut runs no intent; check the spelling, or scan the file that declares it [shortcut-intent-not-found]
      phrases: ["Check out with \(.applicationName)"],
      shortTitle: "Check Out",
      systemImageName: "creditcard")
  }
}

struct MoreGroceryShortcuts: AppShortcutsProvider {  // expected: 30:8: error: Only 1 'AppIntents.AppShortcutsProvider' conformance is allowed per app ('MoreGroceryShortcuts' is another besides 'GroceryShortcuts'; move its App Shortcuts there) [multiple-shortcuts-providers]
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenItemIntent(),
      phrases: ["Open an item in \(.applicationName)"],
      shortTitle: "Open Item",
      systemImageName: "doc")
  }
}
