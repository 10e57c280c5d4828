import Foundation
import Reflow

/// The speaker's view of a presentation, as Keynote's presenter display and reveal.js's speaker view lay it
/// out: the preview the audience sees, large, with its notes under it; the next preview beside it; the wall
/// clock, the time since the start and, for a talk of a set length, the pace, coloured.
struct PresenterView: View {
    let state: PresenterState
    /// The wall clock's time, for the clocks, and how long the talk should be (nil: no pacing timer).
    let now: Date
    let minutes: Double?

    static let background = Color(white: 0.1)
    static let label = Color(white: 0.6)
    /// The pacing timer's colours, as traffic lights.
    static let onPace = Color(red: 0.2, green: 0.7, blue: 0.3)
    static let behind = Color(red: 0.95, green: 0.6, blue: 0.1)
    static let late = Color(red: 0.9, green: 0.2, blue: 0.2)

    var body: some View {
        GeometryReader { proxy in
            HStack(alignment: .top, spacing: 24) {
                VStack(alignment: .leading, spacing: 12) {
                    Text(heading).font(.system(size: 18, weight: .semibold)).foregroundColor(.white).lineLimit(1)
                    picture(state.currentPicture, blanked: state.isBlanked)
                        .frame(height: proxy.size.height * 0.45)
                    if let problem = state.problem {
                        Text(problem).font(.system(size: 16)).foregroundColor(Self.late).lineLimit(2)
                    }
                    caption("Notes")
                    if let notes = state.notes {
                        PresenterNotesView(markdown: notes)
                    } else {
                        Text("No notes. Write them in a `// Notes:` block or a doc comment right above this #Preview.")
                            .font(.system(size: 16)).foregroundColor(Self.label)
                    }
                    Spacer(minLength: 0)
                }
                .frame(width: (proxy.size.width - 24) * 0.62)
                VStack(alignment: .leading, spacing: 12) {
                    caption(state.nextName.map { "Next: " + $0 } ?? "Next")
                    if state.nextName != nil {
                        picture(state.nextPicture, blanked: false).frame(height: proxy.size.height * 0.28)
                    } else {
                        Text("The last preview").font(.system(size: 18)).foregroundColor(Self.label)
                    }
                    clocks(at: now)
                    if state.isBlanked {
                        Text("The audience's screen is black: b or . to show it")
                            .font(.system(size: 16, weight: .semibold)).foregroundColor(.white)
                            .padding(10)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .background(RoundedRectangle(cornerRadius: 6).fill(Self.late))
                    }
                    Spacer(minLength: 0)
                }
                .frame(maxWidth: .infinity)
            }
        }
        .padding(24)
        .background(Self.background)
    }

    /// "2 of 5 · Tags · Tags.swift:12".
    private var heading: String {
        state.count == 0 ? "Building…" : "\(state.index + 1) of \(state.count) · \(state.name) · \(state.file):\(state.line)"
    }

    private func caption(_ text: String) -> some View {
        Text(text.uppercased()).font(.system(size: 13, weight: .semibold)).foregroundColor(Self.label).lineLimit(1)
    }

    /// A preview's picture, the shape of the audience's screen, fitted into the space given; black when blanked,
    /// as the audience sees it.
    private func picture(_ path: String?, blanked: Bool) -> some View {
        Color.black
            .overlay {
                if let path, !blanked {
                    // A new identity for each drawing: the same file, written again, is read again.
                    Image(path).resizable().scaledToFit().id(state.pictures)
                }
            }
            .overlay(Rectangle().stroke(Color(white: 0.35), lineWidth: 1))
            .aspectRatio(state.aspectRatio, contentMode: .fit)
            .frame(maxWidth: .infinity, alignment: .topLeading)
    }

    /// The wall clock, the time since the start and the pace, at `now`.
    private func clocks(at now: Date) -> some View {
        // The talk's clocks wait for its start (`PresenterState.startedAt`).
        let elapsed = state.startedAt.map { max(0, now.timeIntervalSince1970 - $0) } ?? 0
        return VStack(alignment: .leading, spacing: 8) {
            Text(PresenterPace.wallClock(now)).font(.system(size: 48, weight: .light)).monospacedDigit()
                .foregroundColor(.white)
            Text("Elapsed " + PresenterPace.clock(elapsed)).font(.system(size: 22)).monospacedDigit()
                .foregroundColor(.white)
            if let minutes {
                let pace = PresenterPace(elapsed: elapsed, minutes: minutes, index: state.index, count: state.count)
                Text(pace.text)
                    .font(.system(size: 18, weight: .semibold)).monospacedDigit().foregroundColor(.white)
                    .padding(10)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(RoundedRectangle(cornerRadius: 6).fill(color(of: pace.standing)))
            }
        }
    }

    private func color(of standing: PresenterPace.Standing) -> Color {
        switch standing {
        case .onPace: return Self.onPace
        case .behind: return Self.behind
        case .late: return Self.late
        }
    }
}
