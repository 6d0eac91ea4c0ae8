import AppIntents
import Foundation

struct ArticleEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Article"
  static let defaultQuery = ArticleQuery()

  var id: UUID
  var headline: String
  var displayRepresentation: DisplayRepresentation { "\(headline)" }
}

struct ArticleQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [ArticleEntity] { [] }
}

enum Section: String, AppEnum {
  case news, sports
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Section"
  static let caseDisplayRepresentations: [Section: DisplayRepresentation] = [.news: "News", .sports: "Sports"]
}

typealias Story = ArticleEntity

@available(iOS 26.0, *)
struct ShowArticleIntent: TargetContentProvidingIntent {
  static let title: LocalizedStringResource = "Show Article"

  @Parameter(title: "Article") var target: ArticleEntity

  func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 26.0, *)
struct ShowSectionIntent: TargetContentProvidingIntent {
  static let title: LocalizedStringResource = "Show Section"

  @Parameter(title: "Section") var target: Section?

  func perform() async throws -> some IntentResult { .result() }
}

struct OpenStoryIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Story"

  @Parameter(title: "Story") var target: Story

  func perform() async throws -> some IntentResult { .result() }
}

// Other intents may have a `target` of any type.
struct ShareLinkIntent: AppIntent {
  static let title: LocalizedStringResource = "Share Link"

  @Parameter(title: "Link") var target: URL

  func perform() async throws -> some IntentResult { .result() }
}

// An entity from another module is not judged.
struct OpenSharedArticleIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Shared Article"

  @Parameter(title: "Article") var target: NewsKit.ArticleEntity

  func perform() async throws -> some IntentResult { .result() }
}
