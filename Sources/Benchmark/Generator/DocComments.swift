/// Documentation and explanatory comments in the proportions real code bases have (about a
/// fifth of the bytes of a typical library are comments).
enum DocComments {
  /// Summary sentences for declarations.
  static let summaries = [
    "Returns the items that match the current filter, in the order the user last chose.",
    "Keeps the in-memory copy and the persisted copy in step; call it after every mutation.",
    "A lightweight value that identifies one record across launches and devices.",
    "Loads the next page from the server, or from the cache when the device is offline.",
    "Formats the value for display, honouring the user's locale and accessibility settings.",
    "Coordinates the work of the loaders so that at most one request per key is in flight.",
    "The configuration that tests and previews use; it never touches the network.",
    "Merges remote changes into the local store, preferring the newer of two conflicting edits.",
    "Describes what went wrong in words that can be shown to the user without further context.",
    "Validates the draft before it is submitted and collects every problem, not just the first.",
    "Schedules the refresh on the background queue and reports progress on the main actor.",
    "A snapshot of the state at one point in time, safe to hand to another actor.",
  ]

  /// Second paragraphs: detail, rationale, caveats.
  static let details = [
    "The result is cached for the lifetime of the session, so repeated calls are cheap.",
    "This method is safe to call from any thread; the work itself is serialised internally.",
    "Callers should not assume the order of the returned elements unless they sort them.",
    "If the server returns an unexpected status code, the previous value is kept unchanged.",
    "Do not reorder the cases: their raw values are persisted and sent to the backend.",
    "See the design notes in the repository wiki for why this is not a class.",
    "The implementation trades a little memory for far fewer allocations on the hot path.",
    "Time zones are taken from the user's calendar, not from the device settings.",
  ]

  /// Short inline comments inside function bodies.
  static let inline = [
    "Nothing to do when the list is already up to date.", "The server counts from one.",
    "Keep the old value so the UI does not flicker.", "This can only happen after a migration.",
    "Avoid a second round trip for the common case.", "Sorting here keeps the diff small.",
    "FIXME: the backend sometimes sends duplicates.", "Work around a rounding issue on older devices.",
  ]

  /// Writes a doc comment: a summary, sometimes a detail paragraph, and parameter, return and
  /// throws clauses when given.
  static func write(
    _ w: inout SwiftWriter, _ r: inout SeededRandom, parameters: [String] = [], returns: Bool = false,
    throws: Bool = false
  ) {
    w.line("/// " + r.pick(summaries))
    if r.chance(25) {
      w.line("///")
      w.line("/// " + r.pick(details))
    }
    if !parameters.isEmpty && r.chance(35) {
      w.line("///")
      if parameters.count == 1 {
        w.line("/// - Parameter \(parameters[0]): The \(lowerFirst(r.noun())) to use; \(r.pick(parameterNotes)).")
      } else {
        w.line("/// - Parameters:")
        for parameter in parameters {
          w.line("///   - \(parameter): The \(lowerFirst(r.noun())) to use; \(r.pick(parameterNotes)).")
        }
      }
    }
    if returns && r.chance(35) { w.line("/// - Returns: The updated value, or `nil` if nothing changed.") }
    if `throws` && r.chance(30) { w.line("/// - Throws: `ServiceError` when the request fails or is cancelled.") }
  }

  /// Notes on parameters.
  static let parameterNotes = [
    "must not be empty", "defaults to the current user", "ignored when offline", "compared case-insensitively",
    "in seconds", "as returned by the server",
  ]

  /// Writes an inline `//` comment.
  static func inlineComment(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    w.line("// " + r.pick(inline))
  }
}
