import Diagnostics
import FindingFilters
import Source
import Testing

@Suite struct SuppressionTests {
  private let filter = SuppressionFilter(knownRuleIDs: TestCatalog.knownIDs)

  /// A finding of `rule` at the `occurrence`-th (0-based) place `marker` appears in `source`.
  private func finding(_ rule: DiagnosticID, at marker: String, occurrence: Int = 0, in source: String) -> Diagnostic {
    let bytes = Array(source.utf8)
    let needle = Array(marker.utf8)
    var found = -1
    var seen = 0
    for start in 0...(bytes.count - needle.count) where Array(bytes[start..<start + needle.count]) == needle {
      if seen == occurrence {
        found = start
        break
      }
      seen += 1
    }
    precondition(found >= 0, "marker \(marker) not found")
    return Diagnostic(
      id: rule, severity: .warning, message: "finding", path: "A.swift",
      range: ByteRange(start: found, length: needle.count))
  }

  /// `line:column rule` for each diagnostic, and the message for warnings.
  private func describe(_ diagnostics: [Diagnostic], in source: String, messages: Bool = false) -> [String] {
    let table = LineTable(bytes: Array(source.utf8))
    return diagnostics.map {
      let location = table.location(of: $0.range.start)
      return "\(location.line):\(location.column) \($0.id)" + (messages ? ": \($0.message)" : "")
    }
  }

  private func apply(
    _ source: String, _ findings: [Diagnostic], filter: SuppressionFilter? = nil
  )
    -> SuppressionFilter.Outcome
  {
    (filter ?? self.filter).apply(findings, in: SourceFile(path: "A.swift", text: source))
  }

  @Test func disableNextLine() {
    let source = """
      // appintents:disable-next-line non-literal-title - computed on purpose
      static var title = makeTitle()
      static var other = makeTitle()
      """
    let outcome = apply(
      source,
      [
        finding("non-literal-title", at: "makeTitle", in: source),
        finding("too-many-shortcuts", at: "static", in: source),
        finding("non-literal-title", at: "makeTitle", occurrence: 1, in: source),
      ])
    #expect(describe(outcome.suppressed, in: source) == ["2:20 non-literal-title"])
    #expect(describe(outcome.kept, in: source) == ["2:1 too-many-shortcuts", "3:20 non-literal-title"])
    #expect(outcome.warnings.isEmpty)
  }

  @Test func disableLineAsATrailingComment() {
    let source = """
      let a = f() // appintents:disable-line non-literal-title
      let b = f()
      """
    let outcome = apply(
      source,
      [
        finding("non-literal-title", at: "f()", in: source),
        finding("non-literal-title", at: "f()", occurrence: 1, in: source),
      ])
    #expect(describe(outcome.suppressed, in: source) == ["1:9 non-literal-title"])
    #expect(describe(outcome.kept, in: source) == ["2:9 non-literal-title"])
  }

