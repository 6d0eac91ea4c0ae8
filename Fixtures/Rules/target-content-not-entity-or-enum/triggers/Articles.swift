import AppIntents
import Foundation

struct Article: Identifiable, Hashable {
  var id: UUID
  var headline: String
}

@available(iOS 26.0, *)
struct ShowArticleIntent: TargetContentProvidingIntent {
  static let title: LocalizedStringResource = "Show Article"

  @Parameter(title: "Article ID") var target: String  // expected: 13:39: error: The 'target' of the TargetContentProvidingIntent 'ShowArticleIntent' is 'String', which is not an AppEntity or AppEnum; the system can only hand the intent an entity or an enum value, so use an AppEntity or AppEnum type [target-content-not-entity-or-enum]

  func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 26.0, *)
struct ShowArticleLinkIntent: TargetContentProvidingIntent {
  static let title: LocalizedStringResource = "Show Article Link"

  @Parameter(title: "Link")
  var target: URL?  // expected: 23:7: error: The 'target' of the TargetContentProvidingIntent 'ShowArticleLinkIntent' is 'URL?', which is not an AppEntity or AppEnum; the system can only hand the intent an entity or an enum value, so use an AppEntity or AppEnum type [target-content-not-entity-or-enum]

  func perform() async throws -> some IntentResult { .result() }
}

struct OpenArticleIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Article"

  @Parameter(title: "Article") var target: Article  // expected: 31:36: error: The 'target' of the OpenIntent 'OpenArticleIntent' is 'Article', which is not an AppEntity or AppEnum; the system can only hand the intent an entity or an enum value, so use an AppEntity or AppEnum type [target-content-not-entity-or-enum]

  func perform() async throws -> some IntentResult { .result() }
}
