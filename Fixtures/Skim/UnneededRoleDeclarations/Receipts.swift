/// Named only by a skipped declaration of the intent's file: not parsed.
struct Receipt {
  let total: Int
}
