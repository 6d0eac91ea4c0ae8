import Foundation
import TestSupport
import Testing

/// Focused checks that the compiler, run through the oracle, classifies values the way
/// `docs/const-values.md` says. Each test compiles a small inline module against the stub.
@Suite(.enabled(if: Oracle.isAvailable, "requires swiftc on PATH"))
struct ValueKindTests {
  static let source = """
    import AppIntents

    let sharedTitle: LocalizedStringResource = "Shared"
    func makeTitle() -> LocalizedStringResource { "Made" }

    struct LiteralIntent: AppIntent {
      static let title: LocalizedStringResource = "Literal"
      @Parameter(title: "Count", default: 3) var count: Int
      func perform() async throws -> some IntentResult { .result() }
    }
    struct ImplicitGetterIntent: AppIntent {
      static var title: LocalizedStringResource { "Implicit" }
      func perform() async throws -> some IntentResult { .result() }
    }
    struct ReturnGetterIntent: AppIntent {
      static var title: LocalizedStringResource { return "Returned" }
      func perform() async throws -> some IntentResult { .result() }
    }
    struct TwoStatementIntent: AppIntent {
      static var title: LocalizedStringResource {
        let text = "Two"
        return LocalizedStringResource(stringLiteral: text)
      }
      func perform() async throws -> some IntentResult { .result() }
    }
    struct CallIntent: AppIntent {
      static let title = makeTitle()
      func perform() async throws -> some IntentResult { .result() }
    }
    struct GlobalIntent: AppIntent {
      static let title = sharedTitle
      func perform() async throws -> some IntentResult { .result() }
    }
    struct Shortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: LiteralIntent(), phrases: ["Count \\(\\.$count) in \\(.applicationName)"])
      }
    }
    struct NotAnIntent {
      static let title = "ignored"
    }
    """

  static let report: Result<ConstValueReport, any Error> = Result {
    guard case .ready(let oracle) = ConstValueOracle.shared else { throw Oracle.OracleUnavailable() }
    let result = try oracle.extract(sources: ["Intents": source], moduleName: "Kinds")
    guard result.typeChecks else { throw ConstValueOracleError.unreadableOutput(result.failures) }
    return try result.files[0].report()
  }

  func property(_ type: String, _ label: String) throws -> ConstProperty {
    let report = try Self.report.get()
    return try #require(report.type(named: "Kinds.\(type)")?.property(label), "no \(type).\(label)")
  }

  @Test func onlyConformingTypesAreReported() throws {
    let names = try Self.report.get().types.map(\.typeName)
    #expect(names.contains("Kinds.Shortcuts"))
    #expect(!names.contains("Kinds.NotAnIntent"))
  }

  @Test func staticLetLiteralIsRawLiteral() throws {
    let title = try property("LiteralIntent", "title")
    #expect(title.value == .rawLiteral("Literal"))
    #expect(title.isStatic && !title.isComputed)
    #expect(title.type == "AppIntents.LocalizedStringResource")
  }

  @Test func singleExpressionAndReturnGettersAreExtracted() throws {
    let implicit = try property("ImplicitGetterIntent", "title")
    #expect(implicit.value == .rawLiteral("Implicit"))
    #expect(implicit.isComputed)
    #expect(try property("ReturnGetterIntent", "title").value == .rawLiteral("Returned"))
  }

  @Test func getterWithAStatementBeforeItsReturnIsRuntime() throws {
    #expect(try property("TwoStatementIntent", "title").value == .runtime)
  }

  @Test func freeFunctionCallIsFunctionCall() throws {
    #expect(try property("CallIntent", "title").value == .functionCall(name: "makeTitle", arguments: []))
  }

  @Test func referenceToAGlobalConstantIsRuntime() throws {
    #expect(try property("GlobalIntent", "title").value == .runtime)
  }

  @Test func parameterWrapperListsWrittenArgumentsOnly() throws {
    let count = try property("LiteralIntent", "count")
    let wrapper = try #require(count.propertyWrappers?.first)
    #expect(wrapper.type == "AppIntents.IntentParameter")
    #expect(wrapper.arguments.map(\.label) == ["title", "default"])
    #expect(wrapper.arguments.map(\.value) == [.rawLiteral("Count"), .rawLiteral("3")])
    let storage = try property("LiteralIntent", "_count")
    guard case .initCall(let type, let arguments) = storage.value else {
      Issue.record("_count is \(storage.value.kindName)")
      return
    }
    #expect(type == "AppIntents.IntentParameter<Swift.Int>")
    #expect(arguments.count > wrapper.arguments.count, "the backing storage also lists defaulted arguments")
  }

  @Test func phraseIsAnInterpolationOfKeyPathAndApplicationName() throws {
    let shortcuts = try property("Shortcuts", "appShortcuts")
    guard case .builder(let builder) = shortcuts.value,
      case .initCall(_, let arguments)? = builder.members.first?.element
    else {
      Issue.record("unexpected appShortcuts value: \(shortcuts.value)")
      return
    }
    let phrases = try #require(arguments.first { $0.label == "phrases" })
    guard case .array(let elements) = phrases.value, case .interpolatedString(let segments)? = elements.first else {
      Issue.record("unexpected phrases value: \(phrases.value)")
      return
    }
    #expect(segments.map(\.kindName) == ["RawLiteral", "KeyPath", "RawLiteral", "Enum", "RawLiteral"])
    #expect(segments[3] == .enumCase(name: "applicationName", arguments: nil))
    if case .keyPath(let keyPath) = segments[1] {
      #expect(keyPath.path == "$count")
      #expect(keyPath.rootType == "Kinds.LiteralIntent")
    }
  }
}
