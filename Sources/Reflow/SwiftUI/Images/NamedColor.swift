import Foundation

extension Color {
    /// The colour of the colour set `name` in an asset catalog (`Name.colorset`), as Xcode resolves it: the
    /// light appearance's components.
    ///
    /// `bundle` is accepted and ignored: Reflow looks in the catalogs `AssetCatalogs` lists (in a preview, those
    /// beside or above the previewed files). A colour set that is missing or unreadable gives `Color.clear`,
    /// as SwiftUI draws nothing for a missing colour, and one line on standard error per name says why.
    public init(_ name: String, bundle: Bundle? = nil) {
        switch AssetCatalogs.color(named: name) {
        case .success(let color):
            self = color
        case .failure(let problem):
            // Once per name and problem, however many views name it.
            let warning = "Reflow: warning: Color(\"\(name)\"): \(problem); drawn as clear"
            Diagnostics.process.report(.images, once: warning, warning)
            self = .clear
        }
    }
}
