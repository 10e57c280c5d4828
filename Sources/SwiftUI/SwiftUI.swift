// In a preview build (`reflow preview`) `import SwiftUI` means Reflow, so that files written for SwiftUI
// compile unchanged and `#if canImport(SwiftUI)` holds. Reflow re-exports Foundation, as SwiftUI does.
@_exported import Reflow
