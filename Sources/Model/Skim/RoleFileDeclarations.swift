/// The file-level declarations of the files the selection keeps for their roles, each kept
/// once a name it declares is needed (`RelevantFiles.selection`), and a parse skips the others
/// (`ParserOptions.keptNames`). Only the mentions of the kept ones that are read with their
/// bodies count: those that declare a name of a type with a role (or of a protocol its
/// conformance goes through), and functions, whose default arguments the evaluator fills in. A
/// kept declaration that declares none of them (a model or a helper an intent names) is read
/// for its names alone (`ParserOptions.bodyNames`), as a file kept for its names is, whose
/// mentions do not count either.
struct RoleFileDeclarations {
  /// The mentions of each role file, in the order given.
  private let files: [DeclarationMentions]
  /// Every declaration, as its file and its position among the file's declarations.
  private var locations: [(file: Int32, position: Int32)] = []
  /// The declarations that declare each name, by index into `locations`.
  private var declaring: [String: [Int32]] = [:]
  /// Per declaration, whether it is kept (or shared, which needs no keeping).
  private var kept: [Bool] = []
  /// Per declaration, whether its mentions count once it is kept.
  private var countsMentions: [Bool] = []
  /// Per file, per name, whether a kept declaration or the shared mentions of the file
  /// mention it: counted once, not once per declaration.
  private var counted: [[Bool]]

  /// The declarations of `files`; those that declare one of `bodyNames`, or whose first name
  /// is one of the file's `functionNames` (by position in `files`), count their mentions.
  init(_ files: [DeclarationMentions], bodyNames: Set<String>, functionNames: [Set<String>]) {
    self.files = files
    counted = files.map { [Bool](repeating: false, count: $0.names.count) }
    for (file, mentions) in files.enumerated() {
      let functions = file < functionNames.count ? functionNames[file] : []
      for (position, declaration) in mentions.declarations.enumerated() {
        let index = Int32(locations.count)
        locations.append((Int32(file), Int32(position)))
        kept.append(declaration.isShared)
        countsMentions.append(
          declaration.declaredNames.contains(where: bodyNames.contains)
            || declaration.declaredNames.first.map(functions.contains) == true)
        guard !declaration.isShared else { continue }
        for name in declaration.declaredNames { declaring[name, default: []].append(index) }
      }
    }
  }

  /// Whether a role file mentions one of `names`, kept or not.
  func mentionAnyOf(_ names: [String]) -> Bool {
    files.contains { file in names.contains { file.index(of: $0) != nil } }
  }

  /// The names the files mention outside their declarations, or in a shared one: counted
  /// whatever is kept.
  mutating func sharedMentions() -> Set<String> {
    var result: Set<String> = []
    for (file, mentions) in files.enumerated() { count(mentions.shared, ofFile: file, into: &result) }
    return result
  }

  /// Keeps every declaration not kept yet that mentions one of `names`, and returns the names
  /// those declarations mention (less those counted before) and declare.
  mutating func keep(mentioningAnyOf names: [String]) -> (mentioned: Set<String>, declared: Set<String>) {
    var mentioned: Set<String> = []
    var declared: Set<String> = []
    var first = 0
    for (file, mentions) in files.enumerated() {
      let end = first + mentions.declarations.count
      defer { first = end }
      // The names as indices into the file's, which its declarations' mentions hold, sorted.
      let wanted = names.compactMap { mentions.index(of: $0) }
      guard !wanted.isEmpty else { continue }
      for index in first..<end where !kept[index] {
        let declaration = mentions.declarations[Int(locations[index].position)]
        guard wanted.contains(where: { declaration.mentions.sortedContains($0) }) else { continue }
        kept[index] = true
        count(declaration.mentions, ofFile: file, into: &mentioned)
        declared.formUnion(declaration.declaredNames)
      }
    }
    return (mentioned, declared)
  }

  /// Keeps every declaration not kept yet one of whose declared names is among `names`, and
  /// returns the names those of them whose mentions count mention, less those counted before.
  ///
  /// The smaller of `names` and the declared names is walked, and each of its names looked up
  /// in the other: the first call is handed every name the role files and their links mention
  /// (thousands, against a few hundred declared), and looked each up (2.0 M instructions of the
  /// synthetic 20 MB corpus's serial selection). What is kept and returned does not depend on
  /// the order.
  mutating func keep(declaringAnyOf names: Set<String>) -> Set<String> {
    var mentioned: Set<String> = []
    if names.count <= declaring.count {
      for name in names {
        guard let indices = declaring[name] else { continue }
        keep(indices, mentioning: &mentioned)
      }
    } else {
      for (name, indices) in declaring where names.contains(name) { keep(indices, mentioning: &mentioned) }
    }
    return mentioned
  }

  /// Keeps the declarations at `indices` (into `locations`) not kept yet, adding what those
  /// whose mentions count mention, less what was counted before, to `mentioned`.
  private mutating func keep(_ indices: [Int32], mentioning mentioned: inout Set<String>) {
    for index in indices where !kept[Int(index)] {
      kept[Int(index)] = true
      guard countsMentions[Int(index)] else { continue }
      let (file, position) = locations[Int(index)]
      count(files[Int(file)].declarations[Int(position)].mentions, ofFile: Int(file), into: &mentioned)
    }
  }

  /// Adds the names at `indices` of the file numbered `file` that are not counted yet to
  /// `result`, and counts them.
  private mutating func count(_ indices: [Int32], ofFile file: Int, into result: inout Set<String>) {
    for index in indices where !counted[file][Int(index)] {
      counted[file][Int(index)] = true
      result.insert(files[file].names[Int(index)])
    }
  }
}

extension DeclarationMentions {
  /// The index of `name` in `names` (sorted), if it is there.
  func index(of name: String) -> Int32? {
    var low = 0
    var high = names.count
    while low < high {
      let middle = (low + high) / 2
      if names[middle] < name { low = middle + 1 } else { high = middle }
    }
    return low < names.count && names[low] == name ? Int32(low) : nil
  }
}

extension Array where Element == Int32 {
  /// Whether the sorted array holds `value`.
  fileprivate func sortedContains(_ value: Int32) -> Bool {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < count && self[low] == value
  }
}
