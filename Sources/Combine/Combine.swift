// In a preview build (`reflow preview`) `import Combine` means OpenCombine, which spells Combine's publishers,
// `ObservableObject` and `@Published` the same way, so that files written for SwiftUI compile unchanged.
@_exported import OpenCombine
