// In a preview build (`reflow preview`) `import UIKit` means the UIKit types SwiftUI files for iOS touch:
// `UIColor`, `UIScreen`, `UIBezierPath`, `UIFont`, `UIImage`, `UIDevice`, `UIApplication`, the feedback
// generators and the bars' `appearance()` proxies (docs/platform-modules.md). They live in Reflow
// (`Sources/Reflow/SwiftUI/Platform/`), because on iOS `import SwiftUI` brings UIKit along and a file that
// names `UIBezierPath` with only `import SwiftUI` compiles there; this module re-exports them with Foundation, as
// UIKit re-exports Foundation on iOS. Reflow's views come along too: such a file sees more names here than on
// iOS, never fewer.
@_exported import Foundation
@_exported import Reflow
