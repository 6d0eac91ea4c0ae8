import Configuration
import Testing

@Suite struct GlobTests {
  /// (pattern, path, is the path a directory, expected whole-path match)
  @Test(arguments: [
    ("*.swift", "A.swift", false, true),
    ("*.swift", "Sources/A.swift", false, false),
    ("*.swift", ".swift", false, true),
    ("*", "anything", false, true),
    ("Sources/*.swift", "Sources/A.swift", false, true),
    ("Sources/*.swift", "Sources/Sub/A.swift", false, false),
    ("Sources/*/A.swift", "Sources/Sub/A.swift", false, true),
    ("**/*.swift", "A.swift", false, true),
    ("**/*.swift", "a/b/c/A.swift", false, true),
    ("**/*.swift", "a/b/c/A.swifty", false, false),
    ("Sources/**", "Sources/a/b.swift", false, true),
    ("Sources/**", "Sources", true, true),
    ("Sources/**", "Other/a.swift", false, false),
    ("a/**/b", "a/b", false, true),
    ("a/**/b", "a/x/y/b", false, true),
    ("a/**/b", "a/x/y/c", false, false),
    ("a/**/**/b", "a/x/b", false, true),
    ("**", "x/y/z", false, true),
    ("**/Generated/**", "App/Generated/X.swift", false, true),
    ("?.swift", "A.swift", false, true),
    ("?.swift", "AB.swift", false, false),
    ("?.swift", "é.swift", false, true),
    ("[abc].swift", "b.swift", false, true),
    ("[abc].swift", "d.swift", false, false),
    ("[a-c]*.swift", "cat.swift", false, true),
    ("[!a-c]*.swift", "cat.swift", false, false),
    ("[^a-c]*.swift", "dog.swift", false, true),
    ("[]]", "]", false, true),
    ("[a-]", "-", false, true),
    ("\\*.swift", "*.swift", false, true),
    ("\\*.swift", "A.swift", false, false),
    ("a**b", "axxb", false, true),
    ("*Tests*", "AppTests", true, true),
    ("Generated/", "Generated", true, true),
    ("Generated/", "Generated", false, false),
    ("./Sources//A.swift", "Sources/A.swift", false, true),
    ("Sources/A.swift", "./Sources/A.swift", false, true),
    ("*.SWIFT", "a.swift", false, false),
    ("*a*a*a*a*a*b", String(repeating: "a", count: 200), false, false),
  ])
  func wholePathMatching(pattern: String, path: String, isDirectory: Bool, expected: Bool) throws {
    let glob = try Glob(pattern)
    #expect(glob.matches(path, isDirectory: isDirectory) == expected, "\(pattern) vs \(path)")
  }

  /// A glob also covers everything inside a directory it matches.
  @Test(arguments: [
    ("Pods", "Pods/Alamofire/A.swift", true),
    ("Pods", "Podsx/A.swift", false),
    ("Pods/", "Pods/A.swift", true),
    ("Generated/", "Generated", false),
    ("**/Generated/", "App/Generated/Deep/X.swift", true),
    ("**/*Tests*", "Tests/AppTests/A.swift", true),
    ("Sources", "Sources", true),
    ("Sources/*.swift", "Sources/A.swift/inner", true),
  ])
  func pathOrAncestorMatching(pattern: String, path: String, expected: Bool) throws {
    #expect(try Glob(pattern).matchesPathOrAncestor(path) == expected, "\(pattern) vs \(path)")
  }

  @Test(arguments: [
    ("", "empty glob", 0),
    ("/abs", "a glob must be relative, not start with '/'", 0),
    ("a/[bc", "unterminated '[' in glob", 2),
    ("[]", "unterminated '[' in glob", 0),
    ("x/[z-a]", "invalid range 'z-a' in glob: the first character must not be after the second", 3),
    ("abc\\", "a glob may not end with '\\'", 3),
    ("a/../b", "'..' is only allowed at the start of a glob", 2),
    (".", "the glob '.' names no file or directory", 0),
  ])
  func invalidGlobs(pattern: String, message: String, offset: Int) {
    #expect(throws: GlobError(message: message, offset: offset)) { try Glob(pattern) }
  }

  @Test func anchoredGlobsResolveAgainstTheirBase() throws {
    let glob = try AnchoredGlob("Sources/**/*.swift", base: "/repo/app")
    #expect(glob.matchesPathOrAncestor("/repo/app/Sources/X/A.swift"))
    #expect(!glob.matchesPathOrAncestor("/repo/other/Sources/A.swift"))
    let parent = try AnchoredGlob("../Shared/**", base: "/repo/app")
    #expect(parent.base == "/repo")
    #expect(parent.matchesPathOrAncestor("/repo/Shared/A.swift"))
    #expect(!parent.matchesPathOrAncestor("/repo/app/Shared/A.swift"))
    let absolute = try AnchoredGlob("/tmp/*.swift", base: "/repo")
    #expect(absolute.base == "/")
    #expect(absolute.matchesPathOrAncestor("/tmp/A.swift"))
    // Everything outside the base is never matched, even by `**`.
    #expect(!(try AnchoredGlob("**", base: "/repo/app")).matchesPathOrAncestor("/repo/A.swift"))
  }

  @Test func pathFilterExcludeWinsOverInclude() throws {
    let filter = PathFilter(
      include: [try AnchoredGlob("Sources", base: "/r"), try AnchoredGlob("App/*.swift", base: "/r")],
      exclude: [try AnchoredGlob("**/Generated/", base: "/r"), try AnchoredGlob("*.pb.swift", base: "/r/Sources")])
    #expect(filter.includes("/r/Sources/A.swift"))
    #expect(filter.includes("/r/App/B.swift"))
    #expect(!filter.includes("/r/Tests/C.swift"))
    #expect(!filter.includes("/r/Sources/Generated/D.swift"))
    #expect(!filter.includes("/r/Sources/E.pb.swift"))
    #expect(filter.isExcluded("/r/App/Generated", isDirectory: true))
    #expect(PathFilter().includes("/anything.swift"))
  }
}
