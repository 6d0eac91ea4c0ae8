/// Ordinary Swift with behaviour: services with async code and closures, actors, SwiftUI views,
/// networking with multi-line and raw strings, numeric code, and tests.
enum BehaviourTemplates {
  /// A class with injected dependencies, async throwing methods, `guard`, `do`/`catch` and
  /// closures capturing `self` weakly.
  static func serviceClass(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    let noun = r.noun()
    let name = noun + r.pick(["Service", "Store", "Coordinator", "Repository", "Controller"])
    let item = lowerFirst(noun)
    DocComments.write(&w, &r)
    if r.chance(50) { w.line("@MainActor") }
    w.block("final class \(name)\(r.chance(50) ? ": ObservableObject" : "") {") { w in
      w.line("// MARK: Dependencies")
      w.line("")
      w.line("private let client: \(noun)Client")
      w.line("private let cache: \(noun)Cache")
      w.line("")
      w.line("// MARK: State")
      w.line("")
      w.line("@Published private(set) var \(item)s: [\(noun)] = []")
      w.line("@Published var isLoading = false")
      w.line("private var refreshTask: Task<Void, Never>?")
      w.line("")
      w.block("init(client: \(noun)Client, cache: \(noun)Cache = .shared) {") { w in
        w.line("self.client = client")
        w.line("self.cache = cache")
      }
      for _ in 0..<r.int(1...4) {
        w.line("")
        asyncMethod(&w, &r, noun: noun)
      }
      w.line("")
      w.block("func scheduleRefresh(every interval: Duration = .seconds(\(r.int(5...300)))) {") { w in
        w.line("refreshTask?.cancel()")
        w.block("refreshTask = Task { [weak self] in") { w in
          w.block("while !Task.isCancelled {") { w in
            w.line("try? await Task.sleep(for: interval)")
            w.line("await self?.reload()")
          }
        }
      }
      w.line("")
      w.block("private func reload() async {") { w in
        w.line("isLoading = true")
        w.line("defer { isLoading = false }")
        w.block("do {") { w in
          w.line("let fresh = try await client.fetchAll(limit: \(r.int(10...500)))")
          DocComments.inlineComment(&w, &r)
          w.line("\(item)s = fresh.filter { !$0.isHidden }.sorted { $0.updatedAt > $1.updatedAt }")
          w.outdented("} catch let error as URLError where error.code == .notConnectedToInternet {")
          w.line(#"logger.info("Offline; showing \(\#(item)s.count) cached \#(item)s until the connection returns")"#)
          w.line("\(item)s = cache.load() ?? []")
          w.outdented("} catch {")
          w.line(#"logger.error("Reloading \#(item)s failed: \(error.localizedDescription, privacy: .public)")"#)
        }
      }
    }
  }

  private static func asyncMethod(_ w: inout SwiftWriter, _ r: inout SeededRandom, noun: String) {
    let method = r.methodName()
    let item = lowerFirst(noun)
    if r.chance(60) { DocComments.write(&w, &r, parameters: ["id", "force"], returns: true, throws: true) }
    w.block("func \(method)(id: \(noun).ID, force: Bool = false) async throws -> \(noun)? {") { w in
      w.line("guard let index = \(item)s.firstIndex(where: { $0.id == id }) else { return nil }")
      if r.chance(30) { DocComments.inlineComment(&w, &r) }
      w.line("var \(item) = \(item)s[index]")
      if r.chance(50) {
        w.block("if force || \(item).needsUpdate {") { w in
          w.line("\(item) = try await client.\(method)(\(item))")
        }
      } else {
        w.line("\(item) = force ? try await client.\(method)(\(item)) : \(item)")
      }
      w.line("\(item)s[index] = \(item)")
      w.line("cache.store(\(item)s, key: \"\(item)s-\\(id)\")")
      w.line("return \(item)")
    }
  }

  /// An actor with a dictionary cache and `async let`.
  static func actorType(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    let noun = r.noun()
    w.line("/// Serialises access to the \(lowerFirst(noun)) cache.")
    DocComments.write(&w, &r)
    w.block("actor \(noun)Cache {") { w in
      w.line("static let shared = \(noun)Cache()")
      w.line("private var entries: [String: (value: \(noun), expires: ContinuousClock.Instant)] = [:]")
      w.line("private let lifetime: Duration = .seconds(\(r.int(30...3600)))")
      w.line("")
      DocComments.write(&w, &r, parameters: ["key"], returns: true)
      w.block("func value(for key: String) -> \(noun)? {") { w in
        w.line("guard let entry = entries[key], entry.expires > .now else { return nil }")
        w.line("return entry.value")
      }
      w.line("")
      DocComments.write(&w, &r, parameters: ["value", "key"])
      w.block("func insert(_ value: \(noun), for key: String) {") { w in
        w.line("entries[key] = (value, .now + lifetime)")
        w.line("if entries.count > \(r.int(64...4096)) { entries.removeAll(keepingCapacity: true) }")
      }
      w.line("")
      w.block(
        "nonisolated func prefetch(_ keys: [String], using loader: @Sendable @escaping (String) async -> \(noun)?) {"
      ) {
        w in
        w.block("Task {") { w in
          w.block("for key in keys {") { w in
            w.line("async let loaded = loader(key)")
            w.line("if let value = await loaded { await insert(value, for: key) }")
          }
        }
      }
    }
  }

  /// A SwiftUI view with state, nested builder closures, modifiers and a preview.
  static func swiftUIView(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    let noun = r.noun()
    let item = lowerFirst(noun)
    let name = noun + r.pick(["ListView", "Row", "DetailView", "Card", "Section"])
    if r.chance(60) { DocComments.write(&w, &r) }
    w.block("struct \(name): View {") { w in
      w.line("let \(item)s: [\(noun)]")
      w.line("@State private var searchText = \"\"")
      w.line("@State private var isPresentingEditor = false")
      w.line("@Environment(\\.dismiss) private var dismiss")
      w.line("")
      w.block("var body: some View {") { w in
        w.block("NavigationStack {") { w in
          w.block("List(filtered\(noun)s) { \(item) in") { w in
            w.block("VStack(alignment: .leading, spacing: \(r.int(2...12))) {") { w in
              w.line("Text(\(item).displayTitle)")
              w.line("  .font(.headline)")
              w.line(#"Text("\(\#(item).count) items · updated \(\#(item).updatedAt, style: .relative) ago")"#)
              w.line("  .font(.caption)")
              w.line("  .foregroundStyle(.secondary)")
            }
            w.line(".swipeActions { Button(\"Delete\", role: .destructive) { delete(\(item)) } }")
          }
          w.line(".searchable(text: $searchText)")
          w.line(".navigationTitle(\"\(noun)s\")")
          w.line("#if os(iOS)")
          w.line(".navigationBarTitleDisplayMode(.inline)")
          w.line("#endif")
          w.block(".toolbar {") { w in
            w.line(
              "ToolbarItem(placement: .primaryAction) { Button(\"Add\", systemImage: \"plus\") { isPresentingEditor = true } }"
            )
          }
        }
      }
      w.line("")
      w.block("private var filtered\(noun)s: [\(noun)] {") { w in
        w.line("guard !searchText.isEmpty else { return \(item)s }")
        w.line("return \(item)s.filter { $0.displayTitle.localizedCaseInsensitiveContains(searchText) }")
      }
      w.line("")
      w.block("private func delete(_ \(item): \(noun)) {") { w in
        w.line("withAnimation(.easeInOut(duration: 0.\(r.int(1...9)))) { dismiss() }")
      }
    }
    if r.chance(60) {
      w.line("")
      w.block("#Preview {") { w in
        w.line("\(name)(\(item)s: [.sample, .sample])")
      }
    }
  }

  /// Request building with a multi-line JSON body, a raw string, a regex and `#if DEBUG`.
  static func networking(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    let noun = r.noun()
    let item = lowerFirst(noun)
    w.line("/*")
    w.line(" Endpoint for \(item)s. \(r.commentText())")
    w.line(" */")
    w.block("struct \(noun)Endpoint {") { w in
      w.line("var baseURL = URL(string: \"https://api.example.com/v\(r.int(1...4))\")!")
      w.line("var token: String")
      w.line("")
      DocComments.write(&w, &r, parameters: ["id", "fields"], returns: true, throws: true)
      w.block("func request(for id: Int, fields: [String]) throws -> URLRequest {") { w in
        w.line(#"var request = URLRequest(url: baseURL.appendingPathComponent("\#(item)s/\(id)"))"#)
        w.line("request.httpMethod = \"\(r.pick(["POST", "PUT", "PATCH"]))\"")
        w.line(#"request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")"#)
        w.line("let body = \"\"\"")
        let indent = w.indentation
        w.raw("\(indent){\n")
        w.raw("\(indent)  \"id\": \\(id),\n")
        w.raw("\(indent)  \"fields\": [\\(fields.map { \"\\\"\\($0)\\\"\" }.joined(separator: \", \"))],\n")
        w.raw("\(indent)  \"note\": \"a long line that continues \\\n")
        w.raw("\(indent)  on the next one\"\n")
        w.raw("\(indent)}\n")
        w.line("\"\"\"")
        w.line("request.httpBody = Data(body.utf8)")
        w.line("#if DEBUG")
        w.line(#"print("→ \(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "<nil>")")"#)
        w.line("#endif")
        w.line("return request")
      }
      w.line("")
      w.block("static func parseIdentifier(_ text: String) -> Int? {") { w in
        if r.chance(30) {
          w.line(#"let pattern = /\#(item)-(\d+)/"#)
          w.line("guard let match = text.firstMatch(of: pattern) else { return nil }")
          w.line("return Int(match.1)")
        } else {
          w.line(##"let prefix = #"\##(item)-\"#"##)
          w.line(##"guard text.hasPrefix(prefix.replacingOccurrences(of: #"\"#, with: "")) else { return nil }"##)
          w.line("return Int(text.dropFirst(prefix.count - 1))")
        }
      }
    }
  }

  /// Arithmetic with every kind of numeric literal and many operators.
  static func numericCode(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    let name = r.methodName()
    DocComments.write(&w, &r, parameters: ["values", "scale"], returns: true)
    w.block(
      "func \(name)(_ values: [Double], scale: Double = \(r.int(1...9)).\(r.int(0...99))e-\(r.int(1...6))) -> (mean: Double, spread: Double)? {"
    ) {
      w in
      w.line("guard !values.isEmpty else { return nil }")
      w.line("let mask: UInt32 = 0x\(String(r.int(0x100...0xFFFF), radix: 16, uppercase: true))_FF00")
      w.line("let flags = 0b1010_0110 & Int(mask >> \(r.int(1...8)))")
      w.line("let total = values.reduce(0, +) * scale")
      w.line("let mean = total / Double(values.count)")
      w.line("var spread = 0.0")
      w.block("for (index, value) in values.enumerated() where index % \(r.int(2...5)) != 0 {") { w in
        w.line("let delta = value - mean")
        w.line("spread += delta * delta * (flags & 1 == 0 ? 1 : 0.5)")
      }
      w.line("let limit = 1_000_000 &+ Int(spread.rounded()) &* 3")
      w.line("let clamped = min(max(spread, -Double(limit)), Double(limit))")
      w.line("return (mean, (clamped / Double(max(values.count - 1, 1))).squareRoot())")
    }
  }

  /// A test case, either XCTest or Swift Testing.
  static func tests(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    let noun = r.noun()
    let item = lowerFirst(noun)
    if r.chance(50) {
      w.block("final class \(noun)Tests: XCTestCase {") { w in
        for _ in 0..<r.int(2...5) {
          let method = r.methodName()
          w.block("func test\(method.prefix(1).uppercased() + method.dropFirst())() async throws {") { w in
            w.line("let \(item) = \(noun)(title: \"Sample \(r.int(1...99))\")")
            w.line("let result = try await sut.\(method)(\(item))")
            w.line("XCTAssertEqual(result.count, \(r.int(0...20)))")
            w.line("XCTAssertNotNil(result.first?.id, \"expected an identifier\")")
          }
          w.line("")
        }
        w.line("private let sut = \(noun)Service(client: .mock)")
      }
    } else {
      w.block("@Suite struct \(noun)Tests {") { w in
        for _ in 0..<r.int(2...5) {
          let method = r.methodName()
          w.line("@Test(arguments: [\(r.int(0...9)), \(r.int(10...99)), \(r.int(100...999))])")
          w.block("func \(method)(count: Int) throws {") { w in
            w.line("let values = (0..<count).map { \(noun)(title: \"#\\($0)\") }")
            w.line("#expect(values.count == count)")
            w.line("#expect(values.allSatisfy { !$0.displayTitle.isEmpty })")
          }
        }
      }
    }
  }
}

/// Errors with user-facing descriptions: the long string literals of real code.
enum MessageTemplates {
  /// A `LocalizedError` enum whose descriptions interpolate their payloads.
  static func errorEnum(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    let noun = r.noun()
    let item = lowerFirst(noun)
    DocComments.write(&w, &r)
    w.block("enum \(noun)Error: LocalizedError, Equatable {") { w in
      w.line("case notFound(id: String)")
      w.line("case invalidState(expected: String, actual: String)")
      w.line("case rateLimited(retryAfter: Int)")
      w.line("case server(status: Int, message: String?)")
      w.line("")
      w.block("var errorDescription: String? {") { w in
        w.block("switch self {", close: "}") { w in
          w.outdented("case .notFound(let id):")
          w.line(#"return "The \#(item) “\(id)” could not be found. It may have been deleted on another device.""#)
          w.outdented("case .invalidState(let expected, let actual):")
          w.line(#"return "This \#(item) is \(actual), but it must be \(expected) before you can continue.""#)
          w.outdented("case .rateLimited(let seconds):")
          w.line(
            #"return String(localized: "Too many requests. Try again in \(seconds) seconds.", comment: "\#(noun) rate limit")"#
          )
          w.outdented("case .server(let status, let message):")
          w.line(
            #"return message ?? "The server returned an unexpected response (HTTP \(status)). Please try again later.""#
          )
        }
      }
      w.line("")
      w.block("var recoverySuggestion: String? {") { w in
        w.block("if case .rateLimited = self {") { w in
          w.line(#"return "Wait a moment, then pull down to refresh the list of \#(item)s.""#)
        }
        w.line(#"return "Check your internet connection and sign in again if the problem persists.""#)
      }
    }
  }
}
