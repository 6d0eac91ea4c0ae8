protocol CaptionText: ExpressibleByStringLiteral {}
