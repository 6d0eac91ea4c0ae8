import CLI
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the environment can do to the tool: an unreadable file, standard output closed early,
/// and thousands of files (no file descriptor may leak).
@Suite(.enabled(if: AppIntentsExecutable.isAvailable, "appintents is not next to the test bundle; run 'swift build'"))
struct FileAndStreamTests {
  /// A valid file whose syntax dump (several MB) is far larger than a pipe's buffer, so the
  /// tool is still writing when the reader goes away.
  static func largeValidFile(in directory: URL) throws -> String {
    let fixture = try Data(contentsOf: FixturePaths.url("Parser/ok/AppIntentsShowcase.swift"))
    try Data(repeatElement(fixture, count: 60).joined()).write(to: directory.appendingPathComponent("Large.swift"))
    return "Large.swift"
  }

  /// A prefix that restores the default action of SIGPIPE when this test process ignores it
  /// (children inherit ignored signals, which would hide a tool that forgot to ignore it).
  static let defaultSignalPrefix: [String] = {
    #if os(Linux)
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let ignored =
      status.split(separator: "\n").first { $0.hasPrefix("SigIgn:") }
      .flatMap { UInt64($0.dropFirst("SigIgn:".count).trimmingCharacters(in: .whitespaces), radix: 16) } ?? 0
    return ignored & (1 << (UInt64(SIGPIPE) - 1)) != 0 ? ["/usr/bin/env", "--default-signal=PIPE"] : []
    #else
    return []
    #endif
  }()

  /// Root can read a `chmod 000` file, so as root the tool runs as `nobody` through `setpriv`.
  static let unprivilegedPrefix: [String]? = {
    if getuid() != 0 { return [] }
    let setpriv = "/usr/bin/setpriv"
    guard FileManager.default.isExecutableFile(atPath: setpriv) else { return nil }
    return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
  }()

  @Test(.enabled(if: unprivilegedPrefix != nil, "running as root without setpriv, and root can read a chmod 000 file"))
  func unreadableFileIsAnIOError() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let file = scratch.url.appendingPathComponent("Locked.swift")
    try Data("struct A {}\n".utf8).write(to: file)
    chmod(file.path, 0)
    let outcome = AppIntentsExecutable.run(
      ["dump", "syntax", "Locked.swift"], in: scratch.url, timeout: 60, prefix: Self.unprivilegedPrefix ?? [])
    ExitContract.expect(outcome, exitCode: .ioError, path: "Locked.swift", label: "chmod 000")
    #expect(outcome.standardError == "appintents: error: cannot read 'Locked.swift': Permission denied\n")
  }

  @Test func standardOutputClosedAfterTheFirstLine() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let file = try Self.largeValidFile(in: scratch.url)
    let outcome = AppIntentsExecutable.run(
      ["dump", "syntax", file], in: scratch.url, standardOutput: .closedAfterFirstLine, timeout: 120,
      prefix: Self.defaultSignalPrefix)
    // `| head -1`: the tool gets EPIPE on its next write, must not die of SIGPIPE (141/-13),
    // and reports the input's own result.
    ExitContract.expect(outcome, exitCode: .success, path: file, label: "| head -1", checksOutput: false)
    #expect(outcome.standardError.isEmpty)
  }

  /// The control: a program that does not ignore SIGPIPE, run the same way, dies of it. So the
  /// test above would see a tool that forgot `signal(SIGPIPE, SIG_IGN)`.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/yes"), "no /usr/bin/yes"))
  func theClosedPipeKillsAProgramThatDoesNotIgnoreSIGPIPE() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let outcome = AppIntentsExecutable.run(
      [], in: scratch.url, standardOutput: .closedAfterFirstLine, timeout: 60, prefix: Self.defaultSignalPrefix,
      executable: URL(fileURLWithPath: "/usr/bin/yes"))
    #expect(outcome.status == -SIGPIPE)
  }

  @Test func standardOutputClosedBeforeStart() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let file = try Self.largeValidFile(in: scratch.url)
    let outcome = AppIntentsExecutable.run(
      ["dump", "syntax", file], in: scratch.url, standardOutput: .discard, timeout: 120,
      prefix: ["/bin/sh", "-c", "exec \"$0\" \"$@\" >&-"])
    ExitContract.expect(outcome, exitCode: .success, path: file, label: ">&-", checksOutput: false)
  }

  /// 10,000 small files, one command each, in this process (starting 10,000 processes would take
  /// minutes; a descriptor leaked by one run would not survive its process anyway). Afterwards
  /// no descriptor of this process may point into the folder. A sample also goes through the
  /// executable.
  @Test func tenThousandSmallFilesLeakNoDescriptor() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let count = 10_000
    var paths: [String] = []
    for index in 0..<count {
      let path = scratch.url.appendingPathComponent("File\(index).swift").path
      let text = index % 10 == 0 ? "struct S\(index) {\n" : "struct S\(index) { let a = \(index) }\n"
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    var findings = 0
    for path in paths {
      let capture = CapturedConsole()
      let code = CommandLineTool.run(["dump", "syntax", path], console: capture.console)
      #expect(code == .success || code == .findings, "\(path): \(capture.standardError)")
      if code == .findings { findings += 1 }
    }
    #expect(findings == count / 10)
    #if os(Linux)
    let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    let leaked = descriptors.compactMap {
      try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")
    }
    .filter { $0.hasPrefix(scratch.url.path) }
    #expect(leaked.isEmpty, "descriptors left open: \(leaked.prefix(5))")
    #endif
    for index in stride(from: 0, to: count, by: 100) {
      let name = "File\(index).swift"
      let outcome = AppIntentsExecutable.run(["dump", "syntax", name], in: scratch.url, timeout: 60)
      ExitContract.expect(outcome, exitCode: index % 10 == 0 ? .findings : .success, path: name, label: name)
    }
  }
}
