import XCTest
@testable import ReflowPreviewBuild

/// What each literal sets, as the layout inspector names it (issue 30, item 5): the call the literal is an
/// argument of and the argument's label, read from the syntax.
final class LiteralRolesTests: XCTestCase {
    private func roles(_ body: String) -> [String] {
        let source = "struct V: View {\n    var body: some View {\n\(body)\n    }\n}\n"
        return LiteralFile.scan(source: source, fileName: "V.swift").sites.map { "\($0.text)=\($0.role ?? "-")" }
    }

    func testModifiersAndTheirLabels() {
        XCTAssertEqual(roles("""
            Text("a").padding(10).padding(.horizontal, 12).frame(width: 120, height: 40.5)
                .offset(x: -4, y: 2).cornerRadius(6).opacity(0.5)
            """), ["\"a\"=Text", "10=padding", "12=padding horizontal", "120=frame width", "40.5=frame height",
                   "-4=offset x", "2=offset y", "6=cornerRadius", "0.5=opacity"])
    }

    func testInitializersOfContainersShapesAndLayouts() {
        XCTAssertEqual(roles("""
            VStack(alignment: .leading, spacing: 8) {
                RoundedRectangle(cornerRadius: 12)
                FlowLayout(spacing: 6) { Color.red }
                Font.system(size: 14)
            }
            """), ["8=VStack spacing", "12=RoundedRectangle cornerRadius", "6=FlowLayout spacing", "14=Font.system size"])
    }

    func testALiteralInAnExpressionSetsNothingByItself() {
        // `10 * 2` is an argument of `padding`, but neither literal alone is; an array element is no argument.
        XCTAssertEqual(roles("Color.red.padding(10 * 2).frame(width: [1, 2][0])"), ["10=-", "2=-", "1=-", "2=-", "0=-"])
    }
}
