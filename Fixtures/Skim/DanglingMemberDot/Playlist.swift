/// A member access left without its name: the `.` ends the line. The compiler takes no member
/// name from the next line, so the nested `AppIntent` is a declaration, which hides Apple's
/// protocol from the extension below; the skim records it too.
enum Playlist {
  static let defaultName = PlaylistNames.
  struct AppIntent {}
}
