import SwiftSyntax

/// Edits of a `some View` body that change its underlying type for certain, told from the syntax alone, so that
/// such a save builds at once instead of compiling a patch the preview would refuse (docs/preview-reloads.md §2.4).
///
/// The running code holds the old underlying type, so the preview's probe refuses a patch whose new type differs;
/// the attempt costs a compile and two links before the build. Only what changes the type whatever the types of
/// the parts are is told here; anything else is left to the probe, which is exact. The body is read as a view
/// builder's list of components when none of its statements is a `return`:
/// - a component added or removed: one view, `TupleView<(A, B)>` and `TupleView<(A, B, C)>` are distinct types;
///   `if` without `else` (an optional) and with it (`_ConditionalContent`) too;
/// - a component's outermost chain of calls gains or loses a call of a name that gives a new wrapper type:
///   `.padding()` makes `ModifiedContent<Content, _PaddingLayout>` of any content. Calls that may give back
///   the type they are called on are left out until a wrapping call has come before them: `Text`'s own
///   modifiers (`.bold()` on a `Text` is a `Text`, on a padded view a wrapper), `Image`'s, `Font`'s.
/// A user's extension that gives back `Self` under another name is read as a wrapper: such an edit builds
/// (state not `Codable` starts afresh) where a patch would have done.
enum OpaqueTypeChanges {
    /// Why the edit from `old` to `new` (two versions of one declaration, with the same signature) changes the
    /// underlying type of its opaque result for certain; nil when it may not.
    static func certainChange(old: Replaceables.Declaration, new: Replaceables.Declaration) -> String? {
        guard let before = components(of: old.body), let after = components(of: new.body) else { return nil }
        if before.count != after.count {
            return "its view builder has \(after.count) views where it had \(before.count)"
        }
        for (was, now) in zip(before, after) {
            if was.kind != now.kind { return "a view became \(now.kind) where it was \(was.kind)" }
            let added = now.wrappers.subtracting(was.wrappers), removed = was.wrappers.subtracting(now.wrappers)
            if let name = added.sorted().first { return "`.\(name)(…)` added to a view" }
            if let name = removed.sorted().first { return "`.\(name)(…)` removed from a view" }
            if now.wrapperCounts != was.wrapperCounts { return "a modifier repeated or unrepeated on a view" }
        }
        return nil
    }

    /// One component of a view builder: what kind of statement it is, and the names of the wrapping calls on its
    /// outermost chain (`Text(x).padding().border(.red)`: padding, border), with how many times each comes.
    struct Component {
        var kind: String
        var wrapperCounts: [String: Int] = [:]
        var wrappers: Set<String> { Set(wrapperCounts.keys) }
    }

    /// The components of a body read as a view builder, or nil when it is not one (a `return`, no statements).
    static func components(of body: Syntax) -> [Component]? {
        let statements: CodeBlockItemListSyntax
        if let block = body.as(CodeBlockSyntax.self) {
            statements = block.statements
        } else if let accessors = body.as(AccessorBlockSyntax.self), case .getter(let list) = accessors.accessors {
            statements = list
        } else {
            return nil
        }
        var result: [Component] = []
        for item in statements {
            switch item.item {
            case .decl(let decl):
                // `let x = …` in a builder is no view; what a `#if` holds is not read here.
                if decl.is(IfConfigDeclSyntax.self) { return nil }
                continue
            case .stmt(let statement):
                if statement.is(ReturnStmtSyntax.self) { return nil }
                if let expression = statement.as(ExpressionStmtSyntax.self) {
                    result.append(component(expression.expression))
                } else {
                    result.append(Component(kind: "a `\(statement.kind)`"))
                }
            case .expr(let expression):
                result.append(component(expression))
            }
        }
        return result.isEmpty ? nil : result
    }

    private static func component(_ expression: ExprSyntax) -> Component {
        if let conditional = expression.as(IfExprSyntax.self) {
            // Each `else` makes another type: `if` alone is optional, `if`/`else` conditional content.
            var branches = 1, node = conditional
            var hasElse = false
            while let next = node.elseBody {
                hasElse = true
                branches += 1
                guard case .ifExpr(let inner) = next else { break }
                hasElse = false
                node = inner
            }
            return Component(kind: "an `if` of \(branches) branches\(hasElse ? " with `else`" : "")")
        }
        if expression.is(SwitchExprSyntax.self) { return Component(kind: "a `switch`") }
        var component = Component(kind: "a view")
        var node = expression
        var names: [String] = []
        // Down the chain: `a.b(…).c(…)` is a call of `c` on `a.b(…)`; trailing closures belong to their call.
        while true {
            if let call = node.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    names.append(member.declName.baseName.text)
                    node = base
                    continue
                }
                break
            }
            if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
                node = base
                continue
            }
            break
        }
        // From the inside out: once a call has wrapped the view, it is no `Text` or `Image` any more, and every
        // modifier after it wraps it again (`.padding().bold()` is `View.bold()`, a wrapper).
        var wrapped = false
        for name in names.reversed() where wrapped || !mayKeepTheType.contains(name) {
            component.wrapperCounts[name, default: 0] += 1
            wrapped = true
        }
        return component
    }

    /// Modifiers that give back the type they are called on when it is a `Text` or an `Image` (SwiftUI's `Text`
    /// and `Image` declare them returning `Text` and `Image`, and Reflow's do the same), or a `Font`'s: adding one
    /// may leave the type as it was, which only the probe can tell.
    static let mayKeepTheType: Set<String> = [
        // Text
        "bold", "italic", "font", "fontWeight", "fontWidth", "fontDesign", "foregroundColor", "foregroundStyle",
        "kerning", "tracking", "underline", "strikethrough", "baselineOffset", "monospacedDigit", "monospaced",
        "textScale", "typesetting", "customAttribute", "speechAlwaysIncludesPunctuation",
        "speechSpellsOutCharacters", "speechAdjustedPitch", "speechAnnouncementsQueued",
        "accessibilityHeading", "accessibilityLabel", "accessibilityTextContentType",
        // Image
        "resizable", "renderingMode", "interpolation", "antialiased", "symbolRenderingMode",
        // Font, Color and other values a chain may start with
        "weight", "width", "design", "leading", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps",
        "opacity",
    ]
}
