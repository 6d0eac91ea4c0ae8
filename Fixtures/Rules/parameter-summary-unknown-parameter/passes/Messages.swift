import AppIntents

enum Priority: String, AppEnum {
  case normal, urgent
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"
  static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [.normal: "Normal", .urgent: "Urgent"]
}

struct SendMessageIntent: AppIntent {
  static let title: LocalizedStringResource = "Send Message"

  @Parameter(title: "Message") var message: String
  @Parameter(title: "Recipient") var recipient: String
  @Parameter(title: "Priority", default: .normal) var priority: Priority
  @Parameter(title: "Silent", default: false) var silent: Bool

  // Not a parameter: summaries cannot name it, and this one does not.
  var draftID: String?

  static var parameterSummary: some ParameterSummary {
    Summary("Send \(\.$message) to \(\.$recipient)") {
      \.$priority
      \.$silent
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

struct ScheduleMessageIntent: AppIntent {
  static let title: LocalizedStringResource = "Schedule Message"

  @Parameter(title: "Message") var message: String
  @Parameter(title: "Delay in Minutes") var delay: Int?

  static var parameterSummary: some ParameterSummary {
    When(\.$delay, .hasAnyValue) {
      Summary("Send \(\ScheduleMessageIntent.$message) in \(\.$delay) minutes")
    } otherwise: {
      Summary("Send \(\.$message) now")
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

struct FlagMessageIntent: AppIntent {
  static let title: LocalizedStringResource = "Flag Message"

  @Parameter(title: "Priority") var priority: Priority

  static var parameterSummary: some ParameterSummary {
    Switch(\.$priority) {
      Case(.urgent) {
        Summary("Flag as urgent")
      }
      DefaultCase {
        Summary("Flag as \(\.$priority)")
      }
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

// A parameter declared under an active `#if` counts.
struct ArchiveMessageIntent: AppIntent {
  static let title: LocalizedStringResource = "Archive Message"

  #if os(iOS)
    @Parameter(title: "Folder") var folder: String
  #endif

  static var parameterSummary: some ParameterSummary {
    Summary("Archive to \(\.$folder)")
  }

  func perform() async throws -> some IntentResult { .result() }
}

// A class intent may inherit its parameters: not judged.
class BaseMessageIntent {
  @Parameter(title: "Thread") var thread: String
  required init() {}
}

final class ReplyIntent: BaseMessageIntent, AppIntent {
  static let title: LocalizedStringResource = "Reply"

  static var parameterSummary: some ParameterSummary {
    Summary("Reply in \(\.$thread)")
  }

  func perform() async throws -> some IntentResult { .result() }
}
