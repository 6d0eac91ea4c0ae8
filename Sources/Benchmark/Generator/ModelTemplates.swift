/// Ordinary Swift declarations: models, enums, protocols and generic helpers.
///
/// Each template writes one self-contained top-level declaration (with its doc comment) that
/// parses as Swift; together with `BehaviourTemplates` they make up most of a generated file.
enum ModelTemplates {
  /// A value type with stored and computed properties, an initializer and a static factory.
  static func modelStruct(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    let name = r.noun() + r.pick(["", "Summary", "Record", "Snapshot", "Draft", "Item"])
    let access = r.pick(["", "public ", "package "])
    var properties: [(name: String, type: String, literal: String)] = []
    for _ in 0..<r.int(2...7) {
      let (type, literal) = r.propertyType()
      let property = r.propertyName()
      if !properties.contains(where: { $0.name == property }) { properties.append((property, type, literal)) }
    }
    DocComments.write(&w, &r)
    let conformances = r.pick(["Codable, Hashable, Sendable", "Equatable", "Identifiable, Codable", "Sendable"])
    w.block("\(access)struct \(name): \(conformances) {") { w in
      if conformances.contains("Identifiable") { w.line("\(access)let id: UUID") }
      for property in properties {
        if r.chance(30) { w.line("/// \(r.pick(DocComments.summaries))") }
        let keyword = r.chance(60) ? "var" : "let"
        w.line("\(access)\(keyword) \(property.name): \(property.type)")
      }
      w.line("")
      w.line("/// The title shown in lists; never empty.")
      w.block("\(access)var displayTitle: String {") { w in
        let first = properties[0].name
        if r.chance(50) {
          w.line("let prefix = \(first) is String ? \"\" : \"#\"")
          w.line(#"return "\(prefix)\(String(describing: \#(first))) (\#(name))""#)
        } else {
          w.line(#"String(describing: \#(first)).isEmpty ? "Untitled" : "\(\#(first))""#)
        }
      }
      w.line("")
      let parameters = properties.map { "\($0.name): \($0.type) = \($0.literal)" }
      let idParameter = conformances.contains("Identifiable") ? "id: UUID = UUID(), " : ""
      if r.chance(50) { DocComments.write(&w, &r, parameters: properties.map(\.name)) }
      w.block("\(access)init(\(idParameter)\(parameters.joined(separator: ", "))) {") { w in
        if !idParameter.isEmpty { w.line("self.id = id") }
        for property in properties { w.line("self.\(property.name) = \(property.name)") }
      }
      if r.chance(50) {
        w.line("")
        w.line("/// A value for previews and tests.")
        w.block("\(access)static var sample: \(name) {") { w in
          w.line("\(name)()")
        }
      }
    }
  }

  /// A raw-value enum with a `switch`, and sometimes an enum with associated values.
  static func enumeration(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    let name = r.noun() + r.pick(["Kind", "Status", "Category", "Filter", "Priority", "Style"])
    var cases: [String] = []
    for _ in 0..<r.int(3...9) {
      let word = lowerFirst(r.pick(Vocabulary.adjectives))
      if !cases.contains(word) { cases.append(word) }
    }
    w.line("/// The \(lowerFirst(name)) values the backend knows about.")
    DocComments.write(&w, &r)
    w.block("enum \(name): String, CaseIterable, Codable, Sendable {") { w in
      if r.chance(30) {
        w.line("case " + cases.joined(separator: ", "))
      } else {
        for word in cases {
          if r.chance(30) { w.line("/// \(r.pick(DocComments.summaries))") }
          w.line(r.chance(30) ? "case \(word) = \"\(word.uppercased())\"" : "case \(word)")
        }
      }
      w.line("")
      w.line("/// The localized title for menus and pickers.")
      w.block("var title: String {") { w in
        w.block("switch self {", close: "}") { w in
          for word in cases { w.line("case .\(word): return \"\(word.prefix(1).uppercased() + word.dropFirst())\"") }
        }
      }
      w.line("")
      w.block("var sortOrder: Int {") { w in
        w.line("Self.allCases.firstIndex(of: self) ?? 0")
      }
    }
    guard r.chance(50) else { return }
    let event = r.noun() + "Event"
    w.line("")
    w.block("enum \(event): Equatable {") { w in
      w.line("case created(id: UUID, at: Date)")
      w.line("case renamed(from: String, to: String)")
      w.line("case moved(\(name), index: Int)")
      w.line("case deleted")
      w.line("")
      w.block("var isDestructive: Bool {") { w in
        w.line("if case .deleted = self { return true }")
        w.line("if case let .moved(kind, index) = self, index < 0 { return kind == .\(cases[0]) }")
        w.line("return false")
      }
    }
  }

  /// A protocol with an associated type and a constrained extension providing defaults.
  static func protocolWithExtension(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    let noun = r.noun()
    let name = noun + r.pick(["Providing", "Storing", "Loading", "Presenting"])
    let method = r.methodName()
    w.line("/// Something that can \(method.lowercased()) values of its `Item` type.")
    DocComments.write(&w, &r)
    w.block("protocol \(name): AnyObject {") { w in
      w.line("/// The kind of value this provider works with.")
      w.line("associatedtype Item: Identifiable & Sendable")
      w.line("")
      w.line("/// All items currently known, in display order.")
      w.line("var items: [Item] { get }")
      w.line("")
      DocComments.write(&w, &r, parameters: ["predicate"], returns: true, throws: true)
      w.line("func \(method)(matching predicate: @escaping (Item) -> Bool) async throws -> [Item]")
      if r.chance(50) { w.line("mutating func insert(_ item: Item, at index: Int?)") }
    }
    w.line("")
    w.block("extension \(name) where Item: Hashable {") { w in
      w.line("/// The items without duplicates, in their original order.")
      w.block("var uniqueItems: [Item] {") { w in
        w.line("var seen = Set<Item>()")
        w.line("return items.filter { seen.insert($0).inserted }")
      }
      w.line("")
      w.block("func firstItem(with id: Item.ID) -> Item? {") { w in
        w.line("items.first { $0.id == id }")
      }
    }
  }

  /// Generic helpers on standard collections with closures, key paths and `reduce(into:)`.
  static func genericHelpers(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    let base = r.pick(["Sequence", "Collection", "Array", "RandomAccessCollection"])
    w.line("// MARK: - \(base) helpers")
    w.line("")
    w.block("extension \(base) {") { w in
      let group = "grouped" + r.noun() + "s"
      w.line("/// Groups the elements by the key `keyPath` reads.")
      w.block("func \(group)<Key: Hashable>(by keyPath: KeyPath<Element, Key>) -> [Key: [Element]] {") { w in
        w.block("reduce(into: [:]) { result, element in") { w in
          w.line("result[element[keyPath: keyPath], default: []].append(element)")
        }
      }
      w.line("")
      w.block(
        "func sorted<Value: Comparable>(by keyPath: KeyPath<Element, Value>, ascending: Bool = true) -> [Element] {"
      ) {
        w in
        w.line(
          "sorted { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }"
        )
      }
      if r.chance(60) {
        w.line("")
        w.block("func chunked(into size: Int) -> [[Element]] where Self: RandomAccessCollection, Index == Int {") { w in
          w.line("guard size > 0 else { return [Array(self)] }")
          w.block("return stride(from: 0, to: count, by: size).map {") { w in
            w.line("Array(self[$0..<Swift.min($0 + size, count)])")
          }
        }
      }
    }
    w.line("")
    let function = r.methodName()
    DocComments.write(&w, &r, parameters: ["values", "transform"], returns: true)
    w.block("func \(function)<T, U>(_ values: [T], transform: (T) throws -> U?) rethrows -> [U] {") { w in
      w.line("var output: [U] = []")
      w.line("output.reserveCapacity(values.count)")
      w.block("for value in values {") { w in
        w.line("if let mapped = try transform(value) { output.append(mapped) }")
      }
      w.line("return output")
    }
  }
}
