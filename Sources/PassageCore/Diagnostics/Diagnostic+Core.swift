// The codes of the misuse PassageCore handles: animations, transactions, display links, the frame loop and its
// clock, key-value observing, layers, paths, images, drawing contexts and timing functions. Each is raised on the
// frame loop of the object misused when it knows it, else on the current one, and logged; value types that may
// be used off the main thread record theirs only on the main thread (see Diagnostic.swift).

extension Diagnostic.Code {
    // MARK: Animations

    /// A property animation added to a layer without a `keyPath` (it does nothing).
    public static let animationWithoutKeyPath = Self(rawValue: "animation-without-key-path")
    /// A property animation of a key path that is neither animatable nor a custom layer property (it does
    /// nothing).
    public static let animationUnknownKeyPath = Self(rawValue: "animation-unknown-key-path")
    /// A `fromValue`, `toValue`, `byValue` or keyframe value of a type its key path cannot take (the animation
    /// does nothing).
    public static let animationValueMismatch = Self(rawValue: "animation-value-mismatch")
    /// A `CAKeyframeAnimation.path` on a key path that is not a point (the animation does nothing).
    public static let keyframePathNeedsPointKeyPath = Self(rawValue: "keyframe-path-needs-point-key-path")
    /// A `CAKeyframeAnimation` with neither `values` nor a `path` (it does nothing).
    public static let keyframeAnimationWithoutValues = Self(rawValue: "keyframe-animation-without-values")
    /// `keyTimes` or `timingFunctions` that do not fit the values (evenly spaced key times are used).
    public static let keyframeTimingInvalid = Self(rawValue: "keyframe-timing-invalid")
    /// An animation of an abstract class (a plain `CAAnimation`) added to a layer (it does nothing).
    public static let abstractAnimationAdded = Self(rawValue: "abstract-animation-added")
    /// `CALayer.add(_:forKey:)` on a presentation layer (ignored).
    public static let animationAddedToPresentationLayer = Self(rawValue: "animation-added-to-presentation-layer")
    /// An animation whose `duration` is negative or not finite (the transaction's duration is used).
    public static let animationDurationInvalid = Self(rawValue: "animation-duration-invalid")

    // MARK: Transactions, display links, the frame loop and its clock

    /// `CATransaction.commit()` without a matching `begin()` (ignored).
    public static let transactionCommitWithoutBegin = Self(rawValue: "transaction-commit-without-begin")
    /// `CATransaction.setAnimationDuration(_:)` with a negative or non-finite duration (ignored).
    public static let transactionDurationInvalid = Self(rawValue: "transaction-duration-invalid")
    /// `CADisplayLink(target:action:)` with a target that is not of the type its action belongs to (the link
    /// calls nothing).
    public static let displayLinkTargetMismatch = Self(rawValue: "display-link-target-mismatch")
    /// `CADisplayLink.add(to:forMode:)` after `invalidate()` (ignored).
    public static let displayLinkAddedAfterInvalidate = Self(rawValue: "display-link-added-after-invalidate")
    /// `FrameLoop.framesPerSecond` set outside 1…1000 (the previous rate is kept).
    public static let framesPerSecondOutOfRange = Self(rawValue: "frames-per-second-out-of-range")
    /// `FrameLoop.runUntilIdle` reached its timeout with work still pending (it returns false).
    public static let runUntilIdleTimedOut = Self(rawValue: "run-until-idle-timed-out")
    /// `FrameLoop.SnapshotRenderer` made with a scale that is not positive and finite (1 is used).
    public static let snapshotRendererScaleInvalid = Self(rawValue: "snapshot-renderer-scale-invalid")
    /// `VirtualClock.advance(by:)` with a negative or non-finite interval (ignored).
    public static let clockAdvanceInvalid = Self(rawValue: "clock-advance-invalid")
    /// `VirtualClock.set(to:)` to a time before now or not finite (ignored).
    public static let clockSetInvalid = Self(rawValue: "clock-set-invalid")
    /// `observe(_:options:changeHandler:)` on an object with no observable model (nothing is observed).
    public static let observeWithoutModel = Self(rawValue: "observe-without-model")

    // MARK: Associated objects

    /// `objc_setAssociatedObject` on an object that has no associated-object store (a Foundation `NSObject`, a
    /// plain Swift class, a value): nothing is stored.
    public static let associatedObjectOwnerUnsupported = Self(rawValue: "associated-object-owner-unsupported")
    /// `objc_setAssociatedObject` with a copy policy and an object Passage cannot copy (it is retained instead).
    public static let associatedObjectNotCopied = Self(rawValue: "associated-object-not-copied")
    /// `perform(_:)`, or target–action with a `Selector`, naming a method the target's class does not declare
    /// through `SelectorResponding` (nothing is called or added; iOS stops with "unrecognized selector").
    public static let selectorNotDeclared = Self(rawValue: "selector-not-declared")
    /// `responds(to:)` whose answer cannot be known: on an object whose class declares no methods by selector
    /// (answered false; said once per frame loop), or asked off the main thread, where the main-actor
    /// declarations cannot be read (answered false; logged only).
    public static let selectorsUndeclared = Self(rawValue: "selectors-undeclared")

    // MARK: Layers

    /// `CALayer.convert` between layers of different trees (the value is returned unchanged).
    public static let convertBetweenLayerTrees = Self(rawValue: "convert-between-layer-trees")
    /// `CALayer.setValue(_:forKeyPath:)` with an unknown key path or a value of the wrong type (ignored).
    public static let layerValueForKeyPathRejected = Self(rawValue: "layer-value-for-key-path-rejected")
    /// A layer inserted into itself or its own descendant (ignored).
    public static let sublayerCycle = Self(rawValue: "sublayer-cycle")
    /// `replaceSublayer(_:with:)` with a layer that is not a sublayer (ignored).
    public static let replaceSublayerNotASublayer = Self(rawValue: "replace-sublayer-not-a-sublayer")

    // MARK: Paths, images, drawing and timing functions

    /// `CGMutablePath.addRoundedRect` with corners larger than half the rectangle (clamped).
    public static let roundedRectCornerClamped = Self(rawValue: "rounded-rect-corner-clamped")
    /// A path element that needs a current point (a line, a curve) added to an empty path (ignored).
    public static let pathElementWithoutCurrentPoint = Self(rawValue: "path-element-without-current-point")
    /// `CGImage(width:height:pixels:)` with a size that is not positive or a byte count that does not fit it (nil).
    public static let imagePixelCountMismatch = Self(rawValue: "image-pixel-count-mismatch")
    /// The pixels of a drawn image made on a frame loop without a render server (they are transparent).
    public static let drawnImageWithoutRenderer = Self(rawValue: "drawn-image-without-renderer")
    /// The pixels of a drawn image read first off the main thread, where it cannot be rasterized (transparent
    /// this time; only logged, as it happens off the main thread).
    public static let drawnImageReadOffMainThread = Self(rawValue: "drawn-image-read-off-main-thread")
    /// `CGContext.restoreGState()` without a matching `saveGState()` (ignored).
    public static let restoreGStateWithoutSave = Self(rawValue: "restore-g-state-without-save")
    /// `CAMediaTimingFunction(name:)` with a name it does not know (linear is used).
    public static let timingFunctionUnknownName = Self(rawValue: "timing-function-unknown-name")
    /// `CAMediaTimingFunction.getControlPoint(at:values:)` with an index outside 0…3 (nothing is written).
    public static let timingFunctionControlPointOutOfRange = Self(
        rawValue: "timing-function-control-point-out-of-range")
}
