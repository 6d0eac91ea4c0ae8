import Evaluator
import Model
import Source
import Syntax
import Testing

/// The evaluator's rules, one expectation each: literal text, strings, look-through, what is
/// Runtime and why, getters, builders, and resilience to pathological input.
@Suite struct ConstantEvaluatorTests {
  /// Evaluates the static property `value` of `struct T` declared with `declaration`.
  static func value(_ declaration: String, extra: String = "") -> ConstantValue {
    let source = "struct T: AppIntent {\n  \(declaration)\n}\n\(extra)\n"
    return LargeStack.run {
      let file = ParsedFile(SourceFile(path: "T.swift", text: source))
      let index = ModuleIndex(
        moduleName: "M", files: [file], ifConfig: IfConfigEvaluator(configuration: BuildConfiguration()))
      let properties = ModelExtractor(index: index).evaluatedProperties(of: ["T"])
      return properties.first { $0.name == "value" }?.value ?? ConstantValue(.runtime(.missing), range: .empty(at: 0))
    }
  }

  static func literal(_ value: ConstantValue) -> String? {
    if case .rawLiteral(let literal) = value.kind { return literal.text }
    return nil
  }

  @Test(arguments: [
    ("static let value = 42", "42"), ("static let value = 1_000_000", "1000000"), ("static let value = -7", "-7"),
    ("static let value = 0x1F", "0x1F"), ("static let value = 1.5e3", "1.5e3"), ("static let value = -0.25", "-0.25"),
    ("static let value = true", "true"), ("static let value = ((((5))))", "5"), ("static let value = 3 as Int", "3"),
  ])
  func literalText(_ testCase: (String, String)) {
    #expect(Self.literal(Self.value(testCase.0)) == testCase.1)
  }

  @Test func stringEscapesAndRawStrings() {
    #expect(Self.literal(Self.value(#"static let value = "tab\tquote\" \u{1F600}""#)) == "tab\tquote\" 😀")
    #expect(Self.literal(Self.value(##"static let value = #"raw \(not) \#n"#"##)) == "raw \\(not) \n")
  }

  @Test func multilineStringsStripIndentationAndContinuations() {
    let declaration = "static let value = \"\"\"\n    first line\n      indented \\\n    continued\n    \"\"\""
    #expect(Self.literal(Self.value(declaration)) == "first line\n  indented continued")
  }

  @Test func interpolationAlternatesLiteralPieces() {
    let value = Self.value(#"static let value: LocalizedStringResource = "\(.applicationName) opens \(\.$dish)""#)
    guard case .interpolatedString(let segments) = value.kind else {
      Issue.record("expected an interpolated string, got \(value.kind.compilerName)")
      return
    }
    #expect(segments.map(\.kind.compilerName) == ["RawLiteral", "Enum", "RawLiteral", "KeyPath", "RawLiteral"])
    #expect(Self.literal(segments[0]) == "" && Self.literal(segments[4]) == "")
  }

  @Test func literalCoercionIsTheLiteral() {
    #expect(Self.literal(Self.value(#"static let value = LocalizedStringResource("Order")"#)) == "Order")
    let call = Self.value(#"static let value = LocalizedStringResource("KEY", comment: "c")"#)
    #expect(call.kind.compilerName == "InitCall")
  }

  @Test(arguments: [
    (#"static let value = "a" + "b""#, "an operator expression ('+')"),
    ("static let value = !true", "an operator expression ('!')"),
    ("static let value = flag ? 1 : 2", "an operator expression ('? :')"),
    ("static let value = { 1 }()", "a closure"),
    ("static let value = try? load()", "a 'try' expression"),
    ("static let value = globalTitle", "a reference to 'globalTitle', which is not a static member of this type"),
    ("static var value: Int { let x = 1; return x }", "a computed getter whose first statement is not a 'return'"),
    ("static let value = #fileID", "the macro '#fileID'"),
    (#"static let value = \T.a?.b"#, "a key path with optional chaining"),
  ])
  func runtimeValuesSayWhy(_ testCase: (String, String)) {
    let value = Self.value(testCase.0)
    guard case .runtime(let reason) = value.kind else {
      Issue.record("\(testCase.0): expected Runtime, got \(value.kind.compilerName)")
      return
    }
    #expect(reason.description == testCase.1)
  }

  @Test func siblingStaticIsAMemberReferenceInAnInitializerButNotInAGetter() {
    let initializer = Self.value("static let base = 1\n  static let value = base")
    #expect(initializer.kind == .memberReference(baseType: "M.T", member: "base"))
    let getter = Self.value("static let base = 1\n  static var value: Int { base }")
    #expect(getter.kind == .runtime(.implicitSelfReference("base")))
  }

  @Test func gettersWithReturnOrASingleExpression() {
    #expect(Self.literal(Self.value(#"static var value: String { "Implicit" }"#)) == "Implicit")
    #expect(Self.literal(Self.value(#"static var value: String { return "Explicit" }"#)) == "Explicit")
    #expect(Self.literal(Self.value(#"static var value: String { get { "Get" } set {} }"#)) == "Get")
  }

  @Test func resultBuilderMembers() {
    let value = Self.value(
      """
      @AppShortcutsBuilder static var value: [AppShortcut] {
          AppShortcut(intent: A(), phrases: ["a \\(.applicationName)"])
          if #available(iOS 18, *) { AppShortcut(intent: B(), phrases: []) }
          if flag { AppShortcut(intent: C(), phrases: []) } else { AppShortcut(intent: D(), phrases: []) }
          if flag { AppShortcut(intent: E(), phrases: []) }
          for intent in intents { AppShortcut(intent: intent, phrases: []) }
        }
      """)
    guard case .builder(let type, let members) = value.kind else {
      Issue.record("expected a Builder, got \(value.kind.compilerName)")
      return
    }
    #expect(type == "AppIntents.AppShortcutsBuilder")
    #expect(members.count == 5)
    if case .limitedAvailability(let versions, _, _) = members[1] {
      #expect(versions == [PlatformVersion(platform: "iOS", version: "18")])
    } else {
      Issue.record("second member should be limited availability")
    }
  }

  @Test func pathologicalInputNeverTraps() {
    let chain = "static let value = a" + String(repeating: ".b", count: 100_000)
    #expect(Self.value(chain).kind.compilerName == "Runtime")
    let nested = "static let value = " + String(repeating: "[", count: 200) + "1" + String(repeating: "]", count: 200)
    #expect(Self.value(nested).kind.compilerName == "Array")
    let big = "static let value = 99999999999999999999999999999999999999999"
    #expect(Self.literal(Self.value(big)) == "99999999999999999999999999999999999999999")
  }
}
