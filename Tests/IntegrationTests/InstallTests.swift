import Foundation
import TestSupport
import Testing

/// `make install-files` / `make uninstall` with a PREFIX and a DESTDIR, using the debug binary
/// the tests run with (the release build behind `make install` is not part of the suite), and
/// the build command `make install` would run.
@Suite struct InstallTests {
  static let root = FixturePaths.packageRoot
  static let installed = [
    "bin/appintents", "share/man/man1/appintents.1", "share/bash-completion/completions/appintents",
    "share/zsh/site-functions/_appintents", "share/fish/vendor_completions.d/appintents.fish",
  ]

  @Test func installPutsTheBinaryManPageAndCompletionsUnderThePrefix() throws {
    let make = try #require(Subprocess.find("make"), "make is not installed")
    let binary = try #require(BuiltTool.url, "the appintents executable was not found")
    let scratch = try Scratch.directory("install")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let prefix = scratch.appendingPathComponent("prefix")
    let install = Subprocess.run(
      make, ["-C", Self.root.path, "install-files", "PREFIX=\(prefix.path)", "BINARY=\(binary.path)"])
    #expect(install.status == 0, "\(install.combined)")
    for file in Self.installed {
      #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
    }
    let version = Subprocess.run(prefix.appendingPathComponent("bin/appintents"), ["--version"])
    #expect(version.standardOutput.hasPrefix("appintents "))
    let page = try Data(contentsOf: prefix.appendingPathComponent("share/man/man1/appintents.1"))
    #expect(page == (try Data(contentsOf: Self.root.appendingPathComponent("docs/appintents.1"))))

    let uninstall = Subprocess.run(make, ["-C", Self.root.path, "uninstall", "PREFIX=\(prefix.path)"])
    #expect(uninstall.status == 0, "\(uninstall.combined)")
    for file in Self.installed {
      #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
    }

    let staged = Subprocess.run(
      make,
      [
        "-C", Self.root.path, "install-files", "PREFIX=/usr/local", "DESTDIR=\(scratch.path)/stage",
        "BINARY=\(binary.path)",
      ])
    #expect(staged.status == 0, "\(staged.combined)")
    #expect(FileManager.default.fileExists(atPath: scratch.path + "/stage/usr/local/bin/appintents"))
  }

  @Test func installBuildsAFullyStaticPositionDependentReleaseBinaryOnLinux() throws {
    let make = try #require(Subprocess.find("make"), "make is not installed")
    let dryRun = Subprocess.run(make, ["-C", Self.root.path, "-n", "build", "PREFIX=/tmp/unused"])
    #expect(dryRun.status == 0, "\(dryRun.combined)")
    #if os(Linux)
    let command = dryRun.standardOutput
    #expect(
      command.contains("swift build -c release -Xswiftc -static-executable -Xswiftc -Xclang-linker -Xswiftc -no-pie"))
    #expect(command.contains(" --product appintents"))
    // With the toolchain's lld, the hot functions are placed together (docs/performance.md).
    if let swift = Subprocess.find("swift"),
      FileManager.default.isExecutableFile(
        atPath: swift.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("ld.lld").path)
    {
      let orderFile = Self.root.appendingPathComponent("Sources/AppIntentsCommand/link-order.txt").path
      #expect(command.contains("-Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections"))
      #expect(command.contains("-Xlinker --symbol-ordering-file=\(orderFile)"))
    }
    #else
    #expect(dryRun.standardOutput.contains("swift build -c release  --product appintents"))
    #endif
  }
}
