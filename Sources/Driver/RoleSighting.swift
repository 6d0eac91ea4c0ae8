import Model
import Syntax

/// Whether a file skimmed so far names one of Apple's role protocols
/// (`RelevantFiles.namesRoleProtocol`), shared by the skim's workers.
///
/// A `NameFingerprint` saves the unreachable-intent lookup a second read of the unparsed
/// files, but taking it costs about a tenth of the skim, and a module without App Intents code
/// (most modules of a large app) never asks the lookup anything. So the skim takes fingerprints
/// only once some file has named a role protocol: the files skimmed before that are read again
/// if the lookup asks about them, as without fingerprints. Which files those are depends on the
/// threads' timing, but a fingerprint only spares a read, so the result does not.
final class RoleSighting: Sendable {
  private let seen = Locked(false)

  /// Whether a role protocol was named so far.
  var hasSeen: Bool { seen.withLock { $0 } }

  /// Checks the facts of one file (until some file named a role protocol; after that, no file
  /// needs to be checked).
  func check(_ facts: FileFacts) {
    if !hasSeen && RelevantFiles.namesRoleProtocol(facts) { note() }
  }

  /// Records that a file named a role protocol.
  func note() {
    seen.withLock { $0 = true }
  }
}
