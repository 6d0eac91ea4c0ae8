import Foundation

/// The folder of Swift sources `APPINTENTS_SKIM_CORPUS` names for the skim tests that compare
/// over real or generated code (such as the benchmark's corpora).
public enum SkimCorpus {
  /// The folder, or `nil` when the variable is not set.
  public static let root = ProcessInfo.processInfo.environment["APPINTENTS_SKIM_CORPUS"]

  /// The `.swift` files under `root`, relative to it, sorted; none without a root.
  public static func swiftFiles() -> [String] {
    guard let root, let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var names: [String] = []
    while let name = enumerator.nextObject() as? String {
      if name.hasSuffix(".swift") { names.append(name) }
    }
    return names.sorted()
  }
}
