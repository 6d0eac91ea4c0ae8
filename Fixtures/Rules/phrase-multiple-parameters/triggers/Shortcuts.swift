import AppIntents

struct CoffeeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderDrinkIntent(),
      phrases: [
        "Order a \(\.$size) \(\.$drink) with \(.applicationName)",  // expected: 8:31: error: Multiple parameters detected in phrase. A single phrase can only use a single parameter. This one uses 'size' and 'drink'. [phrase-multiple-parameters]
        "\(.applicationName), a \(\.$drink) with \(\.$milk) milk, \(\.$size) please",  // expected: 9:52: error: Multiple parameters detected in phrase. A single phrase can only use a single parameter. This one uses 'drink', 'milk' and 'size'. [phrase-multiple-parameters]
        "Order a \(\.$drink) with \(.applicationName)",
      ],
      shortTitle: "Order", systemImageName: "cup.and.saucer")
  }
}
