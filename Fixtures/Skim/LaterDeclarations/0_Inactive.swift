#if NEVER_DEFINED
/// Not compiled: an inactive declaration in a file before the module's type keeps its file.
enum ShelfStyle {
  case hidden
}
#endif
