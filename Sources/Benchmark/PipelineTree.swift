import Foundation
import Syntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

extension Pipeline {
  /// A copy of the corpus on disk that the child processes read, so the benchmark can edit a
  /// file without touching the folders it was given.
  struct Tree {
    /// The folders (or single files) handed to `lint`, one per corpus root.
    var roots: [String]
    /// Every file of the copy.
    var paths: [String]
    /// Total bytes.
    var bytes: Int
    /// Number of files.
    var files: Int
    /// The largest file in bytes.
    var largest: Int
    /// The file the `lint-edited` run changes, and its bytes.
    var edited: (path: String, original: [UInt8])?

    /// The line appended to the edited file.
    static let editLine = Array("\n// edited by appintents-bench\n".utf8)

    /// Writes the files of `corpus` under `folder`: the files found under each of `roots` go to
    /// `folder/<root's name>/<path below the root>`; files under no root go to `folder/corpus/`.
    static func write(_ corpus: Corpus, roots: [String], under folder: String) throws -> Tree {
      let manager = FileManager.default
      var tree = Tree(roots: [], paths: [], bytes: 0, files: 0, largest: 0)
      var rootFolders: [String: String] = [:]
      var usedNames: Set<String> = []
      for file in corpus.files {
        let (root, relative) = split(file.path, roots: roots)
        let top: String
        if let known = rootFolders[root] {
          top = known
        } else {
          var name = root.isEmpty ? "corpus" : URL(fileURLWithPath: root).standardizedFileURL.lastPathComponent
          if name.isEmpty || name == "/" { name = "root" }
          var unique = name
          var suffix = 2
          while usedNames.contains(unique) {
            unique = "\(name)-\(suffix)"
            suffix += 1
          }
          usedNames.insert(unique)
          top = folder + "/" + unique
          rootFolders[root] = top
          tree.roots.append(relative.isEmpty ? top + "/" + URL(fileURLWithPath: file.path).lastPathComponent : top)
        }
        let destination = top + "/" + (relative.isEmpty ? URL(fileURLWithPath: file.path).lastPathComponent : relative)
        try manager.createDirectory(
          atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(file.bytes).write(to: URL(fileURLWithPath: destination))
        tree.paths.append(destination)
        tree.bytes += file.bytes.count
        tree.largest = max(tree.largest, file.bytes.count)
      }
      tree.files = tree.paths.count
      if !corpus.files.isEmpty {
        let middle = corpus.files.count / 2
        tree.edited = (tree.paths[middle], corpus.files[middle].bytes)
      }
      return tree
    }

    /// The root `path` was found under (the longest that contains it) and the path below it;
    /// an empty root when none contains it, an empty relative path when the root is the file.
    static func split(_ path: String, roots: [String]) -> (root: String, relative: String) {
      var best: (root: String, relative: String)?
      for root in roots {
        let trimmed = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        if path == trimmed {
          if best == nil || trimmed.count > best!.root.count { best = (root, "") }
        } else if path.hasPrefix(trimmed + "/"), best == nil || trimmed.count > best!.root.count {
          best = (root, String(path.dropFirst(trimmed.count + 1)))
        }
      }
      if let best { return best }
      return ("", path.hasPrefix("/") ? String(path.drop { $0 == "/" }) : path)
    }

    /// Appends a comment line to the edited file.
    func editOneFile() throws(ChildProcess.Failure) {
      guard let edited else { return }
      try write(edited.original + Self.editLine, to: edited.path)
    }

    /// Puts the edited file's bytes back.
    func restoreEditedFile() throws(ChildProcess.Failure) {
      guard let edited else { return }
      try write(edited.original, to: edited.path)
    }

    private func write(_ bytes: [UInt8], to path: String) throws(ChildProcess.Failure) {
      do {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
      } catch {
        throw ChildProcess.Failure(description: "cannot write \(path): \(error.localizedDescription)")
      }
    }
  }

  /// The byte-read floor over files on disk: open, read into a reused buffer, count line
  /// breaks, close; from the page cache, in this process.
  struct ReadFloor: Codable {
    /// Threads reading at once.
    var threads: Int
    /// Runs measured.
    var repetitions: Int
    /// The fastest run, wall clock, in seconds.
    var bestSeconds: Double
    /// Bytes per second of the fastest run (MB/s, 10^6 bytes).
    var megabytesPerSecond: Double
    /// Files per second of the fastest run.
    var filesPerSecond: Double

    /// Reads every file of `paths` on `threads` threads, `repetitions` times.
    static func measure(_ paths: [String], threads: Int, repetitions: Int) -> ReadFloor {
      var best = Double.infinity
      var bytes = 0
      let workers = max(1, min(threads, paths.count))
      for _ in 0..<max(repetitions, 1) {
        let start = Timing.now(CLOCK_MONOTONIC)
        let counts = LargeStack.parallelMap(Array(0..<workers), jobs: workers) { worker in
          readShare(paths, worker: worker, of: workers)
        }
        best = min(best, Timing.now(CLOCK_MONOTONIC) - start)
        bytes = counts.reduce(0) { $0 + $1.bytes }
        Sink.consume(KernelResult(tokens: 0, checksum: counts.reduce(0) { $0 &+ $1.lineBreaks }))
      }
      return ReadFloor(
        threads: workers, repetitions: max(repetitions, 1), bestSeconds: rounded(best, 6),
        megabytesPerSecond: rounded(Double(bytes) / best / 1e6, 1),
        filesPerSecond: rounded(Double(paths.count) / best, 0))
    }

    /// The faster of this measurement and `other` (of the same files and threads), counting the
    /// runs of both.
    func merged(with other: ReadFloor) -> ReadFloor {
      var faster = other.bestSeconds < bestSeconds ? other : self
      faster.repetitions = repetitions + other.repetitions
      return faster
    }

    /// Reads every `of`-th file starting at `worker`, into one buffer.
    private static func readShare(_ paths: [String], worker: Int, of workers: Int) -> (bytes: Int, lineBreaks: Int) {
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      var bytes = 0
      var lineBreaks = 0
      var index = worker
      while index < paths.count {
        let descriptor = open(paths[index], O_RDONLY)
        index += workers
        guard descriptor >= 0 else { continue }
        var status = stat()
        if fstat(descriptor, &status) == 0, Int(status.st_size) + 1 > buffer.count {
          buffer = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        }
        var filled = 0
        while true {
          let count = buffer.withUnsafeMutableBytes { raw in
            read(descriptor, raw.baseAddress! + filled, raw.count - filled)
          }
          if count <= 0 { break }
          filled += count
          if filled == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
        }
        close(descriptor)
        bytes += filled
        lineBreaks &+= buffer.withUnsafeBufferPointer {
          Kernels.countLineBreaks(UnsafeBufferPointer(rebasing: $0[0..<filled]))
        }
      }
      return (bytes, lineBreaks)
    }
  }
}
