import AppIntents
import Foundation

@available(iOS 18.0, *)
@AppIntent(schema: .photos.openAsset)  // expected: 5:1: info: 'OpenAssetIntent' uses the @AppIntent(schema:) macro: the members it generates are not extracted, so its metadata is not checked [macro-generated-not-extracted]
struct OpenAssetIntent: OpenIntent {
  var target: AssetEntity

  @MainActor
  func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 18.0, *)
@AppEntity(schema: .photos.asset)  // expected: 14:1: info: 'AssetEntity' uses the @AppEntity(schema:) macro: the members it generates are not extracted, so its metadata is not checked [macro-generated-not-extracted]
struct AssetEntity: IndexedEntity {
  static let defaultQuery = AssetQuery()

  let id: String
  var title: String?
  var creationDate: Date?
  var isFavorite: Bool = false

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title ?? "Photo")") }
}

@available(iOS 18.0, *)
struct AssetQuery: EntityStringQuery {
  func entities(for identifiers: [AssetEntity.ID]) async throws -> [AssetEntity] { [] }
  func entities(matching string: String) async throws -> [AssetEntity] { [] }
}

@available(iOS 18.0, *)
@AppEnum(schema: .photos.assetType)  // expected: 33:1: info: 'AssetType' uses the @AppEnum(schema:) macro: the members it generates are not extracted, so its metadata is not checked [macro-generated-not-extracted]
enum AssetType: String, AppEnum {
  case photo
  case video
}

@available(iOS 18.0, *)
@AssistantIntent(schema: .mail.createDraft)  // expected: 40:1: info: 'CreateDraftIntent' uses the @AssistantIntent(schema:) macro: the members it generates are not extracted, so its metadata is not checked [macro-generated-not-extracted]
struct CreateDraftIntent {
  var target: String?

  func perform() async throws -> some IntentResult { .result() }
}
