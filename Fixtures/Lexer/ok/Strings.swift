let plain = "Hello, world"
let escapes = "tab\t newline\n quote\" backslash\\ nul\0 apostrophe\' cr\r"
let unicode = "\u{1F600} \u{E9} \u{0}"
let raw = #"a\#(b)c \d "quoted" \#n"#
let rawer = ##"x"#"##
let nested = "\(f("\(g(1))"))"
let deeper = "a \(b("c \(d("e \(f) g")) h")) i"
let closure = "\(items.map { "\($0)" }.joined(separator: ", "))"
let multi = """
  Line one \(name)
  Line "two" with ""quotes""
  continued \
  here
  """
let rawMulti = #"""
  Raw \#(interpolated) and \(not)
  """#
let emptyMulti = """
  """
let empty = ""
let keyPath = "Order \(\.$dish) now"
let phrase = "Start \(.applicationName)"
