import PreviewSymbols
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: .sizeThatFitsLayout) { body }`, as SwiftUI spells it.
///
/// It expands to a function that makes a `Reflow.Preview` from the same arguments. The function's Swift name
/// is unique and unspeakable, so it is also given a symbol name (`PreviewSymbol`) by which the preview build
/// calls it. In an ordinary build nothing calls it: the preview only has to compile there.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var arguments = Array(node.arguments)
        var body = node.trailingClosure
        // `body:` may be written as a labelled argument instead of a trailing closure.
        if body == nil, let index = arguments.firstIndex(where: { $0.label?.text == "body" }) {
            body = arguments[index].expression.as(ClosureExprSyntax.self)
            arguments.remove(at: index)
        }
        guard let body else {
            throw PreviewMacroError("#Preview needs a body: #Preview(\"Name\") { MyView() }")
        }
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
              let fileID = location.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
              let line = location.line.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
              let column = location.column.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) })
        else {
            throw PreviewMacroError("#Preview could not tell where it stands in the file")
        }
        var list = arguments.map { argument -> String in
            let text = argument.with(\.trailingComma, nil).trimmedDescription
            return text
        }
        list.append("_fileID: \(StringLiteralExprSyntax(content: fileID).trimmedDescription)")
        list.append("_line: \(line)")
        let symbol = PreviewSymbol.name(fileID: fileID, line: line, column: column)
        let function = context.makeUniqueName("preview")
        // `@Previewable` declarations make the body a view of its own (`PreviewableView`).
        var declarations: [DeclSyntax] = []
        var closure = body.trimmed
        let nameText = arguments.first { $0.label == nil }?.expression.trimmedDescription ?? ""
        if let view = PreviewableView(body: body, name: context.makeUniqueName("Previewable"),
                                      key: fileID + "#" + nameText) {
            declarations.append(view.declaration)
            closure = view.closure
        }
        declarations.append(
            """
            @_silgen_name(\(literal: symbol))
            func \(function)() -> Reflow.Preview {
                Reflow.Preview(\(raw: list.joined(separator: ", "))) \(closure)
            }
            """
        )
        return declarations
    }
}

struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@main
struct ReflowMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
