// What the page's inspector shows about a playing: every animation the run attached (its layer, key path, delay,
// duration, curve or spring, additive or not, and the frames it started and stopped in), markers for the
// transition and appearance events (Stage.Event), animation starts and stops and diagnostics, and per frame the
// transition's percent complete and the watched views' presented values. It is filled frame by frame from the
// run's stage, with no hook in the frame loop: the layer tree is walked after each frame for the animations it
// holds.
//
// Seeking replays the recorded input on a fresh run; the virtual clock makes that run repeat the first one
// exactly, so the timeline is kept: frames already recorded are not recorded again, and the k-th animation found
// by the new run is the k-th of the timeline. When new input changes what happens after a frame, the timeline
// is cut there (`truncate(after:)`) and recorded anew from it.
//
// Memory is bounded: at most `maximumFrames` frames and `maximumEntries` animations and markers are recorded.
// Past a limit, what is left out is counted, per frame, and the page shows the count, so a long playing says
// where its inspector stopped rather than going quiet. Diagnostics are read by the loop's running count of those
// raised, so they keep coming after the loop's own list (the last `FrameLoop.diagnosticsLimit`) is full; if more
// were raised in one frame than the list keeps, a marker says how many were dropped.
import Foundation
import Passage
import PassageScenes

/// The animations, events and presented values of a live scene, frame by frame.
@MainActor
final class LiveTimeline {
    /// One animation a layer held.
    struct Animation: Equatable {
        var layer: String
        var key: String?
        var keyPath: String
        /// basic, spring, keyframe, group, transition or driven (a property animator's).
        var kind: String
        /// The frame it was first seen attached in.
        var added: Int
        var started: Int?
        var stopped: Int?
        /// Whether it stopped by finishing (nil while running).
        var finished: Bool?
        /// Seconds from being added to beginning.
        var delay: Double
        var duration: Double
        var repeatCount: Double
        var autoreverses: Bool
        var isAdditive: Bool
        /// The cubic Bézier's control points c1x, c1y, c2x, c2y (nil: linear, or not a timed animation).
        var curve: [Double]?
        /// mass, stiffness, damping, initial velocity and settling duration, for a spring.
        var spring: [Double]?
    }

    /// One event shown on the timeline at its frame.
    struct Marker: Equatable {
        var frame: Int
        /// appearance, transition, animateTransition, completeTransition, interactionEnded, coordinator,
        /// animationStart, animationStop or diagnostic.
        var kind: String
        var label: String
    }

    /// The most frames recorded; later frames play on without being recorded.
    nonisolated static let maximumFrames = 36_000
    /// The most animations or markers recorded by default.
    static let defaultMaximumEntries = 20_000
    /// The most animations or markers recorded.
    let maximumEntries: Int

    /// Keeps at most `maximumEntries` animations and at most as many markers.
    init(maximumEntries: Int = LiveTimeline.defaultMaximumEntries) {
        self.maximumEntries = maximumEntries
    }

    /// Per frame, the markers and animations left out because the timeline held its limit of them.
    private var leftOutMarkers: [Int: Int] = [:]
    private var leftOutAnimations: [Int: Int] = [:]
    /// Markers left out at the limit.
    var markersLeftOut: Int { leftOutMarkers.values.reduce(0, +) }
    /// Animations left out at the limit.
    var animationsLeftOut: Int { leftOutAnimations.values.reduce(0, +) }

    /// The frames recorded so far.
    private(set) var recordedFrames = 0
    /// The animations, in the order the run found them.
    private(set) var animations: [Animation] = []
    private(set) var markers: [Marker] = []
    /// The names of the series, in the order they are shown: the transition's percent complete, then the
    /// watched views' presented values.
    private(set) var seriesNames: [String] = ["percent"]
    /// Per series, the value at each recorded frame (nil where it does not exist, as the percent complete
    /// outside a transition).
    private(set) var series: [[Double?]] = [[]]

    /// The frame the run is working on: events heard now belong to it.
    var frameInProgress = 1
    /// What the last `delta()` covered.
    private var sentFrames = 0
    private var sentMarkers = 0
    private var sentLeftOut = [0, 0]
    private var changedAnimations = Set<Int>()
    private var needsReset = true
    /// The run's attached animations found so far, with their index in `animations`.
    private var tracked: [ObjectIdentifier: (attached: AttachedAnimation, index: Int)] = [:]
    /// How many animations the current run has found.
    private var found = 0
    private var diagnosticsSeen = 0

