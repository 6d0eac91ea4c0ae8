import AppIntents

struct ImplicitReturnTitleIntent: AppIntent {
    static var title: LocalizedStringResource { "Implicit Return" }
    static var description: IntentDescription? { IntentDescription("Computed description") }
    func perform() async throws -> some IntentResult { .result() }
}

struct ExplicitReturnTitleIntent: AppIntent {
    static var title: LocalizedStringResource {
        return "Explicit Return"
    }
    static var openAppWhenRun: Bool { return true }
    func perform() async throws -> some IntentResult { .result() }
}

struct StatementBeforeReturnIntent: AppIntent {
    static var title: LocalizedStringResource {
        let name = "Statement First"
        return LocalizedStringResource(stringLiteral: name)
    }
    func perform() async throws -> some IntentResult { .result() }
}

struct ConditionalTitleIntent: AppIntent {
    static var title: LocalizedStringResource {
        if isBeta { "Beta Title" } else { "Release Title" }
    }
    static var isDiscoverable: Bool {
        switch Catalog.exportTitle.key {
        case "": false
        default: true
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

struct GuardedTitleIntent: AppIntent {
    static var title: LocalizedStringResource {
        guard !isBeta else { return "Guarded Beta" }
        return "Guarded"
    }
    func perform() async throws -> some IntentResult { .result() }
}

struct FunctionTitleIntent: AppIntent {
    static let title = localizedTitle("FUNCTION_TITLE")
    static let description = IntentDescription(localizedTitle("FUNCTION_DESCRIPTION"))
    func perform() async throws -> some IntentResult { .result() }
}

struct StaticHelperTitleIntent: AppIntent {
    static let title = Catalog.resource("HELPER_TITLE")
    func perform() async throws -> some IntentResult { .result() }
}

struct CatalogMemberTitleIntent: AppIntent {
    static let title: LocalizedStringResource = .scanTitle
    static let shortName = Catalog.exportTitle
    func perform() async throws -> some IntentResult { .result() }
}

struct ConcatenatedTitleIntent: AppIntent {
    static let prefix = "Concatenated"
    static let title = LocalizedStringResource(stringLiteral: prefix + " Title")
    static let subtitle: String = "Sub" + "title"
    func perform() async throws -> some IntentResult { .result() }
}

struct GlobalReferenceTitleIntent: AppIntent {
    static let title = sharedTitle
    func perform() async throws -> some IntentResult { .result() }
}

struct SiblingReferenceIntent: AppIntent {
    static let baseTitle: LocalizedStringResource = "Sibling"
    static var title: LocalizedStringResource { baseTitle }
    static let alias = Self.baseTitle
    static let qualified = SiblingReferenceIntent.baseTitle
    func perform() async throws -> some IntentResult { .result() }
}

struct TernaryTitleIntent: AppIntent {
    static let title: LocalizedStringResource = isBeta ? "Ternary Beta" : "Ternary"
    func perform() async throws -> some IntentResult { .result() }
}

struct InterpolatedTitleIntent: AppIntent {
    static let version = 3
    static let title: LocalizedStringResource = "Interpolated v\(version) \(Catalog.exportTitle)"
    static let closureTitle: LocalizedStringResource = { "From Closure" }()
    func perform() async throws -> some IntentResult { .result() }
}
