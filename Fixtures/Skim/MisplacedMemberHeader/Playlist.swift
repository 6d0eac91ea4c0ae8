/// A call left half-written in a member block: `register(` never closes. A parse skips it as
/// unexpected code, and the open `(` takes the rest of the block with it, the nested
/// `AppIntent` too; the skim counts the group and parses every file of the module.
enum Playlist {
  static let defaultName = "Mix"
  register(
  struct AppIntent {}
}