    /// Starts the recording of a new run of the same scene (a seek replaying the input): nothing already
    /// recorded is recorded again.
    func beginRun() {
        tracked = [:]
        found = 0
        diagnosticsSeen = 0
        frameInProgress = 1
    }

    /// Forgets everything after `frame`: new input makes the frames after it differ from those recorded.
    func truncate(after frame: Int) {
        guard frame < recordedFrames else { return }
        recordedFrames = frame
        for index in series.indices { series[index].removeLast(series[index].count - min(frame, series[index].count)) }
        markers.removeAll { $0.frame > frame }
        animations.removeAll { $0.added > frame }
        leftOutMarkers = leftOutMarkers.filter { $0.key <= frame }
        leftOutAnimations = leftOutAnimations.filter { $0.key <= frame }
        for index in animations.indices {
            if let started = animations[index].started, started > frame { animations[index].started = nil }
            if let stopped = animations[index].stopped, stopped > frame {
                animations[index].stopped = nil
                animations[index].finished = nil
            }
        }
        tracked = tracked.filter { $0.value.index < animations.count }
        found = min(found, animations.count)
        needsReset = true
    }

    /// Whether the frame in progress is new (not recorded by an earlier run) and within the limit.
    private var isRecording: Bool {
        frameInProgress > recordedFrames && frameInProgress <= Self.maximumFrames
    }

    /// Records a transition or appearance event of the frame in progress.
    func record(_ event: Stage.Event) {
        guard isRecording else { return }
        switch event {
        case .appearance(let callback, let participant, let animated):
            addMarker("appearance", "\(participant.name).\(callback.rawValue)(\(animated))")
        case .transitionBegan:
            addMarker("transition", event.description)
        case .animateTransition:
            addMarker("animateTransition", event.description)
        case .completeTransition:
            addMarker("completeTransition", event.description)
        case .interactionEnded:
            addMarker("interactionEnded", event.description)
        case .coordinatorCompletion:
            addMarker("coordinator", event.description)
        }
    }

    private func addMarker(_ kind: String, _ label: String, frame: Int? = nil) {
        let frame = frame ?? frameInProgress
        guard markers.count < maximumEntries else {
            leftOutMarkers[frame, default: 0] += 1
            return
        }
        markers.append(Marker(frame: frame, kind: kind, label: label))
    }

    /// Records frame `frame` of `run` once it has been run: the animations its layers hold, its diagnostics and
    /// its sampled values.
    func recordFrame(_ frame: Int, of run: SceneRun) {
        frameInProgress = frame
        let isNew = isRecording
        run.loop.perform {
            trackAnimations(in: run, frame: frame, isNew: isNew)
            let diagnostics = run.loop.diagnostics
            let raised = run.loop.diagnosticsRaised
            if isNew, raised > diagnosticsSeen {
                let new = diagnostics.suffix(min(raised - diagnosticsSeen, diagnostics.count))
                if raised - diagnosticsSeen > new.count {
                    addMarker(
                        "diagnostic",
                        "\(raised - diagnosticsSeen - new.count) diagnostics dropped: the frame loop keeps its last "
                            + "\(FrameLoop.diagnosticsLimit)",
                        frame: new.first.map { min(frame, $0.frame + 1) } ?? frame)
                }
                for diagnostic in new {
                    addMarker("diagnostic", diagnostic.description, frame: min(frame, diagnostic.frame + 1))
                }
            }
            diagnosticsSeen = raised
            guard isNew else { return }
            sample(run, frame: frame)
            recordedFrames = frame
        }
        frameInProgress = frame + 1
    }

