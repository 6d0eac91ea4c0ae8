import AppIntents

@AppIntent(schema: .photos.openAsset)
struct OpenAssetIntent: OpenIntent {
    var target: AssetEntity

    func perform() async throws -> some IntentResult {
        .result()
    }
}

@AppEntity(schema: .photos.asset)
struct AssetEntity: IndexedEntity {
    static let defaultQuery = AssetQuery()

    let id: String
    var title: String?
    var creationDate: Date?
    var assetType: AssetType?
    var isFavorite: Bool = false
    var hasSuggestedEdits: Bool = false

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title ?? "Photo")")
    }
}

struct AssetQuery: EntityStringQuery {
    func entities(for identifiers: [AssetEntity.ID]) async throws -> [AssetEntity] { [] }
    func entities(matching string: String) async throws -> [AssetEntity] { [] }
}

@AppEnum(schema: .photos.assetType)
enum AssetType: String, AppEnum {
    case photo
    case video

    static let caseDisplayRepresentations: [AssetType: DisplayRepresentation] = [
        .photo: "Photo",
        .video: "Video",
    ]
}

@AssistantIntent(schema: .mail.sendDraft)
struct SendDraftIntent {
    var target: String

    func perform() async throws -> some IntentResult {
        .result()
    }
}
