let a = #"closed with too many"##
let b = ##"closed with too few"#
let c = "next"
