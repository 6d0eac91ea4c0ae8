import AppIntents

let sharedTitle: LocalizedStringResource = "Shared Title"

func localizedTitle(_ key: String) -> LocalizedStringResource {
    LocalizedStringResource(stringLiteral: key)
}

enum Catalog {
    static let exportTitle: LocalizedStringResource = "Export"
    static func resource(_ key: String, fallback: String = "?") -> LocalizedStringResource {
        LocalizedStringResource(stringLiteral: key)
    }
}

extension LocalizedStringResource {
    static let scanTitle: LocalizedStringResource = "Scan"
}

var isBeta: Bool { false }
