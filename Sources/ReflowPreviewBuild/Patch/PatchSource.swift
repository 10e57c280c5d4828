import SwiftParser
import SwiftSyntax

/// The Swift source of a tier-1 patch: for each declaration whose body changed since the preview was built, a
/// `@_dynamicReplacement` of it with the new body, in a module that imports the preview's module privately
/// (`@_private(sourceFile:)`), so that the new bodies reach private members as the old ones did.
///
/// A pure function of the files' text, built and saved, so that the text may be rewritten first (tier 0's literals).
public struct PatchSource: Equatable, Sendable {
    /// The patch module's source.
    public var text: String
    /// Whether a declaration replaced has an opaque result type (`some View`): then the patch's
    /// `reflow_patch_compatible()` must say true before the patch is loaded, since code already run holds the
    /// old underlying type (in witness tables and caches) and would misread a value of another type.
    public var checksResultTypes: Bool
    /// How many declarations it replaces.
    public var replacements: Int

    /// One file of the preview: its name in the module ("Tags.swift"), its path, the text the preview was built
    /// from and the text saved.
    public struct File: Sendable {
        public var name: String, path: String, built: String, saved: String
        public init(name: String, path: String, built: String, saved: String) {
            self.name = name
            self.path = path
            self.built = built
            self.saved = saved
        }
    }

    /// The name of the C function every patch defines, which answers whether its opaque result types are those
    /// of the running preview.
    public static let compatibilityCheck = "reflow_patch_compatible"
    /// What replacement declarations are called: the original name after this prefix.
    static let prefix = "__reflow_patch_"

    /// The patch for `files`, or why there can be none (a change besides bodies, nothing changed, a declaration
    /// a patch cannot name).
    public static func make(files: [File], previewModule: String) -> Result<PatchSource, PatchRefusal> {
        var imports: [String] = []
        var privateImports: [String] = []
        var parts: [String] = []
        var checks: [String] = []
        var count = 0
        for file in files {
            switch BodyEdits.classify(old: file.built, new: file.saved) {
            case .structural(let reason): return .failure(PatchRefusal("\(file.name): \(reason)"))
            case .unchanged: continue
            case .bodiesOnly: break
            }
            let tree = Parser.parse(source: file.saved)
            let converter = SourceLocationConverter(fileName: file.path, tree: tree)
            for item in tree.statements {
                if let decl = item.item.as(ImportDeclSyntax.self) {
                    let line = decl.trimmedDescription
                    if !imports.contains(line) { imports.append(line) }
                }
            }
            privateImports.append("@_private(sourceFile: \(quoted(file.name))) import \(previewModule)")
            let before = Replaceables(Parser.parse(source: file.built)), after = Replaceables(tree)
            for (was, now) in zip(before.declarations, after.declarations) where was.bodyTokens != now.bodyTokens {
                // An opaque type that changes for certain would only be refused by the preview: a build now.
                if now.hasOpaqueResult, let change = OpaqueTypeChanges.certainChange(old: was, new: now) {
                    return .failure(PatchRefusal("\(file.name): \(now.displayName).\(now.replacedName ?? "?") changes its `some` type: \(change)"))
                }
                switch replacement(for: now, converter: converter, path: file.path) {
                case .failure(let refusal): return .failure(refusal)
                case .success(let made):
                    parts.append(made.text)
                    if let check = made.check { checks.append(check) }
                    count += 1
                }
            }
        }
        guard count > 0 else { return .failure(PatchRefusal("no body changed")) }
        let check = checks.isEmpty ? "true" : checks.joined(separator: "\n        && ")
        let text = """
            // Written by `reflow preview`: the bodies changed since the preview was built, replacing the running ones.
            \(imports.joined(separator: "\n"))
            \(privateImports.joined(separator: "\n"))

            \(parts.joined(separator: "\n\n"))

            private func __reflowTypeID<T>(_ value: T) -> ObjectIdentifier { ObjectIdentifier(T.self) }
            private func __reflowResultType<T, R>(_ body: (T) -> R) -> ObjectIdentifier { ObjectIdentifier(R.self) }
            private func __reflowResultType<R>(_ body: () -> R) -> ObjectIdentifier { ObjectIdentifier(R.self) }

            /// Whether the new bodies' opaque result types are the running ones (see `PatchSource.checksResultTypes`).
            @_cdecl("\(compatibilityCheck)") public func __reflowPatchCompatible() -> Bool {
                \(check)
            }

            """
        return .success(PatchSource(text: text, checksResultTypes: !checks.isEmpty, replacements: count))
    }

