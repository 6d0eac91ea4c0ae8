import Driver
import Foundation
import Source

/// A set of Swift files held in memory, so every measurement reads the same bytes.
struct Corpus {
  /// One file of the corpus.
  struct File {
    /// The path relative to the corpus root it was found under (or generated at).
    var path: String
    /// The file's bytes.
    var bytes: [UInt8]
  }

  /// The files, sorted by path.
  var files: [File]
  /// Paths that could not be read, with the reason (reported, never fatal).
  var unreadable: [String] = []
  /// Facts, selection and parsed files for the pipeline-stage kernels (see `preparing`).
  var stages: StageInputs?

  /// The total number of bytes.
  var byteCount: Int { files.reduce(0) { $0 + $1.bytes.count } }

  /// The size of the largest file in bytes.
  var largestFile: Int { files.reduce(0) { max($0, $1.bytes.count) } }

  /// The number of lines, counted as the line table counts them (`\n`, `\r\n`, `\r`), plus a
  /// last line that does not end in a line break.
  var lineCount: Int {
    files.reduce(0) { total, file in
      let breaks = Kernels.countLineBreaks(file.bytes)
      let last = file.bytes.last
      return total + breaks + (last == nil || last == 0x0A || last == 0x0D ? 0 : 1)
    }
  }

  /// Loads every `.swift` file under each of `roots` (a root may also be a single file).
  /// The files are those `appintents lint` finds there (`swiftFiles(under:)`), sorted by path.
  static func load(roots: [String]) -> Corpus {
    var corpus = Corpus(files: [])
    for root in roots {
      for path in swiftFiles(under: root) {
        do {
          let file = try SourceFile.read(path: path)
          corpus.files.append(File(path: path, bytes: file.bytes))
        } catch {
          corpus.unreadable.append(error.description)
        }
      }
    }
    corpus.files.sort { $0.path < $1.path }
    return corpus
  }

  /// The `.swift` files under `root` that `appintents lint` reads (`SourceDiscovery`: no tool
  /// folders or documentation catalogs), sorted; `root` itself if it is a file. The floor and
  /// the kernels measure the same files as the whole-process runs.
  static func swiftFiles(under root: String) -> [String] {
    SourceDiscovery().discover([root]).files
  }

  /// The corpus concatenated into one file (for single-file scaling runs).
  func concatenated() -> Corpus {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(byteCount + files.count)
    for file in files {
      bytes.append(contentsOf: file.bytes)
      if let last = file.bytes.last, last != 0x0A { bytes.append(0x0A) }
    }
    return Corpus(files: [File(path: "concatenated.swift", bytes: bytes)])
  }
}
