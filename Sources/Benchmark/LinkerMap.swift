/// The sizes of the input sections an `ld.lld -Map` file lists, by the symbols each holds.
///
/// lld's map lists every output section, then each input section placed in it (an object
/// file's `.text`, or one function's `.text.NAME` when it was compiled with function
/// sections) with its address, size and alignment, then the symbols the input section
/// defines, one line each and indented deeper:
///
///     VMA      LMA     Size Align Out     In      Symbol
///     602990   602990  187eea  16         /lib/libswiftCore.a(Swift.o):(.text)
///     602990   602990       0   1                 $sSS5countSivg
///
/// `link-order` uses it to tell the functions it can move one by one from those that lie in a
/// large section of a toolchain library compiled without function sections: the linker
/// places such a section whole, where the list first names one of its functions.
struct LinkerMap {
  /// The size in bytes of the input section that defines each symbol (the first, for a name
  /// defined more than once).
  private(set) var sectionSizes: [String: Int] = [:]

  /// Reads the text of a map file; lines of another shape are skipped.
  init(_ text: String) {
    var currentSize: Int?
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let fields = line.split(separator: " ")
      guard fields.count >= 5, let size = Int(fields[2], radix: 16), fields[3].allSatisfy(\.isNumber) else { continue }
      // The last column (an input section's file may hold spaces; a symbol never does).
      let last = fields[4...].joined(separator: " ")
      if last.hasSuffix(")") && last.contains(":(") {
        currentSize = size
      } else if let currentSize, fields.count == 5 {
        if sectionSizes[last] == nil { sectionSizes[last] = currentSize }
      }
    }
  }

  /// `names` with those defined in a section larger than `limit` bytes moved to the end, each
  /// group in its given order; names the map does not know stay in the first group.
  func placingLargeSectionsLast(_ names: [String], limit: Int) -> [String] {
    var small: [String] = []
    var large: [String] = []
    for name in names {
      if let size = sectionSizes[name], size > limit { large.append(name) } else { small.append(name) }
    }
    return small + large
  }
}
