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

  static var parameterSummary: some ParameterSummary {
    Summary("Send \(\.$text) to \(\.$recipient)") {  // expected: 17:21: error: The parameter summary names '\.$text', but 'SendMessageIntent' declares no parameter 'text' (its parameters are 'message', 'recipient', 'priority') [parameter-summary-unknown-parameter]
      \.$priority
      \.$silent  // expected: 19:7: error: The parameter summary names '\.$silent', but 'SendMessageIntent' declares no parameter 'silent' (its parameters are 'message', 'recipient', 'priority') [parameter-summary-unknown-parameter]
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

struct ScheduleMessageIntent: AppIntent {
  static let title: LocalizedStringResource = "Schedule Message"

  @Parameter(title: "Message") var message: String
  @Parameter(title: "Delay in Minutes") var delay: Int?

  static var parameterSummary: some ParameterSummary {
    When(\.$delayMinutes, .hasAnyValue) {  // expected: 33:10: error: The parameter summary names '\.$delayMinutes', but 'ScheduleMessageIntent' declares no parameter 'delayMinutes' (its parameters are 'message', 'delay') [parameter-summary-unknown-parameter]
      Summary("Send \(\.$message) in \(\.$delay) minutes")
    } otherwise: {
      Summary("Send \(\ScheduleMessageIntent.$body) now")  // expected: 36:23: error: The parameter summary names '\.$body', but 'ScheduleMessageIntent' declares no parameter 'body' (its parameters are 'message', 'delay') [parameter-summary-unknown-parameter]
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

struct FlagMessageIntent: AppIntent {
  static let title: LocalizedStringResource = "Flag Message"

  @Parameter(title: "Priority") var priority: Priority

  static var parameterSummary: some ParameterSummary {
    Switch(\.$level) {  // expected: 49:12: error: The parameter summary names '\.$level', but 'FlagMessageIntent' declares no parameter 'level' (its parameters are 'priority') [parameter-summary-unknown-parameter]
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