    /// Finds the animations attached now, notes those that started or stopped, and adds those not seen before.
    private func trackAnimations(in run: SceneRun, frame: Int, isNew: Bool) {
        var attachedNow = Set<ObjectIdentifier>()
        var layers: [CALayer] = [run.window.layer]
        while let layer = layers.popLast() {
            for attached in layer.attachedAnimations {
                let id = ObjectIdentifier(attached)
                attachedNow.insert(id)
                let index: Int
                if let known = tracked[id] {
                    index = known.index
                } else {
                    index = found
                    found += 1
                    tracked[id] = (attached, index)
                    if index == animations.count {
                        guard isNew, animations.count < maximumEntries else {
                            if isNew { leftOutAnimations[frame, default: 0] += 1 }
                            tracked[id] = nil
                            found -= 1
                            continue
                        }
                        animations.append(Self.describe(attached, on: layer, frame: frame))
                        changedAnimations.insert(index)
                    }
                }
                guard isNew, index < animations.count else { continue }
                if attached.didStart, animations[index].started == nil {
                    animations[index].started = frame
                    changedAnimations.insert(index)
                    addMarker("animationStart", "\(animations[index].layer) \(animations[index].keyPath) started")
                }
                if attached.didStop, animations[index].stopped == nil { stop(index, frame: frame, finished: true) }
            }
            layers += layer.sublayers ?? []
        }
        for (id, known) in tracked where !attachedNow.contains(id) {
            tracked[id] = nil
            if isNew, known.index < animations.count, animations[known.index].stopped == nil {
                stop(known.index, frame: frame, finished: known.attached.didStop)
            }
        }
    }

    private func stop(_ index: Int, frame: Int, finished: Bool) {
        animations[index].stopped = frame
        animations[index].finished = finished
        changedAnimations.insert(index)
        addMarker(
            "animationStop",
            "\(animations[index].layer) \(animations[index].keyPath) " + (finished ? "finished" : "removed"))
    }

    /// Samples the transition's percent complete and the watched views' presented position, alpha, scale and
    /// rotation.
    private func sample(_ run: SceneRun, frame: Int) {
        var values: [Double?] = [Self.percentComplete(in: run.window).map { Double($0) }]
        var names = ["percent"]
        for watched in run.watched {
            let layer = watched.view.layer.presentation() ?? watched.view.layer
            let transform = layer.transform
            names += ["x", "y", "alpha", "scale", "rotation"].map { "\(watched.label).\($0)" }
            values += [
                Double(layer.position.x), Double(layer.position.y), Double(layer.opacity),
                (Double(transform.m11 * transform.m11 + transform.m12 * transform.m12)).squareRoot(),
                atan2(Double(transform.m12), Double(transform.m11)) * 180 / .pi,
            ]
        }
        if names != seriesNames {
            seriesNames = names
            series = names.map { _ in Array(repeating: nil, count: frame - 1) }
            needsReset = true
        }
        for index in series.indices {
            if series[index].count < frame - 1 {
                series[index] += Array(repeating: nil, count: frame - 1 - series[index].count)
            }
            series[index].append(values[index])
        }
    }

    /// The percent complete of the transition running in `window`, if one runs: the first transition
    /// coordinator found among its controllers, parents before children, presented ones last.
    static func percentComplete(in window: UIWindow) -> CGFloat? {
        var controllers: [UIViewController] = window.rootViewController.map { [$0] } ?? []
        var seen = 0
        while seen < controllers.count, seen < 1000 {
            let controller = controllers[seen]
            if let coordinator = controller.transitionCoordinator { return coordinator.percentComplete }
            controllers += controller.children
            if let presented = controller.presentedViewController { controllers.append(presented) }
            seen += 1
        }
        return nil
    }

    /// A name for `layer` a person recognises: its own name, else its view's type (and identifier), else its
    /// type.
    static func label(of layer: CALayer) -> String {
        if let name = layer.name, !name.isEmpty { return name }
        guard let view = layer.delegate as? UIView else { return String(describing: type(of: layer)) }
        var label = String(describing: type(of: view))
        if let controller = view.next as? UIViewController, controller.view === view {
            label = (controller.title ?? String(describing: type(of: controller))) + ".view"
        }
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { label += " " + identifier }
        return label
    }

