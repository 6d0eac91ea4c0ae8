import AppIntents

struct OrderSoupIntent: AppIntent {
  static var title: LocalizedStringResource = "Order Soup"  // expected: 4:10: warning: 'static var title' is mutable global state, which Swift 6 rejects ("static property 'title' is not concurrency-safe because it is nonisolated global shared mutable state"); declare it 'static let title' [static-var-title]
  static var description = IntentDescription("Orders a bowl of soup for pickup.")  // expected: 5:10: warning: 'static var description' is mutable global state, which Swift 6 rejects ("static property 'description' is not concurrency-safe because it is nonisolated global shared mutable state"); declare it 'static let description' [static-var-title]
  static var openAppWhenRun: Bool = false  // expected: 6:10: warning: 'static var openAppWhenRun' is mutable global state, which Swift 6 rejects ("static property 'openAppWhenRun' is not concurrency-safe because it is nonisolated global shared mutable state"); declare it 'static let openAppWhenRun' [static-var-title]

  @Parameter(title: "Soup")
  var soup: SoupEntity

  @Parameter(title: "Size", default: .regular)
  var size: SoupSize

  func perform() async throws -> some IntentResult & ProvidesDialog {
    return .result(dialog: "Ordered a \(size.rawValue) \(soup.name).")
  }
}

extension OrderSoupIntent {
  static var isDiscoverable: Bool = true  // expected: 20:10: warning: 'static var isDiscoverable' is mutable global state, which Swift 6 rejects ("static property 'isDiscoverable' is not concurrency-safe because it is nonisolated global shared mutable state"); declare it 'static let isDiscoverable' [static-var-title]
}

struct SoupEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"  // expected: 24:10: warning: 'static var typeDisplayRepresentation' is mutable global state, which Swift 6 rejects ("static property 'typeDisplayRepresentation' is not concurrency-safe because it is nonisolated global shared mutable state"); declare it 'static let typeDisplayRepresentation' [static-var-title]
  static var defaultQuery = SoupQuery()  // expected: 25:10: warning: 'static var defaultQuery' is mutable global state, which Swift 6 rejects ("static property 'defaultQuery' is not concurrency-safe because it is nonisolated global shared mutable state"); declare it 'static let defaultQuery' [static-var-title]

  var id: String
  var name: String

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct SoupQuery: EntityQuery {
  func entities(for identifiers: [SoupEntity.ID]) async throws -> [SoupEntity] {
    identifiers.map { SoupEntity(id: $0, name: $0.capitalized) }
  }
}

enum SoupSize: String, AppEnum {
  case regular, large

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"  // expected: 42:10: warning: 'static var typeDisplayRepresentation' is mutable global state, which Swift 6 rejects ("static property 'typeDisplayRepresentation' is not concurrency-safe because it is nonisolated global shared mutable state"); declare it 'static let typeDisplayRepresentation' [static-var-title]
  static var caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [  // expected: 43:10: warning: 'static var caseDisplayRepresentations' is mutable global state, which Swift 6 rejects ("static property 'caseDisplayRepresentations' is not concurrency-safe because it is nonisolated global shared mutable state"); declare it 'static let caseDisplayRepresentations' [static-var-title]
    .regular: "Regular",
    .large: "Large",
  ]
}

struct SoupShortcuts: AppShortcutsProvider {
  static var shortcutTileColor: ShortcutTileColor = .orange  // expected: 50:10: warning: 'static var shortcutTileColor' is mutable global state, which Swift 6 rejects ("static property 'shortcutTileColor' is not concurrency-safe because it is nonisolated global shared mutable state"); declare it 'static let shortcutTileColor' [static-var-title]

  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderSoupIntent(), phrases: ["Order soup with \(.applicationName)"], shortTitle: "Order Soup",
      systemImageName: "takeoutbag.and.cup.and.straw")
  }
}
