import PreviewSymbols
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// A preview found in a file, before anything is compiled.
public struct FoundPreview: Equatable, Sendable {
    public enum Source: Equatable, Sendable {
        /// A `#Preview`, called through the symbol its expansion is linked under.
        case macro(symbol: String)
        /// A `PreviewProvider`: its `previews`.
        case provider(typeName: String)
        /// A file without previews: its first `View` type with an `init()`.
        case view(typeName: String)
        /// An `App`: the content of the window it opens at launch (docs/app-rules.md §1).
        case app(typeName: String)
    }

    public var source: Source
    /// The name as written (a string literal given to `#Preview`, a provider's type name less `_Previews`, a
    /// view's or an app's type name); nil for an unnamed `#Preview`.
    public var name: String?
    /// The file's path as given, and the 1-based line of the declaration.
    public var file: String
    public var line: Int
}

/// What reading one file found: its previews in order, and notes for the user (a private provider that a
/// preview build cannot reach, a file shown through its first view).
public struct FileScan: Equatable, Sendable {
    public var previews: [FoundPreview] = []
    public var notes: [String] = []
}

/// Reads the user's files with the compiler's parser and finds their previews, as Xcode does: `#Preview`
/// macros, `PreviewProvider` types and, in a file with neither, the first `View` type that can be made with
/// `init()`; and an `App`, whose launch window is offered as a preview named after it (docs/app-rules.md §1).
/// Only code that the preview build compiles counts (`#if` is evaluated for Linux, `DEBUG`,
/// `canImport(SwiftUI)`).
public enum PreviewScanner {
    /// Scans `source`, the text of the file at `path`, which is compiled in module `moduleName`.
    public static func scan(source: String, path: String, moduleName: String) -> FileScan {
        let tree = Parser.parse(source: source)
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let finder = Finder(configuration: PreviewBuildConfiguration())
        finder.walk(tree)
        finder.markExtensionsOfPrivateTypes()

        var scan = FileScan()
        for macro in finder.macros {
            let location = converter.location(for: macro.positionAfterSkippingLeadingTrivia)
            let symbol = PreviewSymbol.name(fileID: "\(moduleName)/\(fileName)", line: location.line,
                                            column: location.column)
            scan.previews.append(FoundPreview(source: .macro(symbol: symbol), name: literalName(of: macro),
                                              file: path, line: location.line))
        }
        for provider in finder.providers {
            let line = converter.location(for: provider.position).line
            guard !provider.isPrivate else {
                scan.notes.append("\(path):\(line): \(provider.name) is private, so a preview build cannot "
                    + "reach it; make it internal to preview it")
                continue
            }
            // A provider nested in a view (`RadialIcons.RadialIcons_Previews`) is named by its own name.
            let own = provider.name.split(separator: ".").last.map(String.init) ?? provider.name
            let name = own.hasSuffix("_Previews") ? String(own.dropLast(9)) : own
            scan.previews.append(FoundPreview(source: .provider(typeName: provider.name), name: name, file: path,
                                              line: line))
        }
        for app in finder.apps {
            let line = converter.location(for: app.position).line
            guard !app.isPrivate else {
                scan.notes.append("\(path):\(line): \(app.name) is private, so a preview build cannot reach it; "
                    + "make it internal to preview it")
                continue
            }
            scan.previews.append(FoundPreview(source: .app(typeName: app.name), name: app.name, file: path, line: line))
        }
        if scan.previews.isEmpty, let view = finder.views.first(where: { !$0.isPrivate && $0.hasEmptyInit }) {
            let line = converter.location(for: view.position).line
            scan.previews.append(FoundPreview(source: .view(typeName: view.name), name: view.name, file: path,
                                              line: line))
            scan.notes.append(fallbackNote(path: path, view: view.name))
        }
        scan.previews.sort { $0.line < $1.line }
        return scan
    }

    /// What a file without previews says about the view shown instead.
    static func fallbackNote(path: String, view: String) -> String { "\(path): no previews; showing \(view)()" }

