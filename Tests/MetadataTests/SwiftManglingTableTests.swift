import Metadata
import Testing

/// A hand-written table of mangled type names, checked on every run (no compiler needed). The
/// first group comes from real Xcode-produced `extract.actionsdata` files; the rest were printed by
/// `swiftc -emit-const-values-path` (Swift 6.3.1) and reviewed by hand.
@Suite struct SwiftManglingTableTests {
  typealias Component = SwiftMangling.TypeComponent

  struct Case: CustomTestStringConvertible, Sendable {
    var module: String
    var components: [Component]
    var fileName: String? = nil
    var expected: String

    var testDescription: String { "\(module).\(components.map(\.name).joined(separator: "."))" }
  }

  static let fromXcodeFiles: [Case] = [
    // Weather (macOS 26, 17E6107): word substitution of the module name.
    Case(
      module: "Weather", components: [Component("OpenWeatherAirQualityIntent", .structure)],
      expected: "7Weather04OpenA16AirQualityIntentV"),
    Case(
      module: "Weather", components: [Component("OpenWeatherSpecificConditionIntent", .structure)],
      expected: "7Weather04OpenA23SpecificConditionIntentV"),
    Case(
      module: "Weather", components: [Component("SpecificConditionKind", .enumeration)],
      expected: "7Weather21SpecificConditionKindO"),
    // Freeform: a nested query and an underscore.
    Case(
      module: "Freeform",
      components: [Component("CRLiOSBoardEntity", .structure), Component("BoardQuery", .structure)],
      expected: "8Freeform17CRLiOSBoardEntityV10BoardQueryV"),
    Case(
      module: "Freeform", components: [Component("CRLFavoriteBoardIntent_v2", .structure)],
      expected: "8Freeform25CRLFavoriteBoardIntent_v2V"),
    // mirrorios (17E192) and MediaMate (16A5230g).
    Case(
      module: "Replica", components: [Component("LaunchAppIntentNew", .structure)],
      expected: "7Replica18LaunchAppIntentNewV"),
    Case(
      module: "MediaMate", components: [Component("EnableKeyboardBrightnessIntent", .structure)],
      expected: "9MediaMate30EnableKeyboardBrightnessIntentV"),
  ]

  static let fromCompiler: [Case] = [
    Case(module: "Weather", components: [Component("Weather", .structure)], expected: "7WeatherAAV"),
    Case(
      module: "Weather", components: [Component("Outer", .enumeration), Component("Outer", .structure)],
      expected: "7Weather5OuterOABV"),
    Case(
      module: "Weather", components: [Component("Outer", .enumeration), Component("Inner", .structure)],
      expected: "7Weather5OuterO5InnerV"),
    Case(module: "Weather", components: [Component("WeatherStation", .classType)], expected: "7Weather0A7StationC"),
    Case(module: "Weather", components: [Component("WeatherStore", .actor)], expected: "7Weather0A5StoreC"),
    Case(module: "Weather", components: [Component("URLSessionURL", .structure)], expected: "7Weather13URLSessionURLV"),
    Case(module: "Weather", components: [Component("Model2Model2", .structure)], expected: "7Weather06Model2B0V"),
    Case(module: "Weather", components: [Component("FooBarFooBar", .structure)], expected: "7Weather06FooBarbC0V"),
    Case(module: "Weather", components: [Component("OpenOpenOpen", .structure)], expected: "7Weather04OpenbB0V"),
    Case(module: "Weather", components: [Component("class", .structure)], expected: "7Weather5classV"),
    Case(
      module: "Weather", components: [Component("Priv", .structure, isFilePrivate: true)],
      fileName: "Sources/PrivateTypes.swift", expected: "7Weather4Priv33_2090E05888326B411B5380A684F1492FLLV"),
    Case(
      module: "Weather",
      components: [Component("FilePriv", .enumeration, isFilePrivate: true), Component("Nested", .structure)],
      fileName: "PrivateTypes.swift", expected: "7Weather8FilePriv33_2090E05888326B411B5380A684F1492FLLO6NestedV"),
    Case(
      module: "Weather", components: [Component("Gen", .structure, genericParameterCount: 1)],
      expected: "7Weather3GenVyxG"),
    Case(
      module: "Weather",
      components: [Component("Gen", .structure, genericParameterCount: 1), Component("Inner", .structure)],
      expected: "7Weather3GenV5InnerVyx_G"),
    Case(
      module: "Weather", components: [Component("Pair", .structure, genericParameterCount: 2)],
      expected: "7Weather4PairVyxq_G"),
    Case(
      module: "Weather", components: [Component("raw name", .structure)], expected: "7Weather0019rawname_ohaIJBIAciaV"),
    Case(module: "Weather", components: [Component("1st", .structure)], expected: "7Weather009_1st_FpEpdV"),
    Case(module: "Weather", components: [Component("Grüße", .structure)], expected: "7Weather009Gre_GkaIlV"),
    Case(module: "Weather", components: [Component("日本語", .structure)], expected: "7Weather0010wgvHBaBBJeV"),
    Case(
      module: "Trailhead", components: [Component("TrailheadShortcuts", .structure)],
      expected: "9Trailhead0A9ShortcutsV"),
    Case(
      module: "Trailhead", components: [Component("HikeSummaryEntity", .structure), Component("Query", .structure)],
      expected: "9Trailhead17HikeSummaryEntityV5QueryV"),
  ]

  @Test(arguments: fromXcodeFiles + fromCompiler)
  func mangledNameMatchesTable(_ entry: Case) throws {
    let path = SwiftMangling.TypePath(module: entry.module, components: entry.components, fileName: entry.fileName)
    #expect(try SwiftMangling.mangledTypeName(path) == entry.expected)
  }

  @Test func variadicConvenienceMatchesPathForm() throws {
    let name = try SwiftMangling.mangledTypeName(
      module: "Weather", Component("Outer", .enumeration), Component("Outer", .structure))
    #expect(name == "7Weather5OuterOABV")
  }

  @Test func privateDiscriminatorHashesModuleAndBaseName() {
    #expect(
      SwiftMangling.privateDiscriminator(module: "Weather", fileName: "/tmp/x/PrivateTypes.swift")
        == "_2090E05888326B411B5380A684F1492F")
  }

  @Test func invalidPathsThrowInsteadOfTrapping() {
    #expect(throws: SwiftManglingError.emptyName("module name")) {
      try SwiftMangling.mangledTypeName(module: "", Component("A", .structure))
    }
    #expect(throws: SwiftManglingError.emptyName("type path")) {
      try SwiftMangling.mangledTypeName(SwiftMangling.TypePath(module: "M", components: []))
    }
    #expect(throws: SwiftManglingError.emptyName("type name")) {
      try SwiftMangling.mangledTypeName(module: "M", Component("", .structure))
    }
    #expect(throws: SwiftManglingError.missingFileName("Hidden")) {
      try SwiftMangling.mangledTypeName(module: "M", Component("Hidden", .structure, isFilePrivate: true))
    }
  }
}
