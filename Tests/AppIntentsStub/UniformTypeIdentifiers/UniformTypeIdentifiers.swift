// A stub of `UniformTypeIdentifiers.UTType`, compiled as a module named `UniformTypeIdentifiers`, for
// `supportedContentTypes:` parameters and file entities. Bodies never run.

/// A uniform type identifier such as `public.pdf`.
public struct UTType: Hashable, Sendable {
  /// The identifier string.
  public let identifier: String

  /// Creates a type from its identifier; the real initializer fails for unknown identifiers.
  public init?(_ identifier: String) { self.identifier = identifier }

  private init(known identifier: String) { self.identifier = identifier }

  /// Any data.
  public static let data = UTType(known: "public.data")
  /// Any image.
  public static let image = UTType(known: "public.image")
  /// PNG images.
  public static let png = UTType(known: "public.png")
  /// JPEG images.
  public static let jpeg = UTType(known: "public.jpeg")
  /// PDF documents.
  public static let pdf = UTType(known: "com.adobe.pdf")
  /// Plain text.
  public static let plainText = UTType(known: "public.plain-text")
  /// Any movie.
  public static let movie = UTType(known: "public.movie")
  /// Any audio.
  public static let audio = UTType(known: "public.audio")
  /// JSON documents.
  public static let json = UTType(known: "public.json")
}
