/// The documentation page of a rule, generated from its descriptor: `appintents rules ID`
/// prints it and `docs/rules/<id>.md` holds the same text (a test keeps them equal).
public enum RuleDocumentation {
  /// The Markdown page of `id`'s rule.
  public static func text(for id: RuleID) -> String {
    let descriptor = RuleRegistry.descriptor(of: id)
    let origin =
      descriptor.origin == .xcode
      ? "Mirrors a check of Xcode's App Intents metadata processor (with Apple's wording)."
      : "Goes beyond Xcode: Xcode does not report this at build time."
    return """
      # `\(id.rawValue)`

      \(descriptor.summary)

      - **Default severity:** \(descriptor.defaultSeverity.rawValue)
      - **Origin:** \(origin)

      ## What and why

      \(descriptor.explanation)

      ## Triggers

      ```swift
      \(descriptor.triggeringExample)
      ```

      ## Fix

      ```swift
      \(descriptor.fixedExample)
      ```

      ## Silencing

      Configure `"\(id.rawValue)": "off"` (or another severity) under `rules` in `.appintents.json`, or
      write `// appintents:disable-next-line \(id.rawValue) - reason` above the line.

      """
  }
}
