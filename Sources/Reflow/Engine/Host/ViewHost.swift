/// Lays out a view tree without a display: the root view is proposed the host's size and centred in it, as a
/// SwiftUI window does. Tests, tools and the X11 viewer drive layouts through it.
///
/// ```swift
/// let host = ViewHost(rootView: MyFlowLayout { … }, size: CGSize(width: 400, height: 300))
/// host.frame(of: "a")      // where the view marked .id("a") went
/// host.resize(to: CGSize(width: 200, height: 300))
/// ```
public final class ViewHost {
    /// The size proposed to the root view.
    public private(set) var size: CGSize
    let graph: ViewGraph
    private(set) var root: ViewNode?
    private var cachedDisplayList: DisplayList? {
        // Whatever drops the display list may change what is drawn.
        didSet { if cachedDisplayList == nil { changeCount &+= 1 } }
    }
    /// Incremented whenever what is drawn may have changed (a build, a layout pass, an animation frame): a
    /// window redraws when it differs from the value it drew.
    @_spi(Viewer) public private(set) var changeCount = 0
    /// Whether views are being built or laid out now: a state change then comes from a body or a layout,
    /// which SwiftUI warns about too.
    private var isBuilding = false
    /// Whether a state changed while an operation was under way: the views are built again when it is over.
    private var hasPendingStateChange = false
    /// Whether nodes asked to be placed again while an operation was under way (a scroll view scrolled): a
    /// layout pass runs when it is over.
    private var hasPendingLayout = false
    /// The press under way, the views under the pointer and the focused view (`ViewHost+Input.swift`).
    let inputState = HostInputState()
    /// Whether a build or layout pass is under way; calls into the host made meanwhile wait in `queued`.
    private(set) var isBusy = false
    private var queued: [() -> Void] = []
    /// Builds the latest root view again, as its own type (an `AnyView` would change every identity): what a
    /// phase animator moving to its next phase needs, since its content depends on state kept here.
    private(set) var rebuild: ((Animation?) -> Void)?
    /// Whether the host drives the main run loop's clock, on which Combine's main schedulers run (state rules
    /// §5.5): every host an app or test makes does; the inspector's overlay, a host beside the window's, does not.
    let drivesMainRunLoop: Bool

    /// Creates a host that lays out `rootView` in `size`, measuring text with `textMeasurer` (by default the
    /// display-free `FixedAdvanceTextMeasurer`) and finding images with `imageProvider` (by default an
    /// `AssetImageProvider` of its own at 1×, which reads only image files' sizes; the host's images go with it).
    public convenience init<V: View>(rootView: V, size: CGSize, textMeasurer: TextMeasurer = FixedAdvanceTextMeasurer(),
                                     imageProvider: ImageProvider = AssetImageProvider()) {
        self.init(rootView: rootView, size: size, textMeasurer: textMeasurer, imageProvider: imageProvider,
                  drivesMainRunLoop: true)
    }

    /// Creates a host that drives the main run loop's clock, or one that stays out of it (`drivesMainRunLoop`).
    init<V: View>(rootView: V, size: CGSize, textMeasurer: TextMeasurer, imageProvider: ImageProvider,
                  drivesMainRunLoop: Bool) {
        self.drivesMainRunLoop = drivesMainRunLoop
        self.size = Self.checked(size)
        graph = ViewGraph(textMeasurer: textMeasurer, imageProvider: imageProvider)
        graph.scopes.onChange = { [unowned self] in stateChanged() }
        graph.onRedraw = { [unowned self] in redraw() }
        graph.onFocusRequest = { [unowned self] in setFocus($0, ring: false) }
        graph.onLayoutRequest = { [unowned self] in layoutRequested() }
        // The newest host drives the main run loop's clock, which Combine's main schedulers use (state rules §5.5).
        if drivesMainRunLoop { MainRunLoopClock.shared.hostAppeared(at: graph.epoch) }
        build(rootView)
        layout()
        // A lazy container that measured new rows in the first pass asks for a second (layout rules §17.3).
        if hasPendingLayout {
            hasPendingLayout = false
            layout()
        }
        keepForRebuilds(rootView)
        // The first build's `.onAppear` actions and tasks run now, inside an operation (state rules §5), and
        // focus states set before the first build take effect.
        if !graph.focusBindingNodes.isEmpty || graph.existingLifecycle?.hasWork == true
            || graph.scopes.observedChanges.hasPending {
            operation { if !graph.focusBindingNodes.isEmpty { reconcileFocusBindings() } }
        } else {
            deliverPreferenceChanges()
        }
    }

