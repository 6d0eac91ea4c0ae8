import AppIntents
import ColorKit

// Declared in this module, conformed in an extension: the cases are visible.
enum Shade: String {
  case light, dark
}

extension Shade: AppEnum {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shade"
  static let caseDisplayRepresentations: [Shade: DisplayRepresentation] = [.light: "Light", .dark: "Dark"]
}

// A typealias of a module enum.
typealias Tone = Shade

extension Tone: CustomStringConvertible {
  var description: String { rawValue }
}

// Extensions of an imported enum that add other conformances or helpers.
extension PaletteColor: @retroactive Identifiable {
  public var id: String { "\(self)" }
}

extension PaletteColor {
  var intentColor: IntentColor { self == .red ? .red : .green }
}

// An enum declared in this module, nested in an extension of an imported type.
extension PaletteColor {
  enum Family: String, AppEnum {
    case warm, cool
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Family"
    static let caseDisplayRepresentations: [Family: DisplayRepresentation] = [.warm: "Warm", .cool: "Cool"]
  }
}

extension PaletteColor.Family: Identifiable {
  var id: String { rawValue }
}

// The recommended shape: a module enum mirroring the imported one.
enum IntentColor: String, AppEnum {
  case red, green

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
  static let caseDisplayRepresentations: [IntentColor: DisplayRepresentation] = [.red: "Red", .green: "Green"]

  var paletteColor: PaletteColor { self == .red ? .red : .green }
}

// A chain of typealiases ending at a module enum.
typealias Hue = Tone

extension Hue: Comparable {
  static func < (lhs: Shade, rhs: Shade) -> Bool { lhs.rawValue < rhs.rawValue }
}
