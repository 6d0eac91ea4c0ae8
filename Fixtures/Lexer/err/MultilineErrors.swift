let a = """text on the opening line
  body
  """
let b = """
  body"""
let c = 1
