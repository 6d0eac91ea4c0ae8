import Syntax

/// Keeps a command's large values until the process exits instead of freeing them on the way
/// out.
///
/// A warm `lint` of a large tree holds its file list (thousands of paths) in a few values; the
/// last of them to go freed every path, 1.1 M instructions between the report and the exit,
/// which gives the memory back anyway. Only the value kept last is held: keeping another (a
/// test running many commands in one process) frees the one before.
final class ExitLifetime: Sendable {
  /// The process's holder, which the commands use.
  static let process = ExitLifetime()

  /// The value kept last.
  private let held = Locked<Any?>(nil)

  init() {}

  /// Holds `value` until the process exits or another value is kept.
  func keep(_ value: Any) {
    let previous = held.withLock { held in
      let previous = held
      held = value
      return previous
    }
    withExtendedLifetime(previous) {}
  }
}
