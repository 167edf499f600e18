/// Reads and writes the three encodings of a preset file.
enum PresetFileFormat {
    /// The document in `bytes`, or the one diagnostic that stopped reading it.
    static func parse(_ bytes: [UInt8], displayPath: String, limits: ReadingLimits)
        -> Result<(node: PresetNode, encoding: PresetEncoding), PresetDiagnostic>
    {
        let encoding = detect(bytes, displayPath: displayPath)
        do {
            let node: PresetNode
            switch encoding {
            case .json: node = try JSONReader.parse(bytes, limits: limits)
            case .xmlPropertyList: node = try XMLPropertyListReader.parse(bytes, limits: limits)
            case .binaryPropertyList: node = try BinaryPropertyListReader.parse(bytes, limits: limits)
            }
            return .success((node, encoding))
        } catch {
            return .failure(PresetDiagnostic(.error, file: displayPath, location: error.location, keyPath: "",
                message: error.message, fix: error.fix))
        }
    }

    /// JSON unless the bytes start like a property list, or the file is a
    /// `.plist` (so that a broken plist gets property-list messages).
    static func detect(_ bytes: [UInt8], displayPath: String) -> PresetEncoding {
        switch PropertyListFormat.detect(bytes) {
        case .binary: return .binaryPropertyList
        case .xml: return .xmlPropertyList
        case nil: return displayPath.hasSuffix(".plist") && !bytes.isEmpty ? .xmlPropertyList : .json
        }
    }

    static func write(_ node: PresetNode, as encoding: PresetEncoding) -> [UInt8] {
        switch encoding {
        case .json: Array(JSONWriter.write(node).utf8)
        case .xmlPropertyList: XMLPropertyListWriter.write(node)
        case .binaryPropertyList: BinaryPropertyListWriter.write(node)
        }
    }
}
