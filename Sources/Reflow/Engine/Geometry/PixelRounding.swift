/// Rounding of placed frames to the pixel grid. SwiftUI rounds the origin and the far corner separately,
/// halves up (floor(v·scale + 0.5) / scale), so that adjacent frames never overlap or leave gaps; layout code
/// always sees the unrounded values (layout rules §8.2). Reflow rounds once, when a frame is drawn.
extension CGRect {
    /// This rectangle with its origin and far corner each rounded to the nearest multiple of `1/scale`.
    public func roundedToPixels(scale: CGFloat = 1) -> CGRect {
        func round(_ value: CGFloat) -> CGFloat { (value * scale + 0.5).rounded(.down) / scale }
        let minX = round(self.minX), minY = round(self.minY)
        let maxX = round(self.maxX), maxY = round(self.maxY)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
