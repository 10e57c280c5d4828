/// The name under which a `#Preview` is linked, so that the preview build can call it.
///
/// A `#Preview`'s body is only reachable through its macro expansion, whose Swift name the compiler makes
/// unique and nobody can spell. The expansion therefore also gives the function a symbol name of its own,
/// made from where the macro stands: the file's `#fileID` ("Module/File.swift"), line and column. File names
/// are unique within a module and module names within a program, so the symbol is too; the preview builder
/// finds the same three values by parsing the file and declares the same symbol to call it.
public enum PreviewSymbol {
    /// "reflow_preview_" followed by the file ID and position, each byte other than a letter or digit written
    /// as `_` and two hex digits, so that different places never give the same name.
    public static func name(fileID: String, line: Int, column: Int) -> String {
        var name = "reflow_preview_"
        for byte in "\(fileID):\(line):\(column)".utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"):
                name.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16)
                name += "_" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return name
    }
}
