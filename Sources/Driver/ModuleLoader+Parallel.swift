import Diagnostics
import Foundation
import Model
import Source
import Syntax

extension ModuleLoader {
  /// Reads and parses `paths` with up to `jobs` threads, each with a large stack. The result is
  /// the same as `load(_:)`, whatever the number of threads: every file lands in the slot of its
  /// path. At most 16 threads are used.
  public func load(_ paths: [String], jobs: Int) -> Loaded {
    let workers = max(1, min(jobs, paths.count, 16))
    guard workers > 1 else { return load(paths) }
    let options = parserOptions
    let slots = LoadSlots(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      _ = LargeStack.run { () -> Bool in
        for index in stride(from: worker, to: paths.count, by: workers) {
          slots.store(ModuleLoader.loadOne(paths[index], options: options), at: index)
        }
        return true
      }
    }
    var files: [ParsedFile] = []
    var errors: [Diagnostic] = []
    for slot in slots.results {
      switch slot {
      case .file(let file)?: files.append(file)
      case .failure(let diagnostic)?: errors.append(diagnostic)
      case nil: break
      }
    }
    return Loaded(files: files, readErrors: errors)
  }

  /// One file read and parsed, or the diagnostic saying why it could not be read.
  enum LoadOutcome: Sendable {
    /// The parsed file.
    case file(ParsedFile)
    /// `path:1:1: error: cannot read file: …`.
    case failure(Diagnostic)
  }

  static func loadOne(_ path: String, options: ParserOptions) -> LoadOutcome {
    do throws(SourceReadError) {
      return .file(ParsedFile(try SourceFile.read(path: path), options: options))
    } catch {
      return .failure(
        Diagnostic(
          id: "unreadable-file", severity: .error, message: "cannot read file: \(error.reason)", path: path,
          range: .empty(at: 0)))
    }
  }
}

/// Results by path index, filled from several threads.
private final class LoadSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [ModuleLoader.LoadOutcome?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func store(_ outcome: ModuleLoader.LoadOutcome, at index: Int) {
    lock.lock()
    slots[index] = outcome
    lock.unlock()
  }

  var results: [ModuleLoader.LoadOutcome?] {
    lock.lock()
    defer { lock.unlock() }
    return slots
  }
}
