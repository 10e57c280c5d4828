// In a preview build (`reflow preview`) `import SwiftUI` means Reflow, so that files written for SwiftUI
// compile unchanged and `#if canImport(SwiftUI)` holds. Reflow re-exports Foundation, Observation (`@Observable`)
// and Combine's `ObservableObject` and `@Published` (through OpenCombine), as SwiftUI re-exports them.
@_exported import Reflow
