/// The module functions a kept name may call, in the needed files whose mentions the selection
/// does not follow by declaration (those kept for their names, and those parsed whole because
/// they may register dependencies): the evaluator fills in the default arguments of a call to
/// one (`summary()` of `func summary(_ size: Size = Size.large)`), so their names must resolve
/// as in a parse of every file, members included (`RelevantFiles`).
struct CalledFunctions {
  /// The files whose declarations' mentions the selection follows already.
  let roleFiles: Set<Int>
  /// The mentions of each file read so far, by index.
  private var read: [Int: DeclarationMentions] = [:]
  /// The functions followed so far, as file index and name.
  private var followed: Set<FileFunction> = []

  /// One function of one file.
  private struct FileFunction: Hashable {
    let file: Int
    let name: String
  }

  init(roleFiles: Set<Int>) {
    self.roleFiles = roleFiles
  }

  /// The names mentioned by the functions of `needed` (less `roleFiles`) named by one of
  /// `kept` and not followed before, with the mentions outside the declarations of their files
  /// (a function under a `#if` or with broken braces is among those); the mentions of the files
  /// not read before are read, together.
  mutating func mentions(
    in needed: Set<Int>, calling kept: Set<String>, of facts: FactsIndex,
    readingMentions: RelevantFiles.MentionReader
  ) -> Set<String> {
    var functions: [FileFunction] = []
    for index in needed.sorted() where !roleFiles.contains(index) {
      for declaration in facts.files[index].declarations where declaration.kind == .function {
        guard let name = declaration.path.last, kept.contains(name) else { continue }
        let function = FileFunction(file: index, name: name)
        if followed.insert(function).inserted { functions.append(function) }
      }
    }
    guard !functions.isEmpty else { return [] }
    var unread: [Int] = []
    for function in functions where read[function.file] == nil && unread.last != function.file {
      unread.append(function.file)
    }
    if !unread.isEmpty {
      let mentions = readingMentions(unread)
      for (offset, index) in unread.enumerated() {
        read[index] =
          (offset < mentions.count ? mentions[offset] : nil)
          ?? DeclarationMentions(sharing: facts.files[index].mentions ?? [])
      }
    }
    var result: Set<String> = []
    for function in functions {
      guard let mentions = read[function.file] else { continue }
      for index in mentions.shared { result.insert(mentions.names[Int(index)]) }
      for declaration in mentions.declarations where declaration.declaredNames.first == function.name {
        for index in declaration.mentions { result.insert(mentions.names[Int(index)]) }
      }
    }
    return result
  }
}
