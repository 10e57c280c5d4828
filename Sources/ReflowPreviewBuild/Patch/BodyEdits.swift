import SwiftParser
import SwiftSyntax

/// A declaration whose body a save changed, and nothing else of it: what a tier-1 reload replaces in the running
/// preview (`PatchSource`).
public struct ChangedBody: Equatable, Sendable {
    /// The types around it, outermost first ("FlowLayout"), as written in its file; empty at the top level.
    public var typePath: [String]
    /// The name the compiler knows it by, as `@_dynamicReplacement(for:)` spells it: `body`,
    /// `sizeThatFits(proposal:subviews:cache:)`, `init(text:)`, `subscript(_:)`.
    public var name: String
}

/// What a save changed in one file, for choosing how to reload.
public enum BodyEditVerdict: Equatable, Sendable {
    /// Only the bodies of these functions, accessors of computed properties or subscripts, and initializers changed:
    /// the running preview can take them as a patch.
    case bodiesOnly([ChangedBody])
    /// The file means what it meant (the same tokens; comments or spacing changed at most).
    case unchanged
    /// Something a patch cannot replace changed (a stored property, a type, a signature, a `#Preview`), or the
    /// file does not parse: the preview is built again.
    case structural(String)
}

/// Tells whether a save changed only the bodies of declarations (issue 30, tier 1), by comparing the file as the
/// running preview was built from it with the file saved, token by token, comments and spacing aside.
public enum BodyEdits {
    /// The verdict on `new` against `old`, the text the preview was built from.
    public static func classify(old: String, new: String) -> BodyEditVerdict {
        // Most files of a folder are not the one saved: no need to read them.
        if old == new { return .unchanged }
        let oldTree = Parser.parse(source: old), newTree = Parser.parse(source: new)
        if newTree.hasError { return .structural("the file does not parse") }
        if oldTree.hasError { return .structural("the built file did not parse") }
        let before = Replaceables(oldTree), after = Replaceables(newTree)
        guard before.skeleton == after.skeleton else {
            return .structural("something besides the bodies of functions, computed properties and initializers changed")
        }
        var changed: [ChangedBody] = []
        for (was, now) in zip(before.declarations, after.declarations) where was.bodyTokens != now.bodyTokens {
            guard let name = now.replacedName else { return .structural("\(now.displayName) cannot be replaced") }
            changed.append(ChangedBody(typePath: now.typePath, name: name))
        }
        return changed.isEmpty ? .unchanged : .bodiesOnly(changed)
    }
}

/// The declarations of a file whose bodies a patch can replace (members of types and extensions, and top-level
/// functions and computed variables, outside `#if`), and the file's tokens less those bodies.
struct Replaceables {
    struct Declaration {
        let node: DeclSyntax
        /// The body: a function's or initializer's code block, a property's or subscript's accessor block.
        let body: Syntax
        let typePath: [String]
        /// The extension's generic `where` clause, when the declaration is in one.
        let whereClause: String?
        var bodyTokens: [String] { body.tokens(viewMode: .sourceAccurate).map(\.text) }
        var bodyRange: Range<AbsolutePosition> {
            body.positionAfterSkippingLeadingTrivia..<body.endPositionBeforeTrailingTrivia
        }
        /// What stands for the body in the skeleton: which accessors a property or subscript has is part of its
        /// declaration (a setter added changes it).
        var marker: String {
            guard let block = body.as(AccessorBlockSyntax.self), case .accessors(let list) = block.accessors else {
                return "\u{2}"
            }
            return "\u{2}" + list.map(\.accessorSpecifier.text).joined(separator: ",") + "\u{2}"
        }
        var displayName: String { typePath.isEmpty ? "\(node.kind)" : typePath.joined(separator: ".") }

        /// Whether its result type is opaque (`some View`): a `some` before its body.
        var hasOpaqueResult: Bool {
            node.tokens(viewMode: .sourceAccurate).contains {
                $0.tokenKind == .keyword(.some) && $0.positionAfterSkippingLeadingTrivia < bodyRange.lowerBound
            }
        }

