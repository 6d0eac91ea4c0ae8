#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

// `appintents-bench`: measures the lexer (and, later, the other stages) on real or generated Swift.
// Everything lives in `BenchmarkTool`; this file only hands it the arguments and exits.
let code = BenchmarkTool.main(arguments: Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)
