/// A place in a preset file: 1-based line and column (columns count
/// characters). Binary property lists have no places: their syntax errors
/// name object numbers, and validation locates problems by key path.
public struct FilePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, counting from 1.
    public var line: Int
    /// The column, counting characters from 1.
    public var column: Int

    /// The place at `line` and `column`, both counting from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Whether `lhs` comes before `rhs` in the file.
    public static func < (lhs: FilePosition, rhs: FilePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, as compilers print places.
    public var description: String { "\(line):\(column)" }
}
