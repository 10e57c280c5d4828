import SwiftParser
import SwiftSyntax

/// One literal of a user's file that a preview build reads through `__designTimeInteger` and its kin, so that a
/// new value can reach the running preview without a compiler (docs/preview-reloads.md).
public struct LiteralSite: Equatable, Sendable {
    public enum Kind: String, Sendable { case integer, float, string, boolean }

    /// "Cards.swift:3.2": the file's name, then the declaration the literal is in (the third member or
    /// top-level declaration with a body or a value) and its place among that declaration's literals. Edits
    /// inside one declaration's body leave the keys of the others alone.
    public var key: String
    public var kind: Kind
    /// The value as written, `-` included for a negative number.
    public var value: LiteralValue
    /// Where the literal is in the file, in UTF-8 bytes, and its 1-based line.
    public var range: Range<Int>
    public var line: Int
    /// The 1-based column, in UTF-8 bytes as the compiler counts.
    public var column: Int
    /// The text of the literal as written.
    public var text: String
    /// What the literal sets, from the call it is an argument of: the call's name and the argument's label
    /// ("padding", "frame width", "VStack spacing"); nil when it is no call's argument (`LiteralRoles`).
    public var role: String? = nil
}

/// A literal's value, as `DesignTimeValues.Value` holds it in the preview process.
public enum LiteralValue: Equatable, Sendable {
    case integer(Int)
    case float(Double)
    case string(String)
    case boolean(Bool)
}

/// The literals of one file a preview build can change, and its shape: everything else in it, which two
/// versions of the file must share for new literal values to be all that changed.
public struct LiteralFile: Equatable, Sendable {
    public var sites: [LiteralSite]
    /// The file's tokens, each literal site standing as its kind, and the line of each token: equal for two
    /// versions that differ only in the literals' values, in comments, or in spaces within a line.
    var shape: [String]
    /// Whether the parser found an error: such a version is never a literal edit of another.
    var hasSyntaxErrors: Bool
    /// The lines whose literals stay literals (`scan`'s `excludedLines`); a later version is read with them.
    public var excludedLines: Set<Int>

    /// Reads `source`, the file called `fileName`; literals on `excludedLines` (where a rewritten build did not
    /// compile) stay literals and count as shape.
    public static func scan(source: String, fileName: String, excludedLines: Set<Int> = []) -> LiteralFile {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        let finder = LiteralFinder(fileName: fileName, converter: converter)
        finder.walk(tree)
        let sites = finder.sites.filter { !excludedLines.contains($0.line) }
        var shape: [String] = []
        var next = 0
        // The end of the file is no token of the user's: comments after the last one move it, nothing else.
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind != .endOfFile {
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            while next < sites.count && sites[next].range.upperBound <= start { next += 1 }
            let line = converter.location(for: token.positionAfterSkippingLeadingTrivia).line
            if next < sites.count && sites[next].range.contains(start) {
                // One entry for the whole site: `8` and `-8` have the same shape.
                if start == sites[next].range.lowerBound { shape.append("\u{1}\(sites[next].kind.rawValue)@\(line)") }
                continue
            }
            shape.append("\(token.text)@\(line)")
        }
        return LiteralFile(sites: sites, shape: shape, hasSyntaxErrors: tree.hasError, excludedLines: excludedLines)
    }

    /// Every literal's value, by key.
    public var values: [String: LiteralValue] {
        Dictionary(sites.map { ($0.key, $0.value) }) { first, _ in first }
    }

    /// The new values of `other`'s literals where `other` is this file with only literal values changed;
    /// nil when anything else changed (a literal's kind included), or either has a syntax error.
    public func changedValues(in other: LiteralFile) -> [String: LiteralValue]? {
        guard !hasSyntaxErrors, !other.hasSyntaxErrors, shape == other.shape, sites.count == other.sites.count else {
            return nil
        }
        var changed: [String: LiteralValue] = [:]
        for (built, edited) in zip(sites, other.sites) where built.value != edited.value {
            changed[built.key] = edited.value
        }
        return changed
    }

