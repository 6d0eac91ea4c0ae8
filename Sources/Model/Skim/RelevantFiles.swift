/// Decides, from skim facts alone, which files need a full parse for the model and the rules to
/// come out exactly as if every file had been parsed.
///
/// A file is needed when it declares or extends a type with an App Intents role (or a schema
/// macro), declares a protocol or typealias the role conformances go through, declares or
/// extends a name that a needed file mentions (so values referring to other types, their
/// static members and module functions resolve the same), or registers dependencies with
/// `AppDependencyManager`. Everything else is lexed once and never parsed.
public enum RelevantFiles {
  /// The indices of the files of `facts` to parse.
  public static func select(_ facts: FactsIndex) -> Set<Int> {
    let resolver = ConformanceResolver(graph: facts)
    var needed: Set<Int> = []
    var followed: Set<[String]> = []
    // A type's conformances depend only on its declarations' inheritance lists and on the scope
    // it sits in, and most types of a module share them (`Codable, Hashable` at file level):
    // each distinct case is resolved once.
    var resolved: [ResolutionKey: (conformances: ConformanceResolver.Conformances, hasRole: Bool)] = [:]
    for key in facts.typeOrder {
      guard let type = facts.types[key], type.kind != .protocol else { continue }
      let path = key.split(separator: ".").map(String.init)
      let resolutionKey = ResolutionKey(
        scope: Array(path.dropLast()), headers: facts.declarationHeaders(of: path).map { Header($0.kind, $0.inherited) }
      )
      let resolution: (conformances: ConformanceResolver.Conformances, hasRole: Bool)
      if let known = resolved[resolutionKey] {
        resolution = known
      } else {
        let conformances = resolver.conformances(of: path)
        resolution = (conformances, !AppIntentsRole.roles(for: conformances.all).isEmpty)
        resolved[resolutionKey] = resolution
      }
      let hasMacro = (facts.attributes[key] ?? []).contains { AppIntentsRole.schemaMacros[$0] != nil }
      guard hasMacro || resolution.hasRole else { continue }
      needed.formUnion(facts.files(declaring: path))
      followed.formUnion(resolution.conformances.followed)
    }
    for path in followed { needed.formUnion(facts.files(declaring: path)) }
    var mentioned: Set<String> = []
    for index in needed { mentioned.formUnion(facts.files[index].mentions) }
    for (index, file) in facts.files.enumerated() where !needed.contains(index) {
      let declares = file.declarations.contains { declaration in
        declaration.path.contains { mentioned.contains($0) }
      }
      if declares || mentions(file, "AppDependencyManager") { needed.insert(index) }
    }
    return needed
  }

  /// What a type's conformances are resolved from.
  private struct ResolutionKey: Hashable {
    var scope: [String]
    var headers: [Header]
  }

  /// One declaration's part of a `ResolutionKey`.
  private struct Header: Hashable {
    var kind: TypeDeclaration.Kind
    var inherited: [String]

    init(_ kind: TypeDeclaration.Kind, _ inherited: [String]) {
      self.kind = kind
      self.inherited = inherited
    }
  }

  /// Whether `file` mentions `name` (ASCII, with no `K`, `;` or `` ` ``). Comparing every
  /// mention as a string cost a full comparison each for names longer than 15 bytes; a string
  /// equal to such a name has its exact bytes (no other character sequence is canonically
  /// equivalent to its characters), so the byte count rules out nearly all first.
  static func mentions(_ file: FileFacts, _ name: String) -> Bool {
    let count = name.utf8.count
    return file.mentions.contains { $0.utf8.count == count && $0 == name }
  }
}
