import Diagnostics
import Model
import Source

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A run's findings kept for the files it parsed, with every question its rules asked about
/// the files it did not parse, so a rerun after an edit to one of those files can reuse them.
///
/// The rules read the parsed files, the settings and the build configuration, and learn about
/// the other files only by asking which names they mention (`UnparsedMentions`, for
/// `unreachable-intent`). So when the selection is the same (`SelectionMemo`), every parsed
/// file has the same content, the settings are the same (the key, `CachedLint.parsedKey`), and
/// each question asked now gets the answer it got then, every input of every rule is the same,
/// and so are the findings. A different answer is a miss: the module is linted again.
struct ModuleFindings: Equatable {
  /// One question about the unparsed files: the names asked about and those found.
  struct Question: Equatable {
    /// The names asked about.
    var names: Set<String>
    /// Those of them some unparsed file mentions.
    var found: Set<String>
  }

  /// The findings, as the run reported them (sorted, settings applied).
  var findings: [Diagnostic]
  /// The questions the rules asked, in order.
  var questions: [Question]
}

extension ModuleFindings {
  /// The first eight bytes of a stored entry.
  static let magic = Array("AIMODFN1".utf8)

  /// The entry as bytes: magic, the findings (`FindingsCoding`) as a byte string, the question
  /// count, then per question the names and the found names, each a count and sorted strings.
  func encoded() -> [UInt8] {
    let findingsBytes = FindingsCoding.encode(findings)
    var writer = MemoWriter(magic: Self.magic, capacity: 32 + findingsBytes.count + questions.count * 64)
    writer.append(string: findingsBytes)
    writer.append(Int64(questions.count))
    for question in questions {
      for names in [question.names, question.found] {
        writer.append(Int64(names.count))
        for name in names.sorted() { writer.append(string: name.utf8) }
      }
    }
    return writer.bytes
  }

  /// An entry read back from `bytes`; `nil` unless they are exactly one whole entry.
  init?(encoded bytes: [UInt8]) {
    let decoded: ModuleFindings? = bytes.withUnsafeBytes { buffer in
      guard var reader = MemoReader(buffer, magic: Self.magic), let findingsBytes = reader.string(),
        let findings = FindingsCoding.decode(Array(findingsBytes)), let count = reader.count(ofItemsAtLeast: 16)
      else { return nil }
      var questions: [Question] = []
      for _ in 0..<count {
        var sets: [Set<String>] = []
        for _ in 0..<2 {
          guard let nameCount = reader.count(ofItemsAtLeast: 8) else { return nil }
          var names: Set<String> = []
          for _ in 0..<nameCount {
            guard let name = reader.string() else { return nil }
            names.insert(String(decoding: name, as: UTF8.self))
          }
          sets.append(names)
        }
        questions.append(Question(names: sets[0], found: sets[1]))
      }
      return reader.isAtEnd ? ModuleFindings(findings: findings, questions: questions) : nil
    }
    guard let decoded else { return nil }
    self = decoded
  }
}

/// The questions a run's rules ask about the unparsed files, recorded as they are answered
/// (rules may run on several threads).
final class QuestionLog: @unchecked Sendable {
  private var questions: [ModuleFindings.Question] = []
  private var mutex = pthread_mutex_t()

  init() { pthread_mutex_init(&mutex, nil) }
  deinit { pthread_mutex_destroy(&mutex) }

  /// `mentions`, answering as it does and recording each question and its answer.
  func recording(_ mentions: UnparsedMentions) -> UnparsedMentions {
    UnparsedMentions { names in
      let found = mentions.mentioned(names)
      self.append(ModuleFindings.Question(names: names, found: found))
      return found
    }
  }

  /// The questions asked so far, in the order they were answered.
  var asked: [ModuleFindings.Question] {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return questions
  }

  private func append(_ question: ModuleFindings.Question) {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    questions.append(question)
  }
}