    /// `source` with each site as a call that reads its value at run time, on the same line, so that the
    /// compiler's lines and `#line` are the file's own.
    public func rewritten(_ source: String) -> String {
        var bytes = Array(source.utf8)
        for site in sites.reversed() { bytes.replaceSubrange(site.range, with: Array(site.call.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The column in this file of what is at `column` of `line` in its rewritten source: a place inside a
    /// site's call is the literal's own column.
    func originalColumn(line: Int, column: Int) -> Int {
        var shift = 0
        for site in sites where site.line == line {
            let start = site.column + shift
            if column < start { break }
            let grown = site.call.utf8.count - site.range.count
            if column < start + site.call.utf8.count { return site.column }
            shift += grown
        }
        return column - shift
    }
}

extension LiteralSite {
    /// What the literal stands as in a preview build's copy of the file.
    var call: String { "__designTime\(kind.functionSuffix)(\"\(key)\", fallback: \(text))" }
}

extension LiteralSite.Kind {
    var functionSuffix: String {
        switch self {
        case .integer: return "Integer"
        case .float: return "Float"
        case .string: return "String"
        case .boolean: return "Boolean"
        }
    }
}

/// Finds the literals a preview build can read at run time: those in the bodies, values and default
/// arguments of declarations, and not where the language wants a literal itself or where a call would change
/// what the code means.
private final class LiteralFinder: SyntaxVisitor {
    let fileName: String
    let converter: SourceLocationConverter
    var sites: [LiteralSite] = []
    /// The number of each owning declaration seen, and how many literals each holds so far.
    private var owners: [SyntaxIdentifier: Int] = [:]
    private var counts: [Int] = []

    init(fileName: String, converter: SourceLocationConverter) {
        self.fileName = fileName
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    // Places where a literal must stay one, or where its text is read as such.
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        // `for case 1 in …`: the pattern is not rewritten, the sequence and body are.
        walk(node.sequence)
        if let whereClause = node.whereClause { walk(whereClause) }
        walk(node.body)
        return .skipChildren
    }
    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        walk(node.body)
        return .skipChildren
    }
    override func visit(_ node: AvailabilityConditionSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericArgumentClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        // The condition (`swift(>=5.9)`) is the compiler's; the code under it is the file's.
        if let elements = node.elements { walk(elements) }
        return .skipChildren
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { macro(node.trailingClosure, node.additionalTrailingClosures) }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { macro(node.trailingClosure, node.additionalTrailingClosures) }

    /// A macro reads its arguments as syntax (`#Preview("Name")`); only its closures are code.
    private func macro(_ closure: ClosureExprSyntax?, _ more: MultipleTrailingClosureElementListSyntax) -> SyntaxVisitorContinueKind {
        if let closure { walk(closure) }
        walk(more)
        return .skipChildren
    }

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.representedLiteralValue { add(node, .integer, .integer(value)) }
        return .skipChildren
    }
    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.representedLiteralValue, value.isFinite { add(node, .float, .float(value)) }
        return .skipChildren
    }
    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        add(node, .boolean, .boolean(node.literal.tokenKind == .keyword(.true)))
        return .skipChildren
    }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        // With interpolations it is a call already, of `appendInterpolation`s chosen by their arguments.
        guard let value = node.representedLiteralValue else { return .visitChildren }
        add(node, .string, .string(value))
        return .skipChildren
    }

    private func add(_ literal: some ExprSyntaxProtocol, _ kind: LiteralSite.Kind, _ value: LiteralValue) {
        var node = Syntax(literal)
        var value = value
        // `-8` is the operator `-` applied to `8`: one site, so that 8 may become -8 without a compiler.
        if let prefix = node.parent?.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            switch value {
            case .integer(let number): value = .integer(-number)
            case .float(let number): value = .float(-number)
            default: return
            }
            node = Syntax(prefix)
        }
        guard let owner = owner(of: node) else { return }
        let number: Int
        if let known = owners[owner.id] {
            number = known
        } else {
            number = counts.count
            owners[owner.id] = number
            counts.append(0)
        }
        counts[number] += 1
        let start = node.positionAfterSkippingLeadingTrivia
        let location = converter.location(for: start)
        sites.append(LiteralSite(key: "\(fileName):\(number).\(counts[number])", kind: kind, value: value,
                                 range: start.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                                 line: location.line, column: location.column, text: node.trimmedDescription,
                                 role: LiteralRoles.role(of: node)))
    }

    /// The declaration a literal belongs to: the nearest one with a body or a value that is a member of a type
    /// or at the file's top level (a local function or variable belongs to the declaration around it); nil
    /// for a literal outside any (a script's top-level statement).
    private func owner(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let candidate = current {
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(InitializerDeclSyntax.self)
                || candidate.is(VariableDeclSyntax.self) || candidate.is(SubscriptDeclSyntax.self)
                || candidate.is(MacroExpansionDeclSyntax.self) || candidate.is(MacroExpansionExprSyntax.self)
                || candidate.is(DeinitializerDeclSyntax.self) {
                if candidate.parent?.is(MemberBlockItemSyntax.self) == true || isTopLevel(candidate) { return candidate }
            }
            current = candidate.parent
        }
        return nil
    }

    /// Whether `declaration` is a statement of the file itself, or of an `#if` at its top level.
    private func isTopLevel(_ declaration: Syntax) -> Bool {
        guard let item = declaration.parent, item.is(CodeBlockItemSyntax.self),
              let container = item.parent?.parent else { return false }
        if container.is(SourceFileSyntax.self) { return true }
        // An `#if` clause: IfConfigClause ← IfConfigClauseList ← IfConfigDecl, itself a statement.
        if container.is(IfConfigClauseSyntax.self), let ifConfig = container.parent?.parent {
            return isTopLevel(ifConfig)
        }
        return false
    }
}
