// SwiftUI code uses CGFloat, CGSize, CGPoint and CGRect without importing anything else; on Linux those
// types come from Foundation, so `import Reflow` brings Foundation along.
@_exported import Foundation
