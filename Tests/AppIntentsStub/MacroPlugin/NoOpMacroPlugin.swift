// A compiler plugin executable that expands every macro to nothing.
//
// The stub declares Apple's App Intents macros (`@AppIntent(schema:)`, `@ComputedProperty`, ...) as
// external macros of the module `AppIntentsStubMacros`. The real expansions are unknown, so this plugin
// answers every expansion request with empty source: the attributed declarations type-check as written,
// and the compiler's const-value output shows only what the source itself declares.
//
// It speaks the compiler's plugin protocol without swift-syntax: each message is an 8-byte little-endian
// length followed by that many bytes of JSON. Only two requests need answers: `getCapability` and the
// expansion requests, whose answer never depends on their content.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The plugin's entry point: answers requests on stdin until the compiler closes it.
@main enum NoOpMacroPlugin {
  /// The protocol version the plugin reports; any version from 1 accepts `expandMacroResult`.
  static let protocolVersion = 7

  static func main() {
    while let header = readExactly(8) {
      var size = 0
      for byte in header.reversed() { size = size << 8 | Int(byte) }
      guard size >= 0, let body = readExactly(size) else { return }
      let request = String(decoding: body, as: UTF8.self)
      if request.hasPrefix("{\"getCapability\"") {
        send("{\"getCapabilityResult\":{\"capability\":{\"protocolVersion\":\(protocolVersion)}}}")
      } else {
        send("{\"expandMacroResult\":{\"expandedSource\":\"\",\"diagnostics\":[]}}")
      }
    }
  }

  /// Reads exactly `count` bytes from stdin, or returns nil at end of input.
  static func readExactly(_ count: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let got = buffer.withUnsafeMutableBytes { raw in
        read(0, raw.baseAddress.map { $0 + filled }, count - filled)
      }
      if got <= 0 { return nil }
      filled += got
    }
    return buffer
  }

  /// Writes one framed message to stdout.
  static func send(_ message: String) {
    let payload = Array(message.utf8)
    var length = UInt64(payload.count)
    var frame: [UInt8] = []
    for _ in 0..<8 {
      frame.append(UInt8(length & 0xff))
      length >>= 8
    }
    frame += payload
    var written = 0
    while written < frame.count {
      let sent = frame.withUnsafeBytes { raw in
        write(1, raw.baseAddress.map { $0 + written }, frame.count - written)
      }
      if sent <= 0 { exit(1) }
      written += sent
    }
  }
}
