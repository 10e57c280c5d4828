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

extension LiteralValue {
    /// A value the preview process holds, as the builder reads literals.
    init(_ value: DesignTimeValues.Value) {
        switch value {
        case .integer(let number): self = .integer(number)
        case .float(let number): self = .float(number)
        case .string(let text): self = .string(text)
        case .boolean(let flag): self = .boolean(flag)
        }
    }
}
