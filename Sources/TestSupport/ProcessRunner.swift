import Foundation

/// Runs external programs (the Swift compiler, Python) from tests, with a timeout.
public enum ProcessRunner {
  /// What a finished process produced.
  public struct Result: Sendable {
    /// The exit status (or 128 + signal).
    public var status: Int32
    /// Everything written to standard output.
    public var standardOutput: String
    /// Everything written to standard error.
    public var standardError: String
  }

  /// The absolute path of `name` found on `PATH`, or `nil`.
  public static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs `executable` with `arguments`, killing it after `timeout` seconds.
  public static func run(
    _ executable: String, _ arguments: [String], currentDirectory: URL? = nil, timeout: TimeInterval = 120
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    let outputData = DataCollector(output.fileHandleForReading)
    let errorData = DataCollector(error.fileHandleForReading)
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, standardOutput: String(decoding: outputData.finish(), as: UTF8.self),
      standardError: String(decoding: errorData.finish(), as: UTF8.self))
  }
}

/// Drains a pipe on a background thread so a chatty child never blocks on a full pipe.
private final class DataCollector: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func finish() -> Data {
    done.wait()
    return data
  }
}
