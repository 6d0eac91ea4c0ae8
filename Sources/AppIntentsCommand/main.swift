import CLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

ProcessSetup.apply()
let code = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), console: .standard)
exit(code.rawValue)
