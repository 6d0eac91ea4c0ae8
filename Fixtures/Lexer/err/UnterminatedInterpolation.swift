let a = "value \(compute(1
let b = "next line is code again"
let c = """
  multi \("inner
  still multi
  """
