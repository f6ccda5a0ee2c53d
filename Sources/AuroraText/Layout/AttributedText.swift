/// `AttributedText`: the input of text layout — runs of strings, each with its attributes.

/// Text whose runs each carry `TextAttributes`. Character ranges in a `TextLayout` are UTF-16
/// offsets into `string`, the runs' strings joined.
public struct AttributedText: Hashable, Sendable {
    /// One run: a string and its attributes.
    public struct Run: Hashable, Sendable {
        /// The run's text.
        public var text: String
        /// How it looks.
        public var attributes: TextAttributes

        /// A run of `text` with `attributes`.
        public init(_ text: String, attributes: TextAttributes = TextAttributes()) {
            self.text = text
            self.attributes = attributes
        }
    }

    /// The runs, in order.
    public var runs: [Run]

    /// Text made of `runs`.
    public init(runs: [Run]) {
        self.runs = runs
    }

    /// One run of `text` with `attributes`.
    public init(_ text: String, attributes: TextAttributes = TextAttributes()) {
        runs = [Run(text, attributes: attributes)]
    }

    /// Appends a run.
    public mutating func append(_ text: String, attributes: TextAttributes) {
        runs.append(Run(text, attributes: attributes))
    }

    /// All the text.
    public var string: String { runs.map(\.text).joined() }
}