    /// The previews of several files, in the order a preview build lists them (docs/app-rules.md §1): the files'
    /// in the order given; with an `App` among them, the app stands for the files without previews (their first
    /// views are not listed: in an app they are shown through it, and many need what the app puts in their
    /// environment), and it is listed first when no file has a `#Preview` or `PreviewProvider`, after them when
    /// some do.
    public static func arrange(_ scans: [FileScan]) -> FileScan {
        var all = FileScan()
        for scan in scans {
            all.previews += scan.previews
            all.notes += scan.notes
        }
        let apps = all.previews.filter { if case .app = $0.source { return true } else { return false } }
        guard !apps.isEmpty else { return all }
        var dropped: Set<String> = []
        var others: [FoundPreview] = []
        for preview in all.previews {
            switch preview.source {
            case .app: continue
            case .view(let type): dropped.insert(fallbackNote(path: preview.file, view: type))
            case .macro, .provider: others.append(preview)
            }
        }
        all.notes.removeAll { dropped.contains($0) }
        all.previews = others.isEmpty ? apps : others + apps
        return all
    }

    /// The first unlabelled argument of `#Preview`, when it is a plain string literal.
    private static func literalName(of macro: some FreestandingMacroExpansionSyntax) -> String? {
        guard let first = macro.arguments.first, first.label == nil else { return nil }
        return first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
}

/// A type declared at the top of a file, with what the scanner needs to know of it.
private struct DeclaredType {
    var name: String
    var position: AbsolutePosition
    var isPrivate: Bool
    var hasEmptyInit: Bool
}

/// Walks the active code of a file (`#if` evaluated) and collects top-level `#Preview`s and types.
private final class Finder: ActiveSyntaxVisitor {
    /// At the top of a file `#Preview { }` may parse as a declaration or as an expression statement; the
    /// compiler expands either as the declaration macro it names.
    var macros: [any FreestandingMacroExpansionSyntax] = []
    var providers: [DeclaredType] = []
    var views: [DeclaredType] = []
    /// Types declared `App` (`@main struct MyApp: App`), in the order they stand.
    var apps: [DeclaredType] = []
    /// Types the file declares private or fileprivate: an extension of one is just as out of reach.
    private var privateTypes: Set<String> = []
    private let configuration: PreviewBuildConfiguration

    init(configuration: PreviewBuildConfiguration) {
        self.configuration = configuration
        super.init(viewMode: .sourceAccurate, configuration: configuration)
    }

    func markExtensionsOfPrivateTypes() {
        for index in providers.indices where privateTypes.contains(providers[index].name) {
            providers[index].isPrivate = true
        }
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" && isTopLevel(node) { macros.append(node) }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" && isTopLevel(node) { macros.append(node) }
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(name: node.name.text, node: node, modifiers: node.modifiers, inheritance: node.inheritanceClause,
               members: node.memberBlock, isGeneric: node.genericParameterClause != nil)
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(name: node.name.text, node: node, modifiers: node.modifiers, inheritance: node.inheritanceClause,
               members: node.memberBlock, isGeneric: true)
        return .skipChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `extension Foo_Previews: PreviewProvider` makes Foo_Previews a provider.
        if isTopLevel(node), conforms(node.inheritanceClause, to: "PreviewProvider"),
           let name = node.extendedType.as(IdentifierTypeSyntax.self)?.name.text {
            providers.append(DeclaredType(name: name, position: node.positionAfterSkippingLeadingTrivia,
                                          isPrivate: false, hasEmptyInit: false))
        }
        return .skipChildren
    }

