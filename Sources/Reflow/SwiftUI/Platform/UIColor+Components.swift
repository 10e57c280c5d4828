import Foundation

// Reading a `UIColor`'s components back, as colour utilities in iOS files do (a hex string from `getRed`), and
// its Core Graphics colour.
extension UIColor {
    /// Writes the colour's sRGB components and alpha (0...1 unless the colour is extended) where the pointers
    /// point; true, as UIKit returns for any colour it can convert to RGB.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.opacity)
        return true
    }

    /// Writes the colour's hue, saturation and brightness (each 0...1) and alpha where the pointers point.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b) = (color.red, color.green, color.blue)
        let maximum = max(r, g, b), minimum = min(r, g, b), range = maximum - minimum
        // The hexcone model UIKit's HSB uses: hue by which component is largest, in sixths of a turn.
        var h = 0.0
        if range > 0 {
            if maximum == r { h = ((g - b) / range).truncatingRemainder(dividingBy: 6) }
            else if maximum == g { h = (b - r) / range + 2 }
            else { h = (r - g) / range + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maximum > 0 ? range / maximum : 0)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(color.opacity)
        return true
    }

    /// Writes the colour's grey level (the mean of its components, exact for greys) and alpha; true.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = CGFloat((color.red + color.green + color.blue) / 3)
        alpha?.pointee = CGFloat(color.opacity)
        return true
    }

    /// The colour as a Core Graphics colour.
    public var cgColor: CGColor {
        CGColor(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
                alpha: CGFloat(color.opacity))
    }

    /// The UIKit colour of a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        self.init(cgColor.color)
    }
}
