// SwiftUI code uses CGFloat, CGSize, CGPoint and CGRect without importing anything else; on Linux those
// types come from Foundation, so `import Reflow` brings Foundation along.
@_exported import Foundation
// SwiftUI re-exports Observation (`@Observable`, `withObservationTracking`) and Combine (`ObservableObject`,
// `@Published`): files that import only SwiftUI use them. Combine is OpenCombine here, which spells them alike.
@_exported import Observation
@_exported import OpenCombine
// What Apple's Foundation adds to Combine: run loop and dispatch queue schedulers on the host's clock,
// `NotificationCenter`'s publisher.
@_exported import ReflowCombine
