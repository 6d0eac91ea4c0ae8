import AppIntents

@AppIntent(schema: .mail.createDraft)  // expected: 3:1: error: '@AppIntent(schema:)' needs iOS 18.0, but the deployment target is iOS 17.0 and 'CreateDraftIntent' is not marked '@available(iOS 18.0, *)'; add that annotation to 'CreateDraftIntent' or an enclosing type [schema-macro-availability]
struct CreateDraftIntent {
  var target: MailDraftEntity

  func perform() async throws -> some IntentResult { .result() }
}

// Annotated, but below the schemas' iOS 18.
@available(iOS 17.0, *)
@AppEntity(schema: .mail.draft)  // expected: 12:1: error: '@AppEntity(schema:)' needs iOS 18.0, but the deployment target is iOS 17.0 and 'MailDraftEntity' is not marked '@available(iOS 18.0, *)'; add that annotation to 'MailDraftEntity' or an enclosing type [schema-macro-availability]
struct MailDraftEntity {
  static let defaultQuery = MailDraftQuery()

  var id: String
  var subject: String?
  var body: String?
  var to: [IntentPerson]
  var cc: [IntentPerson]
  var bcc: [IntentPerson]
  var attachments: [IntentFile]

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(subject ?? "Draft")") }
}

@available(iOS 17.0, *)
struct MailDraftQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [MailDraftEntity] { [] }
}

enum PhotoSchemas {
  @AssistantIntent(schema: .photos.openAsset)  // expected: 33:3: error: '@AssistantIntent(schema:)' needs iOS 18.0, but the deployment target is iOS 17.0 and 'OpenPhotoIntent' is not marked '@available(iOS 18.0, *)'; add that annotation to 'OpenPhotoIntent' or an enclosing type [schema-macro-availability]
  struct OpenPhotoIntent {
    var target: PhotoEntity

    func perform() async throws -> some IntentResult { .result() }
  }
}

@available(iOS 18.0, *)
@AppEntity(schema: .photos.asset)
struct PhotoEntity {
  static let defaultQuery = PhotoQuery()

  var id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

@available(iOS 18.0, *)
struct PhotoQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [PhotoEntity] { [] }
}

@AppEnum(schema: .photos.assetType)  // expected: 55:1: error: '@AppEnum(schema:)' needs iOS 18.0, but the deployment target is iOS 17.0 and 'AssetKind' is not marked '@available(iOS 18.0, *)'; add that annotation to 'AssetKind' or an enclosing type [schema-macro-availability]
enum AssetKind: String {
  case photo, video
}
