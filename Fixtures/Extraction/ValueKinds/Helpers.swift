import AppIntents

let sharedTitle: LocalizedStringResource = "Shared"

func makeTitle(_ text: String, count: Int = 2) -> LocalizedStringResource {
    LocalizedStringResource(stringLiteral: text)
}

enum Payload: Hashable, Sendable {
    case none
    case one(Int)
    case pair(label: String, Double)
}

struct Box: Sendable {
    var value: Int
    static let zero = Box(value: 0)
    static func make(_ value: Int) -> Box { Box(value: value) }
}

struct Nested: Sendable {
    struct Inner: Sendable {
        var name: String
        var count: Int?
    }
    var inner: Inner
    var list: [Int]
}
