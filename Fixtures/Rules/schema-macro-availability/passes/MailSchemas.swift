import AppIntents

@available(iOS 18.0, *)
@AppIntent(schema: .mail.createDraft)
struct CreateDraftIntent {
  var target: MailDraftEntity

  func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 18.0, macOS 15.0, *)
@AppEntity(schema: .mail.draft)
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

@available(iOS 18.0, *)
struct MailDraftQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [MailDraftEntity] { [] }
}

// Covered by the enclosing extension's annotation.
enum PhotoSchemas {}

@available(iOS 18.0, *)
extension PhotoSchemas {
  @AssistantIntent(schema: .photos.openAsset)
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

@available(iOS 26.0, *)
@AppEnum(schema: .photos.assetType)
enum AssetKind: String {
  case photo, video
}

// An ordinary intent needs only iOS 16, which the deployment target gives.
struct ArchiveMailIntent: AppIntent {
  static let title: LocalizedStringResource = "Archive Mail"
  func perform() async throws -> some IntentResult { .result() }
}
