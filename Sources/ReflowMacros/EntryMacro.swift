import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` inside `extension EnvironmentValues`, as SwiftUI spells it: a key type
/// beside the property (`__Key_name`, whose `defaultValue` is the initial value) and accessors that read and
/// write the environment through it.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let name = try Self.property(declaration).name
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let property = try Self.property(declaration)
        // The default is made each time it is read, as a computed default of a key written by hand would be;
        // without a written type it is a stored constant, whose type Swift infers from the value.
        let key: DeclSyntax
        if let type = property.type {
            let value = property.value ?? "nil"
            key = """
            private struct __Key_\(raw: property.name): Reflow.EnvironmentKey {
                static var defaultValue: \(type) { \(value) }
            }
            """
        } else if let value = property.value {
            key = """
            private struct __Key_\(raw: property.name): Reflow.EnvironmentKey {
                static let defaultValue = \(value)
            }
            """
        } else {
            throw EntryMacroError("@Entry needs a type or an initial value: @Entry var spacing: CGFloat = 8")
        }
        return [key]
    }

    /// The name, written type and initial value of the `var` the macro is attached to.
    private static func property(_ declaration: some DeclSyntaxProtocol) throws
        -> (name: String, type: TypeSyntax?, value: ExprSyntax?) {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw EntryMacroError("@Entry applies to one `var` in an extension of EnvironmentValues")
        }
        return (identifier.identifier.text, binding.typeAnnotation?.type.trimmed, binding.initializer?.value.trimmed)
    }
}

struct EntryMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
