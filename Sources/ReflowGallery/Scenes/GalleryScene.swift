import Reflow

/// One page of the gallery: a layout shown with demo content, under a title, with one setting to play with
/// (`parameter`) that the content is built from.
public struct GalleryScene {
    /// A short lowercase name for the command line: `reflow --scene flow`.
    public let name: String
    /// The title shown above the scene.
    public let title: String
    /// One line on what the scene shows.
    public let summary: String
    /// The setting Up and Down change and the demo animates.
    public let parameter: SceneParameter
    private let content: (Int) -> AnyView

    /// A scene whose content is built from one of `parameter`'s values.
    public init<Value, Content: View>(name: String, title: String, summary: String, parameter: ParameterValues<Value>,
                                      @ViewBuilder content: @escaping (Value) -> Content) {
        self.name = name
        self.title = title
        self.summary = summary
        self.parameter = parameter.parameter
        let values = parameter.values
        self.content = { AnyView(content(values[$0])) }
    }

    /// The scene's view at its initial setting.
    public var view: some View { view(setting: parameter.initial) }

    /// The scene's view with its parameter at `setting` (an index into `parameter.labels`, clamped to them):
    /// its title and summary above its content, filling the window. Views keep their identity from one
    /// setting to another, so a change of setting can animate.
    public func view(setting: Int) -> some View {
        view(setting: setting, onChange: nil)
    }

    /// The scene's view at `setting`, with the setting's control under the summary when `onChange` is given
    /// (the window's view: the control calls it with the setting chosen).
    public func view(setting: Int, onChange: ((Int) -> Void)?) -> some View {
        let setting = min(max(setting, 0), parameter.labels.count - 1)
        return VStack(alignment: .leading, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.title2).bold()
                Text(summary).font(.subheadline).foregroundColor(.secondary)
                if let onChange {
                    SettingControl(parameter: parameter, setting: setting, onChange: onChange)
                        .padding(.top, 6)
                }
            }
            content(setting)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .padding()
        // Exactly the window's size, content from the top-leading corner: in a small window the title stays
        // in view and what does not fit runs off the bottom and right edges.
        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
    }

    /// The scene named `name`, if the gallery has one.
    public static func named(_ name: String) -> GalleryScene? {
        Gallery.scenes.first { $0.name == name }
    }
}

/// The control for a scene's setting: what a presenter drives the demo with, by pointer or by Tab and Space.
struct SettingControl: View {
    let parameter: SceneParameter
    let setting: Int
    let onChange: (Int) -> Void

    var body: some View {
        let last = parameter.labels.count - 1
        let index = Binding(get: { setting }, set: { onChange(min(max($0, 0), last)) })
        let label = "\(parameter.name): \(parameter.labels[setting])"
        switch parameter.control {
        case .stepper:
            Stepper(value: index, in: 0...last) { Text(label) }
                .frame(maxWidth: 320)
        case .slider:
            HStack(spacing: 12) {
                Text(label).frame(width: 150, alignment: .leading)
                Slider(value: Binding(get: { Double(setting) }, set: { index.wrappedValue = Int($0.rounded()) }),
                       in: 0...Double(last), step: 1)
                    .frame(maxWidth: 260)
            }
        case .segmented:
            Picker(parameter.name, selection: index) {
                ForEach(0...last, id: \.self) { Text(parameter.labels[$0]).tag($0) }
            }
            .pickerStyle(.segmented)
            .frame(maxWidth: 420)
        case .button:
            let next = parameter.setting(setting, movedBy: 1)
            Button("Switch to \(parameter.labels[next])") { onChange(next) }
                .buttonStyle(.bordered)
        }
    }
}
