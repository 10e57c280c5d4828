// Combine's Foundation and Dispatch parts, which Apple's Foundation brings along with `import Foundation`: run loop
// and dispatch queue schedulers (the main ones on the clock of Reflow's view hosts) and `NotificationCenter`'s
// publisher. Reflow and the preview build's `Combine` module re-export this module, so that `import SwiftUI`,
// `import Combine` or (in a preview build) `import Foundation` alone gives them. `URLSession`'s publisher is the
// preview build's `Combine` module's alone: FoundationNetworking loads libcurl into every program that links it.
@_exported import OpenCombine
