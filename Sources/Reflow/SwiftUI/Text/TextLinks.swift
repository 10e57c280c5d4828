import Foundation

/// Where a text's links were last drawn, for the tap that opens them: as SwiftUI opens a link in a `Text`
/// (markdown's `[title](url)`, an attributed string's `link`) with the environment's `openURL` when it is
/// tapped, and a tap elsewhere on the text does nothing.
///
/// The text's tap gesture holds one; the text's node fills in its behavior, whose latest drawing says where
/// each link is (`TextBehavior.linkRegions`), so a tap finds what is on screen even when the views were built
/// again without being drawn anew.
final class TextLinkTargets: Equatable {
    weak var behavior: TextBehavior?

    /// The link drawn at `location`, in the text's own coordinates (its frame's origin at zero).
    func link(at location: CGPoint) -> URL? {
        behavior?.linkRegions.first { $0.frame.contains(location) }?.url
    }

    /// Any two are equal: which one a text holds changes nothing it lays out or draws.
    static func == (a: TextLinkTargets, b: TextLinkTargets) -> Bool { true }
}

extension Text {
    /// Whether any part of the text is a link.
    var hasLinks: Bool { spans.contains { $0.attributes.link != nil } }

    /// This text (marked so it does not do this again) with a tap that opens the link under it with
    /// `openURL`; the targets are given to its node.
    func resolveWithLinks(into resolver: inout Resolver) {
        var text = self
        text.linkTargets = TextLinkTargets()
        let targets = text.linkTargets!
        let openURL = resolver.environment.openURL
        resolver.resolve(text.onTapGesture(coordinateSpace: .local) { location in
            if let url = targets.link(at: location) { openURL(url) }
        })
    }
}