    deinit {
        if drivesMainRunLoop { MainRunLoopClock.shared.hostWent() }
        // A layout may keep `LayoutSubview`s, and with them nodes, past the host; their parents, which they
        // refer to unretained, go with the host, so the pointers are cut first (a kept subview then answers as
        // a view without a container).
        root?.cutParentPointersBelow()
        inputState.popup?.root.cutParentPointersBelow()
        for popup in inputState.popupsBelow { popup.root.cutParentPointersBelow() }
        inputState.popup = nil
        inputState.popupsBelow = []
        graph.releaseNodes()
    }

    /// Proposes a new size to the root view and lays it out again.
    public func resize(to size: CGSize) {
        guard !isBusy else { return queue("resize(to:)") { self.resize(to: size) } }
        operation {
            let old = self.size
            self.size = Self.checked(size)
            // Views that read a size class are built again when the resize changes it (layout rules §12).
            if graph.readsSizeClass, let rebuild, Self.sizeClasses(of: old) != Self.sizeClasses(of: self.size) {
                rebuild(nil)
            } else {
                layout()
            }
        }
    }

    /// The horizontal and vertical size classes of a window of `size` (layout rules §12).
    static func sizeClasses(of size: CGSize) -> (UserInterfaceSizeClass, UserInterfaceSizeClass) {
        (.horizontal(width: size.width), .vertical(height: size.height))
    }

    /// Replaces the view values; views that keep their identity keep their nodes and layout caches, which get
    /// `updateCache` instead of `makeCache`. Inside `withAnimation` the change animates.
    public func update<V: View>(rootView: V) {
        // Completions of a `withAnimation` around the update wait for what it animates.
        if Transaction.current.completions != nil { graph.scopes.completions.claimCurrent() }
        update(rootView: rootView, animation: Transaction.animation)
    }

    /// Replaces the view values and animates the change with `animation` (nil: no animation, except where an
    /// `.animation(_:value:)` modifier asks for one). Views move from where they are drawn now to their new
    /// frames; layouts with `animatableData` are laid out at interpolated data on every frame.
    public func update<V: View>(rootView: V, animation: Animation?) {
        guard !isBusy else { return queue("update(rootView:)") { self.update(rootView: rootView, animation: animation) } }
        operation {
            let started = AnimationCompletionBatch.startedAnimations
            apply(rootView, animation: animation)
            runCompletions(graph.scopes.completions.buildDone(at: graph.time, animation: animation, startedBefore: started))
        }
    }

    private func apply<V: View>(_ rootView: V, animation: Animation?) {
        // Without an animation for this update, nothing moving, and no `.animation(_:value:)` modifier whose
        // value could change (one seen for the first time animates nothing), no view can start moving: the
        // two walks over every view that animations need are skipped.
        let mayAnimate = animation != nil || isAnimating || graph.animations.hasAnimationModifiers
        if mayAnimate { rememberDrawnFrames() }
        build(rootView, animation: animation)
        layout()
        if mayAnimate { startMotions() }
        keepForRebuilds(rootView)
        // A `@FocusState` set from code moves focus once the views that read it are built again.
        reconcileFocusBindings()
    }