    /// The replacement of `declaration`, placed at its lines in the user's file (`#sourceLocation`), so that the
    /// compiler's errors name the user's file and lines; and the check of its opaque result type, if it has one.
    private static func replacement(for declaration: Replaceables.Declaration, converter: SourceLocationConverter,
                                    path: String) -> Result<(text: String, check: String?), PatchRefusal> {
        guard let name = declaration.replacedName else {
            return .failure(PatchRefusal("\(declaration.displayName): an operator cannot be replaced"))
        }
        let node = declaration.node
        // The declaration up to its body, on one line (its tokens alone: a comment would hide the rest), so that
        // the body keeps its lines.
        let headerTokens = node.tokens(viewMode: .sourceAccurate).prefix {
            $0.positionAfterSkippingLeadingTrivia < declaration.bodyRange.lowerBound
        }
        var header: [String] = []
        var isOpaque = false, isStatic = false
        let newName = prefix + (name.split(separator: "(").first.map(String.init) ?? name)
        // Attributes and modifiers that do not belong on a replacement, or that one in another module cannot have.
        var dropped: Set<SyntaxIdentifier> = []
        for child in node.children(viewMode: .sourceAccurate) {
            if let attributes = child.as(AttributeListSyntax.self) {
                for element in attributes {
                    guard let attribute = element.as(AttributeSyntax.self),
                          ["inlinable", "_transparent", "usableFromInline", "objc", "_dynamicReplacement", "inline"]
                            .contains(attribute.attributeName.trimmedDescription) else { continue }
                    dropped.formUnion(attribute.tokens(viewMode: .sourceAccurate).map(\.id))
                }
            }
            if let modifiers = child.as(DeclModifierListSyntax.self) {
                for modifier in modifiers {
                    let word = modifier.name.text
                    if word == "static" || word == "class" { isStatic = true }
                    guard ["private", "fileprivate", "internal", "public", "open", "package", "override", "final",
                           "dynamic", "required", "optional"].contains(word) else { continue }
                    dropped.formUnion(modifier.tokens(viewMode: .sourceAccurate).map(\.id))
                }
            }
        }
        for token in headerTokens where !dropped.contains(token.id) {
            if token.tokenKind == .keyword(.some) { isOpaque = true }
            if let function = node.as(FunctionDeclSyntax.self), token.id == function.name.id {
                header.append(newName)
                continue
            }
            if let variable = node.as(VariableDeclSyntax.self),
               let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self), token.id == pattern.identifier.id {
                header.append(newName)
                continue
            }
            header.append(token.text)
        }
        let line = converter.location(for: declaration.bodyRange.lowerBound).line
        let body = declaration.body.trimmedDescription
        var text = "#sourceLocation(file: \(quoted(path)), line: \(line))\n"
        text += "@_dynamicReplacement(for: \(name)) " + joined(header) + " " + body
        if !declaration.typePath.isEmpty {
            let type = declaration.typePath.joined(separator: ".")
            text = "extension \(type)\(declaration.whereClause.map { " " + $0 } ?? "") {\n" + text + "\n#sourceLocation()\n}"
        } else {
            text += "\n#sourceLocation()"
        }
        guard isOpaque else { return .success((text, nil)) }
        // The opaque result type of the running declaration (resolved through its descriptor, which no patch has
        // replaced yet when this runs) against the new one.
        let type = declaration.typePath.joined(separator: ".")
        let base = name.split(separator: "(").first.map(String.init) ?? name
        let check: String
        if node.is(VariableDeclSyntax.self) {
            if type.isEmpty {
                check = "__reflowResultType { \(base) } == __reflowResultType { \(newName) }"
            } else if isStatic {
                check = "__reflowResultType { \(type).\(base) } == __reflowResultType { \(type).\(newName) }"
            } else {
                check = "__reflowResultType { (x: \(type)) in x.\(base) } == __reflowResultType { (x: \(type)) in x.\(newName) }"
            }
        } else if node.is(FunctionDeclSyntax.self) {
            let labels = name.dropFirst(base.count)
            let owner = type.isEmpty ? "" : type + "."
            check = "__reflowTypeID(\(owner)\(base)\(labels)) == __reflowTypeID(\(owner)\(newName)\(labels))"
        } else {
            return .failure(PatchRefusal("\(name): a patch cannot check a subscript's opaque result type"))
        }
        return .success((text, check))
    }

    /// Tokens joined by spaces except where Swift needs none (after `@`, around `.`, before `(`, `:`, `,`, `)`).
    private static func joined(_ tokens: [String]) -> String {
        var text = ""
        var previous = ""
        for token in tokens {
            // A parenthesis follows a name or a generic clause directly, a keyword or punctuation with a space.
            let spaced = token == "(" ? ["inout", "->", ":", ",", "some", "any", "throws", "async", "=", "__owned",
                                         "borrowing", "consuming"].contains(previous)
                : !["(", ")", ":", ",", ".", ">", "<", "]", "?", "!"].contains(token)
            if let last = text.last, last != "@", last != ".", last != "(", last != "<", last != "[", spaced {
                text += " "
            }
            text += token
            previous = token
        }
        return text
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// Why a save cannot be reloaded by a patch, in a few words for the reload trace.
public struct PatchRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
