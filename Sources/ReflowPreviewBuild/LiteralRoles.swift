import SwiftSyntax

/// What a literal sets, read from the syntax around it, for the layout inspector's list of a view's literals
/// (issue 30, item 5): the name of the call the literal is an argument of, and the argument's label.
///
/// `.padding(10)` gives "padding", `.frame(width: 120)` "frame width", `.offset(x: 4)` "offset x",
/// `VStack(spacing: 8)` "VStack spacing", `RoundedRectangle(cornerRadius: 6)` "RoundedRectangle cornerRadius",
/// `.padding(.horizontal, 12)` "padding horizontal" (the edges named by the argument before it).
enum LiteralRoles {
    static func role(of literal: Syntax) -> String? {
        guard let argument = literal.parent?.as(LabeledExprSyntax.self),
              let list = argument.parent?.as(LabeledExprListSyntax.self),
              let call = list.parent?.as(FunctionCallExprSyntax.self),
              let name = calleeName(call.calledExpression) else { return nil }
        if let label = argument.label?.text { return "\(name) \(label)" }
        // `.padding(.horizontal, 12)`: the unlabelled argument before names what the number is for.
        if let index = list.index(of: argument), index != list.startIndex {
            let previous = list[list.index(before: index)]
            if previous.label == nil, let member = previous.expression.as(MemberAccessExprSyntax.self), member.base == nil {
                return "\(name) \(member.declName.baseName.text)"
            }
        }
        return name
    }

    /// `padding` for `.padding` or `view.padding`, `VStack` for `VStack`, `Font.system` for `Font.system`.
    private static func calleeName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            // A type's member (`Font.system`, `Color.init`) keeps the type; a view's modifier does not.
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true {
                return name == "init" ? base.baseName.text : "\(base.baseName.text).\(name)"
            }
            return name
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        // `FlowLayout<Int>(spacing: 4)`.
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return calleeName(generic.expression) }
        return nil
    }
}