        /// The name `@_dynamicReplacement(for:)` takes; nil for declarations it cannot name (operators).
        var replacedName: String? {
            if let function = node.as(FunctionDeclSyntax.self) {
                guard case .identifier = function.name.tokenKind else { return nil }
                return function.name.text + "(" + Self.labels(function.signature.parameterClause.parameters) + ")"
            }
            if let variable = node.as(VariableDeclSyntax.self),
               let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) {
                return pattern.identifier.text
            }
            if let initializer = node.as(InitializerDeclSyntax.self) {
                return "init(" + Self.labels(initializer.signature.parameterClause.parameters) + ")"
            }
            if let subscriptDecl = node.as(SubscriptDeclSyntax.self) {
                // A subscript's parameters have no argument labels unless they are given two names.
                let labels = subscriptDecl.parameterClause.parameters.map { ($0.secondName == nil ? "_" : $0.firstName.text) + ":" }
                return "subscript(" + labels.joined() + ")"
            }
            return nil
        }

        private static func labels(_ parameters: FunctionParameterListSyntax) -> String {
            parameters.map { $0.firstName.text + ":" }.joined()
        }
    }

    private(set) var declarations: [Declaration] = []
    /// The file's tokens, each followed by a separator, with every replaceable body left out (a marker in its place).
    private(set) var skeleton = ""

    init(_ tree: SourceFileSyntax) {
        for item in tree.statements { if let decl = item.item.as(DeclSyntax.self) { collect(decl, typePath: [], whereClause: nil) } }
        // The declarations come in the order of their bodies in the file, which never overlap.
        var index = 0
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let position = token.positionAfterSkippingLeadingTrivia
            while index < declarations.count, position >= declarations[index].bodyRange.upperBound { index += 1 }
            if index < declarations.count, declarations[index].bodyRange.contains(position) {
                if position == declarations[index].bodyRange.lowerBound { skeleton += declarations[index].marker }
                continue
            }
            skeleton += token.text + "\u{1}"
        }
    }

    private mutating func collect(_ decl: DeclSyntax, typePath: [String], whereClause: String?) {
        func members(_ block: MemberBlockSyntax, _ name: String, _ clause: String?) {
            for member in block.members { collect(member.decl, typePath: typePath + [name], whereClause: clause) }
        }
        if let type = decl.as(StructDeclSyntax.self) { return members(type.memberBlock, type.name.text, nil) }
        if let type = decl.as(ClassDeclSyntax.self) { return members(type.memberBlock, type.name.text, nil) }
        if let type = decl.as(EnumDeclSyntax.self) { return members(type.memberBlock, type.name.text, nil) }
        if let type = decl.as(ActorDeclSyntax.self) { return members(type.memberBlock, type.name.text, nil) }
        if let type = decl.as(ExtensionDeclSyntax.self) {
            return members(type.memberBlock, type.extendedType.trimmedDescription, type.genericWhereClause?.trimmedDescription)
        }
        if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
            return add(decl, Syntax(body), typePath, whereClause)
        }
        if let initializer = decl.as(InitializerDeclSyntax.self), let body = initializer.body, !typePath.isEmpty {
            return add(decl, Syntax(body), typePath, whereClause)
        }
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
           let block = variable.bindings.first?.accessorBlock, Self.isComputed(block) {
            return add(decl, Syntax(block), typePath, whereClause)
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self), let block = subscriptDecl.accessorBlock,
           Self.isComputed(block) {
            return add(decl, Syntax(block), typePath, whereClause)
        }
    }

    private mutating func add(_ decl: DeclSyntax, _ body: Syntax, _ typePath: [String], _ whereClause: String?) {
        declarations.append(Declaration(node: decl, body: body, typePath: typePath, whereClause: whereClause))
    }

    /// A getter alone, or `get`/`set` accessors: not the observers of a stored property.
    private static func isComputed(_ block: AccessorBlockSyntax) -> Bool {
        switch block.accessors {
        case .getter: return true
        case .accessors(let list):
            return list.allSatisfy { ["get", "set"].contains($0.accessorSpecifier.text) }
        }
    }
}
