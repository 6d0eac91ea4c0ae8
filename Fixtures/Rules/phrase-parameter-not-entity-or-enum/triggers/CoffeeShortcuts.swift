import AppIntents

struct CoffeeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderDrinkIntent(),
      phrases: [
        "Order a \(\.$drink) with \(.applicationName)",  // expected: 8:20: error: Invalid parameter type. AppEntity and AppEnum are the only allowed types for drink ('drink' is declared as 'String'; make it an AppEnum or AppEntity, or remove it from the phrase) [phrase-parameter-not-entity-or-enum]
        "Order \(\.$cups) coffees with \(.applicationName)",  // expected: 9:18: error: Invalid parameter type. AppEntity and AppEnum are the only allowed types for cups ('cups' is declared as 'Int'; make it an AppEnum or AppEntity, or remove it from the phrase) [phrase-parameter-not-entity-or-enum]
        "Order my usual with \(.applicationName)",
      ],
      shortTitle: "Order", systemImageName: "cup.and.saucer")
    AppShortcut(
      intent: TagOrderIntent(), phrases: ["Tag my order \(\.$tags) in \(.applicationName)"], shortTitle: "Tag",  // expected: 14:59: error: Invalid parameter type. AppEntity and AppEnum are the only allowed types for tags ('tags' is declared as '[String]?'; make it an AppEnum or AppEntity, or remove it from the phrase) [phrase-parameter-not-entity-or-enum]
      systemImageName: "tag")
    AppShortcut(
      intent: PickupIntent(), phrases: ["Pick up at \(\.$cafe) with \(.applicationName)"], shortTitle: "Pick Up",  // expected: 17:55: error: Invalid parameter type. AppEntity and AppEnum are the only allowed types for cafe ('cafe' is declared as 'Cafe'; make it an AppEnum or AppEntity, or remove it from the phrase) [phrase-parameter-not-entity-or-enum]
      systemImageName: "bag")
  }
}
