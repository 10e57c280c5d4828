@_spi(Preview) import Reflow
import ReflowPreviewBuild

extension DesignTimeValues.Value {
    /// A literal's value as the builder read it, as the preview process keeps it.
    init(_ value: LiteralValue) {
        switch value {
        case .integer(let number): self = .integer(number)
        case .float(let number): self = .float(number)
        case .string(let text): self = .string(text)
        case .boolean(let flag): self = .boolean(flag)
        }
    }
}
