import XCTest
@testable import Reflow

/// The answers a node keeps (`SizeTable`): a layout pass never asks a view the same question twice, answers
/// carry over to the next pass while there is room, and whatever is kept or dropped, a cached answer is the
/// answer the view gives.
final class SizeCacheTests: XCTestCase {
    /// What the probe asks in the next pass, and what the counted view was asked.
    final class Script {
        var questions: [ProposedViewSize] = []
        var asked: [ProposedViewSize] = []
        var answers: [CGSize] = []
    }

    /// Asks its one subview every question of the script, twice, whenever it is sized, and places it with the
    /// first question (so that placing asks nothing new).
    struct Probe: Layout {
        let script: Script

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            script.answers = []
            for _ in 0..<2 {
                for question in script.questions { script.answers.append(subviews[0].sizeThatFits(question)) }
            }
            return .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: script.questions.first ?? .unspecified)
        }
    }

    /// Answers a size worked out from the proposal, and records every question that reaches it.
    struct Counted: Layout {
        let script: Script

        static func answer(_ proposal: ProposedViewSize) -> CGSize {
            CGSize(width: (proposal.width ?? 7) * 2 + 1, height: (proposal.height ?? 3) + 5)
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            script.asked.append(proposal)
            return Self.answer(proposal)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    private func host(_ script: Script) -> ViewHost {
        ViewHost(rootView: Probe(script: script) { Counted(script: script) { EmptyView() } },
                 size: CGSize(width: 100, height: 100))
    }

    private func widths(_ range: Range<Int>) -> [ProposedViewSize] {
        range.map { ProposedViewSize(width: CGFloat($0), height: 10) }
    }

    func testOnePassAsksEachQuestionOnceEvenPastTheTablesLimit() {
        let script = Script()
        // More distinct questions than the 16 answers a node keeps: none of this pass's may make room.
        script.questions = widths(0..<20) + [.unspecified, .zero, .infinity]
        _ = host(script)
        XCTAssertEqual(script.asked.count, 23)
        XCTAssertEqual(Set(script.asked.map(\.description)).count, 23)
        XCTAssertEqual(script.answers, script.questions.map(Counted.answer) + script.questions.map(Counted.answer))
    }

    func testAnswersCarryOverToTheNextPassWhileThereIsRoom() {
        let script = Script()
        script.questions = widths(0..<12)
        let host = host(script)
        host.resize(to: CGSize(width: 101, height: 100))
        // Four new questions fill the table to 16; the twelve old ones are answered from it.
        script.questions = widths(0..<16)
        script.asked = []
        host.resize(to: CGSize(width: 102, height: 100))
        XCTAssertEqual(script.asked, widths(12..<16))
        XCTAssertEqual(script.answers, script.questions.map(Counted.answer) + script.questions.map(Counted.answer))
    }

    func testAnswersStayRightThroughManyPassesOfChangingQuestions() {
        let script = Script()
        let host = host(script)
        var state: UInt64 = 1
        for pass in 0..<60 {
            // 3 to 12 questions a pass out of 30 widths and two heights, in a scrambled order.
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let count = 3 + Int(state >> 60) % 10
            script.questions = (0..<count).map { i in
                let mixed = (state >> UInt64(i % 8 * 4)) &+ UInt64(i * 7)
                return ProposedViewSize(width: CGFloat(mixed % 30), height: mixed % 2 == 0 ? 10 : nil)
            }
            // A new size each pass, so that the probe is asked (and asks) again.
            host.resize(to: CGSize(width: 101 + CGFloat(pass), height: 100))
            XCTAssertEqual(script.answers, script.questions.map(Counted.answer) + script.questions.map(Counted.answer),
                           "pass \(pass)")
        }
    }

    func testAChangeOfViewsForgetsEveryAnswer() {
        let script = Script()
        script.questions = widths(0..<3)
        let host = host(script)
        script.asked = []
        host.update(rootView: Probe(script: script) { Counted(script: script) { EmptyView() } })
        XCTAssertEqual(script.asked, widths(0..<3))
    }
}
