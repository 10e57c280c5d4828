// In a preview build (`reflow preview`) `import Combine` means OpenCombine, which spells Combine's publishers,
// `ObservableObject` and `@Published` the same way, so that files written for SwiftUI compile unchanged. Every
// file of a preview build imports this module implicitly, as `import Foundation` brings Combine on Apple
// platforms; it brings Foundation too, so that a file importing only CoreFoundation (whose Apple version holds
// the CG geometry types) still sees `CGRect` (docs/platform-modules.md).
@_exported import Foundation
@_exported import OpenCombine
// Combine's schedulers (`RunLoop.main`, `DispatchQueue.main`) and Foundation's publishers, as Apple spells them.
@_exported import ReflowCombine
