import CLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A closed standard output (`appintents ... | head -1`) must not kill us with SIGPIPE.
signal(SIGPIPE, SIG_IGN)
let code = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), console: .standard)
exit(code.rawValue)
