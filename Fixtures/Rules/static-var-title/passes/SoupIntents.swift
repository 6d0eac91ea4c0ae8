import AppIntents

struct OrderSoupIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Soup"
  static let description = IntentDescription("Orders a bowl of soup for pickup.")
  static var openAppWhenRun: Bool { false }

  @Parameter(title: "Soup")
  var soup: SoupEntity

  // An instance property named like a requirement is not the requirement.
  var title: String { soup.name }

  static var parameterSummary: some ParameterSummary {
    Summary("Order \(\.$soup)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    return .result(dialog: "Ordered \(soup.name).")
  }
}

extension OrderSoupIntent {
  static var isDiscoverable: Bool {
    get { true }
  }
}

struct SoupEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
  static var defaultQuery: SoupQuery { SoupQuery() }

  var id: String
  var name: String

  // Instance stored vars are the entity's own state.
  var title: String = ""

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct SoupQuery: EntityQuery {
  func entities(for identifiers: [SoupEntity.ID]) async throws -> [SoupEntity] {
    identifiers.map { SoupEntity(id: $0, name: $0.capitalized) }
  }
}

enum SoupSize: String, AppEnum {
  case regular, large

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
  static let caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [
    .regular: "Regular",
    .large: "Large",
  ]

  // Not a requirement of AppEnum.
  nonisolated(unsafe) static var lastUsed: SoupSize = .regular
}

struct SoupShortcuts: AppShortcutsProvider {
  static let shortcutTileColor: ShortcutTileColor = .orange

  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderSoupIntent(), phrases: ["Order soup with \(.applicationName)"], shortTitle: "Order Soup",
      systemImageName: "takeoutbag.and.cup.and.straw")
  }
}

/// Not an App Intents type: its statics are none of this rule's business.
enum Menu {
  static var title = "Today's soups"
  static var description = "Fresh every morning"
}

struct LegacyIntent: AppIntent {
  // Explicitly opted out of isolation checking.
  nonisolated(unsafe) static var title: LocalizedStringResource = "Legacy"
  func perform() async throws -> some IntentResult { .result() }
}