  @Test func regionsFromDisableToEnable() {
    let source = """
      a() // before
      b() // appintents:disable non-literal-title too-many-shortcuts
      c()
      d() // appintents:enable non-literal-title
      e()
      """
    let outcome = apply(
      source,
      [
        finding("non-literal-title", at: "a()", in: source),
        finding("non-literal-title", at: "b()", in: source),
        finding("non-literal-title", at: "c()", in: source),
        finding("non-literal-title", at: "d()", in: source),
        finding("non-literal-title", at: "e()", in: source),
        finding("too-many-shortcuts", at: "e()", in: source),
      ])
    // The region starts at the beginning of the disable comment's line and ends where the
    // enable comment starts; `too-many-shortcuts` stays disabled to the end of the file.
    #expect(
      describe(outcome.suppressed, in: source) == [
        "2:1 non-literal-title", "3:1 non-literal-title", "4:1 non-literal-title", "5:1 too-many-shortcuts",
      ])
    #expect(describe(outcome.kept, in: source) == ["1:1 non-literal-title", "5:1 non-literal-title"])
    #expect(outcome.warnings.isEmpty)
  }

  @Test func disableAllWithExceptions() {
    let source = """
      // appintents:disable all
      a()
      // appintents:enable too-many-shortcuts
      b()
      // appintents:enable
      c()
      """
    let findings = ["a()", "b()", "c()"].flatMap { marker in
      [finding("non-literal-title", at: marker, in: source), finding("too-many-shortcuts", at: marker, in: source)]
    }
    let outcome = apply(source, findings)
    #expect(
      describe(outcome.suppressed, in: source) == [
        "2:1 non-literal-title", "2:1 too-many-shortcuts", "4:1 non-literal-title",
      ])
    #expect(
      describe(outcome.kept, in: source) == [
        "4:1 too-many-shortcuts", "6:1 non-literal-title", "6:1 too-many-shortcuts",
      ])
    #expect(outcome.warnings.isEmpty)
  }

  @Test func disableFileAppliesEverywhere() {
    let source = """
      a()
      b()
      // appintents:disable-file too-many-shortcuts, non-literal-title
      """
    let outcome = apply(
      source,
      [
        finding("too-many-shortcuts", at: "a()", in: source), finding("non-literal-title", at: "b()", in: source),
        finding("phrase-missing-app-name", at: "b()", in: source),
      ])
    #expect(describe(outcome.suppressed, in: source) == ["1:1 too-many-shortcuts", "2:1 non-literal-title"])
    #expect(describe(outcome.kept, in: source) == ["2:1 phrase-missing-app-name"])
  }

  @Test func allAndNoRuleMeanEveryRule() {
    let source = """
      // appintents:disable-next-line all
      a()
      // appintents:disable-next-line
      b()
      c() /* appintents:disable-line */
      """
    let findings = ["a()", "b()", "c()"].map { finding("phrase-missing-app-name", at: $0, in: source) }
    let outcome = apply(source, findings)
    #expect(outcome.kept.isEmpty)
    #expect(outcome.suppressed.count == 3)
    #expect(outcome.warnings.isEmpty)
  }

  @Test func blockComments() {
    let source = """
      /* appintents:disable-next-line non-literal-title */
      a()
      b() /* appintents:disable-line
             too-many-shortcuts */ c()
      d()
      """
    let outcome = apply(
      source,
      [
        finding("non-literal-title", at: "a()", in: source),
        finding("too-many-shortcuts", at: "b()", in: source),
        finding("too-many-shortcuts", at: "c()", in: source),
        finding("too-many-shortcuts", at: "d()", in: source),
      ])
    // A block comment over several lines covers each of them with disable-line.
    #expect(
      describe(outcome.suppressed, in: source) == [
        "2:1 non-literal-title", "3:1 too-many-shortcuts", "4:30 too-many-shortcuts",
      ])
    #expect(describe(outcome.kept, in: source) == ["5:1 too-many-shortcuts"])
  }

  @Test func textInsideStringLiteralsIsNotAComment() {
    let source = #"""
      let a = "// appintents:disable-next-line non-literal-title"
      let b = f()
      let c = """
        /* appintents:disable-file all */
        // appintents:disable-line all
        """
      let d = #"// appintents:disable-next-line all"#
      let e = f()
      /// appintents:disable-next-line non-literal-title (documentation shows the syntax)
      let g = f()
      """#
    let findings = (0..<3).map { finding("non-literal-title", at: "f()", occurrence: $0, in: source) }
    let outcome = apply(source, findings)
    #expect(outcome.suppressed.isEmpty)
    #expect(
      describe(outcome.kept, in: source) == [
        "2:9 non-literal-title", "8:9 non-literal-title", "10:9 non-literal-title",
      ])
    #expect(outcome.warnings.isEmpty)
  }

  @Test func unusedAndUnknownSuppressionsAreReportedAtTheName() {
    let source = """
      // appintents:disable-next-line non-literal-title too-many-shortcuts
      a()
      b() // appintents:disable-line phrase-missing-appname
      // appintents:disable-file all
      // appintents:enable non-literal-title
      // appintents:disable too-many-shortcuts
      // appintents:disabel non-literal-title
      """
    let outcome = apply(source, [finding("non-literal-title", at: "a()", in: source)])
    #expect(describe(outcome.kept, in: source).isEmpty)
    #expect(
      describe(outcome.warnings, in: source, messages: true) == [
        "1:51 unused-suppression: unused suppression: no 'too-many-shortcuts' finding on line 2",
        "3:32 unknown-rule-in-suppression: unknown rule 'phrase-missing-appname' in suppression comment "
          + "(did you mean 'phrase-missing-app-name'?)",
        "5:22 unused-suppression: unused suppression: 'appintents:enable non-literal-title' does not end a disabled "
          + "region",
        "6:23 unused-suppression: unused suppression: no 'too-many-shortcuts' finding in the disabled region",
        "7:15 invalid-suppression: unknown suppression command 'disabel'; expected one of disable-next-line, "
          + "disable-line, disable, enable, disable-file",
      ])
    // `disable-file all` was used: it also covers the finding on line 2.
    #expect(outcome.warnings.allSatisfy { $0.severity == .warning && $0.path == "A.swift" })
  }

  @Test func unusedAllIsReported() {
    let source = "a() // appintents:disable-line\n// appintents:disable-file all\n"
    let outcome = apply(source, [])
    #expect(
      describe(outcome.warnings, in: source, messages: true) == [
        "1:19 unused-suppression: unused suppression: no finding on this line",
        "2:28 unused-suppression: unused suppression: no finding in this file",
      ])
  }

  @Test func rulesThatDidNotRunAreNotReportedAsUnused() {
    let source = "// appintents:disable-file missing-description non-literal-title\n"
    let filter = SuppressionFilter(knownRuleIDs: TestCatalog.knownIDs, ruleIDsThatRan: ["non-literal-title"])
    let outcome = apply(source, [], filter: filter)
    #expect(describe(outcome.warnings, in: source) == ["1:48 unused-suppression"])
  }

  @Test func reasonsAndSeparators() {
    let source = """
      // appintents:disable-next-line non-literal-title,too-many-shortcuts - the - dash, and words
      a()
      """
    let scan = SuppressionScanner.scan(Array(source.utf8))
    #expect(scan.directives.count == 1)
    #expect(scan.directives.first?.rules.map(\.name) == ["non-literal-title", "too-many-shortcuts"])
    #expect(scan.directives.first?.reason == "the - dash, and words")
    #expect(scan.directives.first?.command == .disableNextLine)
    let outcome = apply(
      source,
      [finding("non-literal-title", at: "a()", in: source), finding("too-many-shortcuts", at: "a()", in: source)])
    #expect(outcome.kept.isEmpty && outcome.warnings.isEmpty)
  }

  @Test func proseAfterThePrefixIsNotADirective() {
    let scan = SuppressionScanner.scan(Array("// appintents: the tool we use\n/* appintents:*/\n".utf8))
    #expect(scan.directives.isEmpty && scan.malformed.isEmpty)
  }

  @Test func crlfLineEndings() {
    let source =
      "a()\r\n// appintents:disable-next-line non-literal-title\r\nb()\r\nc() // appintents:disable-line all\r\nd()\r\n"
    let findings = ["a()", "b()", "c()", "d()"].map { finding("non-literal-title", at: $0, in: source) }
    let outcome = apply(source, findings)
    #expect(describe(outcome.suppressed, in: source) == ["3:1 non-literal-title", "4:1 non-literal-title"])
    #expect(describe(outcome.kept, in: source) == ["1:1 non-literal-title", "5:1 non-literal-title"])
    #expect(outcome.warnings.isEmpty)
  }

  @Test func filesWithoutDirectivesAreUntouched() {
    let source = "let a = f()\n// an ordinary comment\n"
    let findings = [finding("non-literal-title", at: "f()", in: source)]
    #expect(!SuppressionScanner.mayContainDirective(Array(source.utf8)))
    #expect(SuppressionScanner.mayContainDirective(Array("x appintents:".utf8)))
    #expect(!SuppressionScanner.mayContainDirective(Array("appintents".utf8)))
    #expect(SuppressionScanner.mayContainDirective(Array("appintents:".utf8)))
    #expect(!SuppressionScanner.mayContainDirective(Array(":appintents :ppintents: appintent:".utf8)))
    #expect(!SuppressionScanner.mayContainDirective([]))
    let outcome = apply(source, findings)
    #expect(outcome.kept == findings && outcome.suppressed.isEmpty && outcome.warnings.isEmpty)
  }

  @Test func findingsOfOtherFilesAreKept() {
    let source = "// appintents:disable-file all\n"
    var other = finding("non-literal-title", at: "all", in: source)
    other.path = "B.swift"
    let outcome = apply(source, [other])
    #expect(outcome.kept == [other])
    #expect(outcome.warnings.count == 1)
  }
}
