import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`, as SwiftUI spells it: marks a declaration at the top level of a `#Preview` body as a
/// stored property of the view the preview shows, so that `@State` and other dynamic properties work there:
///
/// ```swift
/// #Preview {
///     @Previewable @State var value = 0.5
///     Slider(value: $value)
/// }
/// ```
///
/// The attribute itself adds nothing: `#Preview` reads it (`PreviewableView`) and moves the declaration.
/// Anywhere else it is an error, as in SwiftUI.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // Inside a `#Preview` body the compiler may expand the attribute while it checks the closure, before
        // `#Preview` moves the declaration: nothing to add there either.
        let insidePreview = context.lexicalContext.contains { node in
            if let expansion = node.as(MacroExpansionDeclSyntax.self) { return expansion.macroName.text == "Preview" }
            if let expansion = node.as(MacroExpansionExprSyntax.self) { return expansion.macroName.text == "Preview" }
            return false
        }
        guard insidePreview || context.lexicalContext.isEmpty else {
            throw PreviewMacroError("@Previewable marks a declaration at the top level of a #Preview body; "
                + "elsewhere, declare the property in a view")
        }
        return []
    }
}

/// The view a `#Preview` body with `@Previewable` declarations becomes, as SwiftUI's `#Preview` makes it: the
/// marked declarations at the top level of the body are its stored properties (without the attribute), and
/// the body's other statements, in order, its `body`.
struct PreviewableView {
    /// `struct NAME: Reflow.View { properties; var body: some Reflow.View { statements } }`.
    let declaration: DeclSyntax
    /// `{ NAME() }`: what the preview shows.
    let closure: ClosureExprSyntax

    /// Nil when the body has no `@Previewable` declaration at its top level. `key` names the preview across
    /// builds (`Reflow._PreviewableView`): `name` holds the line the macro stands on.
    init?(body: ClosureExprSyntax, name: TokenSyntax, key: String) {
        var properties: [String] = []
        var statements: [String] = []
        for item in body.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), Self.isPreviewable(variable.attributes) {
                let attributes = variable.attributes.filter { !Self.isPreviewable($0) }
                properties.append(variable.with(\.attributes, AttributeListSyntax(attributes)).trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        guard !properties.isEmpty else { return nil }
        // The body is inferred to be a @ViewBuilder from `View`'s requirement, as in a view written by hand; an
        // explicit `return` (SwiftUI's documentation writes one) turns the builder off, as there.
        declaration = """
            struct \(name): Reflow._PreviewableView {
                static var _previewKey: String { \(literal: key) }
            \(raw: properties.map { "    " + $0 }.joined(separator: "\n"))
                var body: some Reflow.View {
            \(raw: statements.map { "        " + $0 }.joined(separator: "\n"))
                }
            }
            """
        closure = ClosureExprSyntax(statements: CodeBlockItemListSyntax {
            ExprSyntax("\(name)()")
        })
    }

    private static func isPreviewable(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { isPreviewable($0) }
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name == "Reflow.Previewable" || name == "SwiftUI.Previewable"
    }
}