    private func record(name: String, node: some SyntaxProtocol, modifiers: DeclModifierListSyntax,
                        inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax, isGeneric: Bool) {
        guard isTopLevel(node) else { return }
        let isPrivate = modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        if isPrivate { privateTypes.insert(name) }
        let position = node.positionAfterSkippingLeadingTrivia
        if conforms(inheritance, to: "PreviewProvider") {
            providers.append(DeclaredType(name: name, position: position, isPrivate: isPrivate, hasEmptyInit: false))
        } else if conforms(inheritance, to: "View") && !isGeneric {
            views.append(DeclaredType(name: name, position: position, isPrivate: isPrivate,
                                      hasEmptyInit: hasEmptyInit(members)))
        } else if conforms(inheritance, to: "App") && !isGeneric {
            // `App` requires `init()`, so every app can be made; only a private one cannot be named.
            apps.append(DeclaredType(name: name, position: position, isPrivate: isPrivate, hasEmptyInit: true))
        }
        // Xcode also finds a provider declared inside a type (`struct RadialIcons: View { struct
        // RadialIcons_Previews: PreviewProvider { … } }`); a generic type's members cannot be named without its
        // parameters, so only a plain type's are looked at.
        guard !isGeneric else { return }
        for inner in activeDeclarations(members.members).compactMap({ $0.as(StructDeclSyntax.self) })
        where conforms(inner.inheritanceClause, to: "PreviewProvider") && inner.genericParameterClause == nil {
            let innerPrivate = inner.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            providers.append(DeclaredType(name: "\(name).\(inner.name.text)",
                                          position: inner.positionAfterSkippingLeadingTrivia,
                                          isPrivate: isPrivate || innerPrivate, hasEmptyInit: false))
        }
    }

    /// Whether the node is a declaration of the file itself, possibly inside `#if` blocks.
    private func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(SourceFileSyntax.self) { return true }
            if current.is(CodeBlockItemSyntax.self) || current.is(CodeBlockItemListSyntax.self)
                || current.is(ExpressionStmtSyntax.self)
                || current.is(IfConfigClauseSyntax.self) || current.is(IfConfigClauseListSyntax.self)
                || current.is(IfConfigDeclSyntax.self) {
                parent = current.parent
                continue
            }
            return false
        }
        return false
    }

    private func conforms(_ clause: InheritanceClauseSyntax?, to name: String) -> Bool {
        clause?.inheritedTypes.contains { inherited in
            let type = inherited.type
            if let simple = type.as(IdentifierTypeSyntax.self) { return simple.name.text == name }
            if let member = type.as(MemberTypeSyntax.self) {
                return member.name.text == name && ["SwiftUI", "Reflow"].contains(member.baseType.trimmedDescription)
            }
            return false
        } ?? false
    }

    /// Whether `init()` exists: an explicit initializer whose parameters all have defaults, or, with no
    /// explicit initializer, a memberwise one in which every stored property has a value already (an initial
    /// value, or nil for an optional `var`).
    private func hasEmptyInit(_ members: MemberBlockSyntax) -> Bool {
        let declarations = activeDeclarations(members.members)
        let initializers = declarations.compactMap { $0.as(InitializerDeclSyntax.self) }
        if !initializers.isEmpty {
            return initializers.contains { initializer in
                // `init() throws` or `async` cannot be called as a plain `View()`.
                initializer.optionalMark == nil && initializer.signature.effectSpecifiers == nil
                    && !initializer.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
                    && initializer.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
            }
        }
        for declaration in declarations {
            guard let variable = declaration.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) })
            else { continue }
            let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
            for binding in variable.bindings {
                if let accessors = binding.accessorBlock, Self.isComputed(accessors) { continue }
                if binding.initializer != nil { continue }
                let isOptional = binding.typeAnnotation.map {
                    $0.type.is(OptionalTypeSyntax.self) || $0.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                } ?? false
                if isVar && isOptional { continue }
                return false
            }
        }
        return true
    }

    /// The members the compiler sees: those of the active clause of each `#if` among them, as the build
    /// configuration decides.
    private func activeDeclarations(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let block = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            guard case .decls(let inner)? = block.activeClause(in: configuration).clause?.elements else { return [] }
            return activeDeclarations(inner)
        }
    }

    /// A property with a getter (or only `get`/`set` accessors) is computed; `willSet`/`didSet` observe a
    /// stored one.
    private static func isComputed(_ block: AccessorBlockSyntax) -> Bool {
        switch block.accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains { ["get", "set", "_read", "_modify"].contains($0.accessorSpecifier.text) }
        }
    }
}
