import Foundation

// An attribute whose parenthesis never closes: a parse ends it where its argument ends and
// reads the declarations after it; the skim cannot tell where, so the module is parsed whole.
@MainActor(
final class ArchiveCache {
  static let shared = ArchiveCache()
  func clear() {}
}

enum ArchiveStrings {
  static let title: LocalizedStringResource = "Archive Notes"
}
