import AppIntents
import protocol AppIntents.AppIntent

@available(iOS 17.0, macOS 14.0, *)
struct OpenTrailIntent: OpenIntent, @unchecked Sendable {
  static let title: LocalizedStringResource = "Open Trail"
  static var description: IntentDescription {
    IntentDescription("Opens a trail.", categoryName: "Navigation", searchKeywords: ["hike", "path"])
  }
  static var openAppWhenRun = true
  static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

  @Parameter(title: "Trail", requestValueDialog: IntentDialog("Which trail?"))
  var target: TrailEntity

  @Parameter(title: "Distance", default: 5, inclusiveRange: (1, 100))
  var distance: Int?

  @Dependency private var store: TrailStore

  static var parameterSummary: some ParameterSummary {
    When(\.$distance, .greaterThan, 10) {
      Summary("Open \(\.$target) far away")
    } otherwise: {
      Summary("Open \(\.$target)")
    }
  }

  @MainActor
  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let trail = try await store.trail(id: target.id) else {
      throw TrailError.notFound
    }
    return .result(dialog: "Opened \(trail.name, privacy: .public)")
  }
}

struct TrailEntity: AppEntity, Identifiable {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail", numericFormat: "\(placeholder: .int) trails")
  static let defaultQuery = TrailQuery()

  var id: String
  @Property(title: "Name") var name: String
  @ComputedProperty var length: Double { 3.5 }

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)", subtitle: "\(length, format: .number) km", image: .init(systemName: "map"))
  }

  struct TrailQuery: EntityStringQuery {
    func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] { [] }
    func entities(matching string: String) async throws -> [TrailEntity] {
      try await TrailStore.shared.search(string).map { TrailEntity(id: $0.id, name: $0.name) }
    }
    func suggestedEntities() async throws -> [TrailEntity] { [] }
  }
}

enum Difficulty: String, AppEnum, CaseIterable {
  case easy, moderate = "medium", hard
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Difficulty"
  static let caseDisplayRepresentations: [Difficulty: DisplayRepresentation] = [
    .easy: DisplayRepresentation(title: "Easy", subtitle: "Flat", image: .init(systemName: "tortoise"), synonyms: ["simple"]),
    .moderate: "Moderate",
    .hard: .init(title: "Hard"),
  ]
}

struct TrailShortcuts: AppShortcutsProvider {
  @AppShortcutsBuilder
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenTrailIntent(),
      phrases: [
        "Open \(\.$target) in \(.applicationName)",
        "Show my trail in \(.applicationName)",
      ],
      shortTitle: "Open Trail",
      systemImageName: "map"
    )
    if #available(iOS 18, *) {
      AppShortcut(intent: OpenTrailIntent(), phrases: ["Hike with \(.applicationName)"], shortTitle: "Hike", systemImageName: "figure.hiking")
    }
  }
  static let shortcutTileColor: ShortcutTileColor = .navy
}

struct TrailPackage: AppIntentsPackage {
  static var includedPackages: [any AppIntentsPackage.Type] { [CorePackage.self] }
}
