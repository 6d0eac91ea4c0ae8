import AppIntents

@available(iOS 17.0, macOS 14, *)
@available(watchOS, unavailable)
@available(tvOS, deprecated: 17, message: "Use the new intent")
struct ValueKindsIntent: AppIntent {
    static let title: LocalizedStringResource = "Value Kinds"

    // Literals
    static let integer = 42
    static let hex = 0x1F
    static let underscored = 1_000_000
    static let negative = -7
    static let double = 2.5
    static let exponent = 1.5e3
    static let negativeDouble = -0.25
    static let boolean = true
    static let string = "plain"
    static let escapes = "tab\tquote\"newline\nemoji\u{1F600}"
    static let multiline = """
        line one
        line two
        """
    static let raw = #"raw \(not) "quoted""#
    static let empty = ""

    // Collections and optionals
    static let emptyArray: [Int] = []
    static let emptyDictionary: [String: Int] = [:]
    static let nestedArray = [[1], [2, 3]]
    static let arrayOfTuples = [(1, "a"), (2, "b")]
    static let dictionary = ["one": 1, "two": 2]
    static let enumKeyedDictionary: [Payload: String] = [.none: "none", .one(1): "one"]
    static let optionalNil: String? = nil
    static let optionalSome: String? = "some"
    static let mixed: [Any] = [1, "two", Box.zero]

    // References and calls
    static let globalReference = sharedTitle
    static let siblingReference = Self.integer
    static let bareSibling: Int = integer
    static let freeFunction = makeTitle("t")
    static let freeFunctionLabeled = makeTitle("t", count: 3)
    static let staticFunction = Box.make(3)
    static let staticMember = Box.zero
    static let implicitMember: Box = .zero
    static let implicitInit: Box = .init(value: 2)
    static let explicitInit = Box.init(value: 4)
    static let plainInit = Box(value: 5)
    static let genericInit = [Int]()
    static let repeatingInit = Array(repeating: 0, count: 2)

    // Enums and types
    static let enumPlain = Payload.none
    static let enumPayload = Payload.one(1)
    static let enumLabeled: Payload = .pair(label: "x", 2.5)
    static let typeValue = Box.self
    static let nestedTypeValue = Nested.Inner.self

    // Key paths
    static let keyPath = \Nested.inner.name
    static let subscriptKeyPath = \Nested.list[0]
    static let countKeyPath = \Nested.list.count

    // Interpolation and operators
    static let interpolated: LocalizedStringResource = "Count \(integer) of \(sharedTitle)"
    static let interpolatedString = "x\(hex)y"
    static let concatenated = "a" + "b"
    static let sum = 1 + 2
    static let negation = !true
    static let ternary = true ? "a" : "b"
    static let closureCall = { "c" }()
    static let forceUnwrapped = Int("3")!
    static let tryOptional = try? JSONDecoder().decode(Int.self, from: Data())
    static let coerced = 3 as Int
    static let erased = 3 as Any
    static let parenthesized = ((((5))))
    static let tuple = (first: 1, second: "2")

    // Getters
    static var implicitGetter: String { "implicit" }
    static var returnGetter: String { return "return" }
    static var commentedGetter: String {
        // A comment is not a statement.
        return "commented"
    }
    static var twoStatementGetter: String {
        let a = "a"
        return a
    }
    static var ifGetter: String {
        if integer > 1 { return "big" } else { return "small" }
    }
    static var ifExpressionGetter: String { if integer > 1 { "big" } else { "small" } }
    static var switchGetter: String {
        switch integer {
        case 0: "zero"
        default: "other"
        }
    }
    static var guardGetter: String {
        guard integer > 0 else { return "negative" }
        return "positive"
    }
    static var getterAndSetter: Int {
        get { 1 }
        set {}
    }
    @available(iOS 18, *)
    static var availableProperty: String { "available" }

    // Instance properties
    lazy var lazyValue = 5
    var storedVar = "stored"
    let storedLet: Int = 7
    var withoutInitializer: Int
    var observed: Int = 3 {
        didSet {}
    }
    var computed: Int { storedLet * 2 }

    init() { withoutInitializer = 0 }

    func perform() async throws -> some IntentResult { .result() }
}

extension ValueKindsIntent {
    static let fromExtension = "extension"
    static var computedInExtension: Int { 42 }
}