    /// Keeps a way to build `rootView` again while it holds a phase animator or reads a size class; others need
    /// none, and an update of them allocates nothing for it.
    private func keepForRebuilds<V: View>(_ rootView: V) {
        // A build that read a size class needs one too: a resize across a class boundary builds the views again;
        // and one with state: a change of it builds them again.
        // A timeline too: its content is built again at its dates.
        rebuild = graph.phaseAnimators.isEmpty && !graph.readsSizeClass && graph.scopes.isEmpty
            && (graph.existingLifecycle?.timelines.isEmpty ?? true) ? nil
            : { [unowned self] animation in apply(rootView, animation: animation) }
    }

    /// Moves the host's clock on by `seconds` and shows the animations at the new time.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        guard !isBusy else { return queue("advance(by:)") { self.advance(by: seconds) } }
        operation { advanceAnimations(by: seconds) }
    }

    private func advanceAnimations(by seconds: Double) {
        graph.time += seconds
        if inputState.press != nil { pressHeld() }
        clockMoved()
        if !graph.scrollsInMotion.isEmpty { advanceScrolls() }
        var relayout = false
        graph.animations.animatedLayouts.removeAll { node in
            relayout = true
            // Only the layout whose data moved, and the containers around it, answer differently now.
            node.forgetAnswersUpwards()
            return !node.behavior.advanceAnimation(of: node, to: graph.time)
        }
        if relayout { layout() }
        for node in graph.animations.movingNodes {
            node.receiveAncestorsMoves()
            node.updateDrawnFrame()
        }
        cachedDisplayList = nil
        graph.animations.movingNodes.removeAll { !$0.record.isMoving }
        graph.animations.nodesWithMovingEffects.removeAll { !$0.effectsAreMoving() }
        if !graph.animations.leavesWithMovingDrawing.isEmpty {
            graph.animations.leavesWithMovingDrawing.removeAll { !$0.behavior.drawingMoves($0, at: graph.time) }
        }
        if !graph.phaseAnimators.isEmpty { stepPhaseAnimators() }
        if graph.scopes.completions.isWaiting { runCompletions(graph.scopes.completions.due(at: graph.time)) }
        // Timelines with an entry due now show it (state rules §5.4); task jobs run when the operation ends.
        if graph.existingLifecycle?.timelineIsDue(at: graph.time) == true { rebuild?(nil) }
    }

    /// Forgets the display list, so that the next one is made anew (input changed the focus ring).
    func redraw() { cachedDisplayList = nil }

    /// Whether an animation is still under way (false once every animation has settled); a running phase
    /// animator counts, since it moves on to its next phase when its current move settles.
    public var isAnimating: Bool {
        graph.animations.isMoving || graph.hasRunningPhaseAnimators || graph.scopes.completions.isWaiting
    }

    /// Runs animation completions that are due: inside an operation, so that the state they set builds the
    /// views when it is over (demos chain animations this way).
    private func runCompletions(_ actions: [() -> Void]) {
        for action in actions { action() }
    }

    /// The seconds on the host's clock, which `advance(by:)` moves.
    public var time: Double { graph.time }

    /// Takes new view values and a new size in one layout pass: what a window needs when both change at once.
    @_spi(Viewer)
    public func update<V: View>(rootView: V, size: CGSize, animation: Animation?) {
        guard !isBusy else {
            return queue("update(rootView:size:animation:)") { self.update(rootView: rootView, size: size, animation: animation) }
        }
        operation {
            self.size = Self.checked(size)
            apply(rootView, animation: animation)
        }
    }

    /// Forgets every answer the layout pass keeps (each view's sizes and spacing, where subtrees went) and
    /// gives every container's cache `updateCache`, as if every view had changed; the next pass lays
    /// everything out from scratch. For benchmarks: what other engines do when every node is marked dirty.
    /// (Caches of no size, such as `Void`, have nothing to update; rigidity cannot change without a build.)
    /// Visible to the package's benchmarks, not public: SwiftUI has no such call.
    package func invalidateLayout() {
        guard !isBusy else { return queue("invalidateLayout()") { self.invalidateLayout() } }
        operation {
            graph.clock.invalidateAnswers()
            // Children first, as the build prepared them, so that containers see their subviews' new state.
            for node in graph.cachingContainers { node.behavior.prepare(node, reused: true) }
        }
    }

    /// The animation of the `withAnimation` running now: for a window that applies an update at its next frame.
    @_spi(Viewer) public static var transactionAnimation: Animation? { Transaction.animation }

    /// Every drawn view's frame where it is drawn, parents before children: for outlining views.
    @_spi(Viewer)
    public var viewFrames: [CGRect] {
        var frames: [CGRect] = []
        root?.forEachDrawn { node, _ in frames.append(node.drawnFrame) }
        return frames
    }

    /// The frame of the view marked `.id(id)`, in host coordinates, where it is drawn; nil if there is none.
    public func frame<ID: Hashable>(of id: ID) -> CGRect? {
        applyObservedChanges()
        guard let node = graph.nodesByID[AnyHashable(id)] else { return nil }
        node.receiveAncestorsMoves()
        return node.drawnFrame
    }

    /// The drawing effects of the view marked `.id(id)`, if it has any (for tests).
    func drawing(of id: AnyHashable) -> NodeDrawing? { graph.nodesByID[id]?.record.drawing }

    /// Whether the view marked `.id(id)` answers every proposal alike; nil if there is none (for tests).
    func nodeRigidity(of id: AnyHashable) -> Bool? { graph.nodesByID[id]?.record.isRigid }

    /// What to draw, in host coordinates, back to front.
    public var displayList: DisplayList {
        applyObservedChanges()
        if let cachedDisplayList { return cachedDisplayList }
        var list = DisplayList()
        root?.appendDrawing(opacity: 1, into: &list)
        for popup in inputState.popupsBelow { popup.root.appendDrawing(opacity: 1, into: &list) }
        inputState.popup?.root.appendDrawing(opacity: 1, into: &list)
        appendFocusRing(into: &list)
        cachedDisplayList = list
        return list
    }

    /// The warnings about this host's views seen so far, one per offending layout, view or modifier.
    public var warnings: [String] { graph.diagnostics.reported.map(\.message) }

    /// The warnings about this host's views seen so far, with the part of Reflow each comes from: the lines
    /// of `warnings`, in the same order.
    public var diagnostics: [Diagnostic] { graph.diagnostics.reported }

    /// The measurer text is laid out with.
    public var textMeasurer: TextMeasurer { graph.textMeasurer }

    /// Where the host's images come from.
    public var imageProvider: ImageProvider { graph.imageProvider }

    // MARK: -

    /// Runs `body`, a build or layout pass, as the host's one operation under way, then the calls queued
    /// meanwhile.
    func operation(_ body: () -> Void) {
        isBusy = true
        // Observed changes made since the last operation are applied first: they were made before this call
        // (an `advance(by:)` must not move the clock before starting their animation) (state rules §3.2).
        if graph.scopes.observedChanges.hasPending { applyPendingStateChanges() }
        body()
        applyPendingStateChanges()
        if hasPendingLayout {
            hasPendingLayout = false
            layout()
        }
        isBusy = false
        deliverPreferenceChanges()
        while !queued.isEmpty { queued.removeFirst()() }
    }

    /// Nodes asked to be placed again without a build (`ViewGraph.requestLayout()`): a layout pass runs now,
    /// or when the operation under way is over.
    private func layoutRequested() {
        // From inside a pass (a lazy container's estimate changed), the pass that follows it runs it.
        if isBusy || isBuilding {
            hasPendingLayout = true
        } else {
            operation { hasPendingLayout = true }
        }
    }

    // MARK: State changes

    /// A view's state changed: the views are built again now, or when the operation under way is over (an
    /// action run by a gesture, a body that set state).
    private func stateChanged() {
        if isBuilding {
            graph.warn(.state, about: "State", "was changed while views were being built or laid out (from a body or a layout), which SwiftUI calls undefined behaviour; the views are built again afterwards")
        }
        if isBusy {
            hasPendingStateChange = true
        } else {
            operation { hasPendingStateChange = true }
        }
    }

    /// Builds the views again for the state changes made during the operation (and the changes those builds
    /// make), then lays them out; the first animated change animates them.
    private func applyPendingStateChanges() {
        var rounds = 0
        // Lifecycle actions and task jobs queued by the operation run first; observed objects' changes are
        // taken as state changes (state rules §3, §5). Both again after each build.
        takeObservedChangesAndLifecycleWork()
        while hasPendingStateChange {
            hasPendingStateChange = false
            let (scopes, animation) = graph.scopes.takeChanges()
            guard !scopes.isEmpty, let rebuild else { continue }
            rounds += 1
            guard rounds <= 16 else {
                graph.warn(.state, about: "State", "changed again after each of 16 builds in a row (a body that sets state it reads?); the latest change is shown at the next update")
                return
            }
            // Only the bodies whose state changed are built again, when that can be done alone; else all.
            let started = AnimationCompletionBatch.startedAnimations
            if !rebuildAlone(scopes, animation: animation) { rebuild(animation) }
            runCompletions(graph.scopes.completions.buildDone(at: graph.time, animation: animation, startedBefore: started))
            takeObservedChangesAndLifecycleWork()
        }
    }

    /// Runs the queued lifecycle actions and task jobs, then turns the observed objects' queued changes into
    /// state changes of their scopes.
    private func takeObservedChangesAndLifecycleWork() {
        // Work scheduled on the main run loop or main queue (a debounce, `receive(on: DispatchQueue.main)`) runs
        // when this host's clock reaches it, as the main run loop runs its due timers on Apple platforms.
        if drivesMainRunLoop { MainRunLoopClock.shared.run(at: date) }
        if let lifecycle = graph.existingLifecycle, lifecycle.hasWork { lifecycle.runWork() }
        guard graph.scopes.observedChanges.hasPending else { return }
        let (scopes, animation) = graph.scopes.observedChanges.take()
        for scope in scopes { graph.scopes.scopeChanged(scope, animation: animation) }
    }

    /// Applies the changes of observed objects made since the host's last operation (a model set by a test,
    /// or from a timer), and runs the main run loop's work due on the host's clock (state rules §5.5): called by
    /// the host's queries, since Observation and Combine report a change before the value is stored, and the host
    /// builds the views after it (state rules §3).
    @_spi(Viewer)
    public func applyObservedChanges() {
        guard !isBusy, graph.scopes.observedChanges.hasPending || graph.existingLifecycle?.hasWork == true
            || drivesMainRunLoop && MainRunLoopClock.shared.hasWork(dueAt: date) else {
            return
        }
        operation {}
    }

    /// How many deliveries of preference changes are under way, one inside another: an action that updates
    /// the host starts the next.
    private var preferenceDeliveryDepth = 0

    /// Calls the `.onPreferenceChange` actions whose values changed in the pass just over: after the pass,
    /// with the host idle, as SwiftUI queues them after its update (layout rules §15.4). An action may update
    /// the host; one whose updates never settle is stopped, with a warning, as SwiftUI stops a preference
    /// that "tried to update multiple times per frame".
    private func deliverPreferenceChanges() {
        guard graph.mayHavePreferenceObservers else { return }
        guard preferenceDeliveryDepth < 16 else {
            graph.warn(.preferences, about: "onPreferenceChange", "changed the views again after each of 16 updates in a row; further changes are not delivered until the next update")
            return
        }
        preferenceDeliveryDepth += 1
        defer { preferenceDeliveryDepth -= 1 }
        for call in graph.preferenceChanges(under: root) { call() }
    }

    /// The value of `key` of the whole view tree, as a `.onPreferenceChange` on the root reads it (the key's
    /// default when no view writes it): for tests.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        root?.preferenceValue(K.self) ?? K.defaultValue
    }

    /// Queues `call`, made while the host is busy. From inside a build or layout pass (a layout or a view's
    /// body), which SwiftUI forbids as well ("modifying state during view update"), it warns: a pass reads its
    /// nodes without retaining them and must not see the tree change under it, so the call waits until the
    /// pass is over; nothing is lost. From an action the host runs for an event (a button's, a gesture's),
    /// where an app may well give the host new views, it just waits for the event to be handled.
    func queue(_ name: String, _ call: @escaping () -> Void) {
        if isBuilding {
            graph.warn(.layout, about: "ViewHost.\(name)", "was called during a build or layout pass (from a layout or a view's body); it runs when the pass is over")
        }
        queued.append(call)
    }

    private static func checked(_ size: CGSize) -> CGSize {
        func clean(_ length: CGFloat) -> CGFloat { length.isFinite && length > 0 ? length : 0 }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }

    private func build<V: View>(_ rootView: V, animation: Animation? = nil) {
        isBuilding = true
        defer { isBuilding = false }
        graph.beginBuild()
        // The root environment has the window's size classes, as a SwiftUI window's has (layout rules §12).
        var environment = EnvironmentValues()
        let classes = Self.sizeClasses(of: size)
        environment.horizontalSizeClass = classes.0
        environment.verticalSizeClass = classes.1
        var resolver = Resolver(graph: graph, environment: environment, path: 0, orientation: nil)
        resolver.animation = animation
        resolver.resolve(rootView)
        switch resolver.nodes.count {
        case 0: root = nil
        case 1:
            root = resolver.nodes[0]
            // The root may have been a subview of the stack made for several top-level views in the build
            // before; that stack is gone now, and a parent pointer to it would be read after it is freed.
            root?.parent = nil
        default:
            // Several views at the top level stack vertically, as in a SwiftUI window or preview.
            root = resolver.adopt(VStackLayout(), children: resolver.nodes, key: Resolver.mix(0, 0x700))
        }
        buildPopup()
        graph.endBuild()
    }

    func rememberDrawnFrames() {
        root?.forEachInSubtree { $0.rememberDrawnFrame() }
    }

    func startMotions() {
        var moving: [ViewNode] = [], withMovingEffects: [ViewNode] = []
        root?.forEachInSubtree {
            if $0.startMotion() { moving.append($0) }
            if $0.startEffectMotion() { withMovingEffects.append($0) }
        }
        graph.animations.movingNodes = moving
        graph.animations.nodesWithMovingEffects = withMovingEffects
        cachedDisplayList = nil
    }

    func layout() {
        isBuilding = true
        defer { isBuilding = false }
        graph.clock.beginPass()
        cachedDisplayList = nil
        defer { graph.endPass() }
        guard let root else { return }
        let proposal = ProposedViewSize(size)
        graph.hostBounds = CGRect(origin: .zero, size: size)
        let rootSize = root.size(for: proposal)
        var frame = CGRect(x: (size.width - rootSize.width) / 2, y: (size.height - rootSize.height) / 2,
                           width: rootSize.width, height: rootSize.height)
        let bounds = CGRect(origin: .zero, size: size)
        if !DrawableLimit.surelyContains(frame) {
            // As for any view (`ViewNode.layOut`), with the host as the container, and before the answers
            // are forgotten, since this pass already lays out anew.
            graph.laysOutAnewOnResize = true
            frame = DrawableLimit.drawable(frame, in: bounds)
        }
        if graph.laysOutAnewOnResize { graph.clock.invalidateAnswers() }
        root.layOut(in: frame, container: bounds, proposal: proposal, shift: .zero)
        layOutPopup()
    }
}
