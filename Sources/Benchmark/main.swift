import Syntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

// `appintents-bench`: measures the lexer, the skim, the parse, the rules and whole `appintents lint`
// processes on real or generated Swift.
// Everything lives in `BenchmarkTool`; this file only hands it the arguments (on a thread with a
// large stack, as the parser and the rules need) and exits.
let arguments = Array(CommandLine.arguments.dropFirst())
let code = LargeStack.run { BenchmarkTool.main(arguments: arguments) }
exit(code.rawValue)