    /// The row of `attached`, found on `layer` at `frame`.
    static func describe(_ attached: AttachedAnimation, on layer: CALayer, frame: Int) -> Animation {
        let animation = attached.animation
        let kind: String
        var keyPath = (animation as? CAPropertyAnimation)?.keyPath ?? ""
        var curve: [Double]?
        var spring: [Double]?
        switch animation {
        case is DrivenPropertyAnimation: kind = "driven"
        case let animation as CASpringAnimation:
            kind = "spring"
            spring = [
                Double(animation.mass), Double(animation.stiffness), Double(animation.damping),
                Double(animation.initialVelocity), animation.settlingDuration,
            ]
        case is CAKeyframeAnimation: kind = "keyframe"
        case let group as CAAnimationGroup:
            kind = "group"
            keyPath = (group.animations ?? []).compactMap { ($0 as? CAPropertyAnimation)?.keyPath }
                .joined(separator: ", ")
        case let transition as CATransition:
            kind = "transition"
            keyPath = transition.type.rawValue + (transition.subtype.map { " " + $0.rawValue } ?? "")
        default: kind = "basic"
        }
        if kind == "basic" || kind == "keyframe" || kind == "group", let function = animation.timingFunction {
            var points: [Double] = []
            var point: [Float] = [0, 0]
            for index in 1...2 {
                function.getControlPoint(at: index, values: &point)
                points += [Double(point[0]), Double(point[1])]
            }
            curve = points
        }
        let now = layer.localTime(fromMediaTime: FrameLoop.current.clock.currentTime)
        let delay = animation.beginTime - now
        return Animation(
            layer: label(of: layer), key: attached.key, keyPath: keyPath, kind: kind, added: frame,
            started: nil, stopped: nil, finished: nil,
            delay: delay.isFinite ? max(0, delay) : 0, duration: animation.duration,
            repeatCount: Double(animation.repeatCount), autoreverses: animation.autoreverses,
            isAdditive: (animation as? CAPropertyAnimation)?.isAdditive ?? false, curve: curve, spring: spring)
    }

    /// What changed since the last delta, as the page's "timeline" message; nil when nothing did. After a
    /// truncation (or at first) the whole timeline is sent, with "reset".
    func delta() -> [String: Any]? {
        let reset = needsReset
        if reset {
            sentFrames = 0
            sentMarkers = 0
            changedAnimations = Set(animations.indices)
        }
        let leftOut = [markersLeftOut, animationsLeftOut]
        guard
            reset || recordedFrames > sentFrames || markers.count > sentMarkers || !changedAnimations.isEmpty
                || leftOut != sentLeftOut
        else { return nil }
        let from = min(sentFrames, recordedFrames)
        var message: [String: Any] = [
            "type": "timeline", "reset": reset, "frames": recordedFrames, "from": from + 1,
            "seriesNames": seriesNames,
            "series": series.map { values in values[min(from, values.count)...].map(Self.number) },
            "markers": markers[min(sentMarkers, markers.count)...].map {
                ["frame": $0.frame, "kind": $0.kind, "label": $0.label] as [String: Any]
            },
            "animations": changedAnimations.sorted().map { Self.json(animations[$0], id: $0) },
            "markersLeftOut": leftOut[0], "animationsLeftOut": leftOut[1],
        ]
        if reset {
            message["framesPerSecond"] = LivePlayback.framesPerSecond
            message["maximumFrames"] = Self.maximumFrames
            message["maximumEntries"] = maximumEntries
        }
        sentLeftOut = leftOut
        sentFrames = recordedFrames
        sentMarkers = markers.count
        changedAnimations = []
        needsReset = false
        return message
    }

    /// A value for JSON: null when missing or not finite (JSON has no NaN or infinity).
    private static func number(_ value: Double?) -> Any {
        guard let value, value.isFinite else { return NSNull() }
        return value
    }

    private static func json(_ animation: Animation, id: Int) -> [String: Any] {
        func optional(_ value: Any?) -> Any { value ?? NSNull() }
        return [
            "id": id, "layer": animation.layer, "key": optional(animation.key), "keyPath": animation.keyPath,
            "kind": animation.kind, "added": animation.added, "started": optional(animation.started),
            "stopped": optional(animation.stopped), "finished": optional(animation.finished),
            "delay": number(animation.delay), "duration": animation.duration.isFinite ? animation.duration : -1,
            "repeatCount": animation.repeatCount.isFinite ? animation.repeatCount : -1,
            "autoreverses": animation.autoreverses, "additive": animation.isAdditive,
            "curve": optional(animation.curve?.map { number($0) }),
            "spring": optional(animation.spring?.map { number($0) }),
        ]
    }
}
