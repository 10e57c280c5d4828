// In a preview build (`reflow preview`) `import CoreGraphics` means Core Graphics' geometry as Linux has it:
// Foundation's `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `CGVector`, and Reflow's `CGAffineTransform`,
// `CGLineCap` and `CGLineJoin`, so that a helper file written for Apple platforms compiles unchanged
// (docs/platform-modules.md). Reflow comes along with them, as SwiftUI's names do on Apple platforms only
// through `import SwiftUI`; a file that imports nothing else sees more names here than there, never fewer.
@_exported import Foundation
@_exported import Reflow
