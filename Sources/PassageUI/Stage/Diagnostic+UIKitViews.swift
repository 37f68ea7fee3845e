// The codes of the misuse PassageUI handles in views and what works on them: view animation, the view hierarchy,
// images and drawing, collection views, touch input, gestures, controls, property animators, scroll views, Auto
// Layout and the device. Each is raised on the frame loop of the view misused (its window's) when there is one,
// else on the current one, and logged. (Transitions, controllers and containers: Diagnostic+UIKit.swift.)
import PassageCore

extension Diagnostic.Code {
    // MARK: View animation

    /// `UIView.transition(from:to:…)` whose from view has no superview (nothing happens; the completion gets false).
    public static let transitionFromViewWithoutSuperview = Self(rawValue: "transition-from-view-without-superview")
    /// `UIView.addKeyframe` outside `animateKeyframes` (its changes are applied without animation).
    public static let keyframeOutsideAnimateKeyframes = Self(rawValue: "keyframe-outside-animate-keyframes")
    /// `UIView.addKeyframe` with a start time or duration outside 0…1 (clamped).
    public static let keyframeFractionOutOfRange = Self(rawValue: "keyframe-fraction-out-of-range")
    /// `UIView.animate(usingSpringWithDamping:)` with a damping ratio ≤ 0 (the smallest usable ratio is used).
    public static let springDampingInvalid = Self(rawValue: "spring-damping-invalid")
    /// A view animation's duration or delay negative or not finite (0 is used).
    public static let viewAnimationTimeInvalid = Self(rawValue: "view-animation-time-invalid")

    // MARK: Views, images and drawing

    /// `value(forKey:)`/`setValue(_:forKey:)` (or the key-path forms) on a view with a key views do not answer,
    /// or a value of the wrong type (nil is read, nothing is set; iOS raises `NSUnknownKeyException`).
    public static let viewKeyValueCodingRejected = Self(rawValue: "view-key-value-coding-rejected")
    /// A view class whose `layerClass` is not a `CALayer` subclass (a plain `CALayer` is used).
    public static let layerClassNotALayer = Self(rawValue: "layer-class-not-a-layer")
    /// `exchangeSubview(at:withSubviewAt:)` with an index out of range (ignored).
    public static let exchangeSubviewIndexOutOfRange = Self(rawValue: "exchange-subview-index-out-of-range")
    /// A view added as a subview of itself or of its descendant (ignored).
    public static let subviewCycle = Self(rawValue: "subview-cycle")
    /// `resizableSnapshotView(from:…)` with an empty or non-finite rectangle (nil).
    public static let snapshotRectInvalid = Self(rawValue: "snapshot-rect-invalid")
    /// `UIImage(cgImage:scale:orientation:)` with a scale that is not positive (1 is used).
    public static let imageScaleInvalid = Self(rawValue: "image-scale-invalid")
    /// A `UIGraphics` or `UIBezierPath` drawing call with no current graphics context (nothing drawn).
    public static let noCurrentGraphicsContext = Self(rawValue: "no-current-graphics-context")
    /// `UIGraphicsPopContext()` without a pushed context (ignored).
    public static let graphicsPopWithoutPush = Self(rawValue: "graphics-pop-without-push")
    /// `UIGraphicsEndImageContext()` without an image context (ignored).
    public static let graphicsEndWithoutImageContext = Self(rawValue: "graphics-end-without-image-context")
    /// `init(coder:)` of a view, cell or layout: Passage decodes nothing (nil, or the defaults for a layout).
    public static let decodingUnsupported = Self(rawValue: "decoding-unsupported")

    // MARK: Collection views

    /// `selectItem(at:…)` of an item the collection view does not have (nothing selected).
    public static let selectItemNotFound = Self(rawValue: "select-item-not-found")
    /// `scrollToItem(at:…)` of an item the layout does not have (not scrolled).
    public static let scrollToItemNotFound = Self(rawValue: "scroll-to-item-not-found")
    /// `numberOfItems(inSection:)` of a section the collection view does not have (0).
    public static let sectionOutOfRange = Self(rawValue: "section-out-of-range")
    /// Self-sizing cells kept invalidating the layout past the limit of passes (the last layout is shown).
    public static let selfSizingDidNotSettle = Self(rawValue: "self-sizing-did-not-settle")
    /// The layout placed an item the data source does not have (skipped).
    public static let layoutItemNotInDataSource = Self(rawValue: "layout-item-not-in-data-source")
    /// The layout gave attributes with a non-finite frame, centre or size (skipped).
    public static let layoutAttributesNotFinite = Self(rawValue: "layout-attributes-not-finite")
    /// A cell returned by the data source that was not dequeued (shown, never reused).
    public static let cellNotDequeued = Self(rawValue: "cell-not-dequeued")
    /// A layout installed on a second collection view (it moves to the new one).
    public static let layoutMovedBetweenCollectionViews = Self(rawValue: "layout-moved-between-collection-views")
    /// A `UICollectionViewController` subclass that does not override `collectionView(_:cellForItemAt:)` (an
    /// empty cell is shown).
    public static let cellForItemNotOverridden = Self(rawValue: "cell-for-item-not-overridden")
    /// A `UICollectionViewController` subclass that does not override
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` (an empty view is shown).
    public static let supplementaryViewNotOverridden = Self(rawValue: "supplementary-view-not-overridden")
    /// The layout asked for a supplementary view the data source does not provide (an empty view is shown).
    public static let supplementaryViewNotImplemented = Self(rawValue: "supplementary-view-not-implemented")
    /// A layout-to-layout navigation transition over a controller that is not a collection view controller
    /// (pushed normally).
    public static let layoutToLayoutWithoutCollectionController =
        Self(rawValue: "layout-to-layout-without-collection-controller")
    /// `startInteractiveTransition(to:)` while one runs (the running one continues).
    public static let layoutTransitionAlreadyRunning = Self(rawValue: "layout-transition-already-running")
    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()` with no interactive layout transition
    /// (ignored).
    public static let layoutTransitionNotPrepared = Self(rawValue: "layout-transition-not-prepared")
    /// Finishing or cancelling an interactive layout transition that already finishes or cancels (ignored).
    public static let layoutTransitionAlreadyEnding = Self(rawValue: "layout-transition-already-ending")
    /// A layout change during an interactive layout transition (the transition ends at once, not completed).
    public static let layoutTransitionInterrupted = Self(rawValue: "layout-transition-interrupted")
    /// Batch updates that do not add up with the data source's counts (the data is reloaded instead).
    public static let invalidBatchUpdate = Self(rawValue: "invalid-batch-update")
    /// `register(_:forCellWithReuseIdentifier:)` of a class that is not a cell (ignored).
    public static let registerCellClassMismatch = Self(rawValue: "register-cell-class-mismatch")
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` of a class that is not a reusable view
    /// (ignored).
    public static let registerSupplementaryClassMismatch = Self(rawValue: "register-supplementary-class-mismatch")
    /// `register(_:forDecorationViewOfKind:)` on a layout with a class that is not a reusable view (ignored).
    public static let registerDecorationClassMismatch = Self(rawValue: "register-decoration-class-mismatch")
    /// A cell dequeued with an identifier no class is registered for (a plain cell is used).
    public static let dequeueUnregisteredCell = Self(rawValue: "dequeue-unregistered-cell")
    /// A supplementary view dequeued with a kind and identifier no class is registered for (a plain reusable
    /// view is used).
    public static let dequeueUnregisteredSupplementary = Self(rawValue: "dequeue-unregistered-supplementary")
    /// A decoration view placed by the layout with no class registered for its kind (skipped).
    public static let decorationViewUnregistered = Self(rawValue: "decoration-view-unregistered")
    /// A layout's `invalidationContextClass` that is not an invalidation context (the base class is used).
    public static let invalidationContextClassMismatch = Self(rawValue: "invalidation-context-class-mismatch")

    // MARK: Events and touch input

    /// `endIgnoringInteractionEvents()` without a matching begin (ignored).
    public static let endIgnoringInteractionEventsUnbalanced =
        Self(rawValue: "end-ignoring-interaction-events-unbalanced")
    /// Touch input that lists a finger twice at one time (the second is ignored).
    public static let touchInputDuplicateFinger = Self(rawValue: "touch-input-duplicate-finger")
    /// Touch input with a non-finite location (that finger's input is ignored).
    public static let touchInputLocationNotFinite = Self(rawValue: "touch-input-location-not-finite")
    /// A finger lifted at a non-finite location (it lifts where it last was).
    public static let touchInputLiftLocationNotFinite = Self(rawValue: "touch-input-lift-location-not-finite")
    /// Touch input at a time before earlier input or not finite (ignored, except lifted and cancelled fingers).
    public static let touchInputTimeInvalid = Self(rawValue: "touch-input-time-invalid")
    /// A finger that begins while already down (ignored).
    public static let touchBeganWhileDown = Self(rawValue: "touch-began-while-down")
    /// A finger that moves, rests or lifts without having begun (ignored).
    public static let touchNeverBegan = Self(rawValue: "touch-never-began")
    /// Touch input with a pointer phase (ignored).
    public static let touchInputPointerPhase = Self(rawValue: "touch-input-pointer-phase")
    /// A touch trace played to its end left fingers down (they are cancelled where they last were).
    public static let touchTraceEndedWithFingersDown = Self(rawValue: "touch-trace-ended-with-fingers-down")

    // MARK: Gestures and controls

    /// A recognizer set to `.changed` or `.cancelled` while possible (treated as failed).
    public static let gestureStateSkipsBegan = Self(rawValue: "gesture-state-skips-began")
    /// A recognizer set to `.failed` after it began (treated as cancelled).
    public static let gestureFailedAfterBegan = Self(rawValue: "gesture-failed-after-began")
    /// A recognizer set to `.began` again, or back to `.possible`, while recognizing (ignored).
    public static let gestureStateRestarted = Self(rawValue: "gesture-state-restarted")
    /// A recognizer's state set after it ended, failed or was cancelled (ignored until it resets).
    public static let gestureStateAfterEnd = Self(rawValue: "gesture-state-after-end")
    /// A pinch `scale` or rotation `rotation` set to a non-finite number (ignored).
    public static let gestureValueNotFinite = Self(rawValue: "gesture-value-not-finite")
    /// A recognizer's action that expects another recognizer type (not called).
    public static let gestureActionSenderMismatch = Self(rawValue: "gesture-action-sender-mismatch")
    /// A recognizer's `addTarget` with a target that is not of the type its action belongs to (not added).
    public static let gestureTargetMismatch = Self(rawValue: "gesture-target-mismatch")
    /// `location(ofTouch:in:)` with an index past the recognizer's touches (the recognizer's location).
    public static let gestureTouchIndexOutOfRange = Self(rawValue: "gesture-touch-index-out-of-range")
    /// A control's action that expects another sender type (not called).
    public static let controlActionSenderMismatch = Self(rawValue: "control-action-sender-mismatch")
    /// A control's `addTarget` with a target that is not of the type its action belongs to (not added).
    public static let controlTargetMismatch = Self(rawValue: "control-target-mismatch")

    // MARK: Property animators

    /// `addAnimations` on a stopped property animator (ignored).
    public static let propertyAnimatorAddAnimationsWhenStopped =
        Self(rawValue: "property-animator-add-animations-when-stopped")
    /// `isInterruptible` or `isUserInteractionEnabled` changed while the property animator is active (ignored).
    public static let propertyAnimatorChangeWhileActive = Self(rawValue: "property-animator-change-while-active")
    /// `stopAnimation(_:)` on an inactive property animator (ignored).
    public static let propertyAnimatorStopWhenInactive = Self(rawValue: "property-animator-stop-when-inactive")
    /// `stopAnimation(_:)` on a running, non-interruptible property animator (ignored).
    public static let propertyAnimatorStopNotInterruptible = Self(rawValue: "property-animator-stop-not-interruptible")
    /// `finishAnimation(at:)` on a property animator that is not stopped (ignored).
    public static let propertyAnimatorFinishWhenNotStopped = Self(rawValue: "property-animator-finish-when-not-stopped")
    /// `startAnimation()` on a stopped property animator (ignored).
    public static let propertyAnimatorStartWhenStopped = Self(rawValue: "property-animator-start-when-stopped")
    /// `pauseAnimation()` on a stopped property animator (ignored).
    public static let propertyAnimatorPauseWhenStopped = Self(rawValue: "property-animator-pause-when-stopped")
    /// `pauseAnimation()` on a running, non-interruptible property animator (ignored).
    public static let propertyAnimatorPauseNotInterruptible =
        Self(rawValue: "property-animator-pause-not-interruptible")
    /// `continueAnimation(withTimingParameters:durationFactor:)` on an animator that is not paused and active
    /// (ignored).
    public static let propertyAnimatorContinueWhenNotPaused =
        Self(rawValue: "property-animator-continue-when-not-paused")
    /// `fractionComplete` set to a non-finite number (ignored; finite numbers are clamped to 0…1).
    public static let propertyAnimatorFractionOutOfRange = Self(rawValue: "property-animator-fraction-out-of-range")
    /// `fractionComplete` set while the animator runs (ignored).
    public static let propertyAnimatorFractionWhileRunning = Self(rawValue: "property-animator-fraction-while-running")
    /// `fractionComplete` set on a stopped animator (ignored).
    public static let propertyAnimatorFractionWhenStopped = Self(rawValue: "property-animator-fraction-when-stopped")
    /// `isReversed` changed while a non-interruptible animator runs (ignored).
    public static let propertyAnimatorReverseNotInterruptible =
        Self(rawValue: "property-animator-reverse-not-interruptible")

    // MARK: Scroll views

    /// `setContentOffset(_:animated:)` with a non-finite offset (ignored).
    public static let contentOffsetNotFinite = Self(rawValue: "content-offset-not-finite")
    /// `scrollViewWillEndDragging` set a non-finite target offset (the proposed one is used).
    public static let targetContentOffsetNotFinite = Self(rawValue: "target-content-offset-not-finite")
    /// `decelerationRate` outside (0, 1) (the scroll view coasts with the nearest usable rate).
    public static let decelerationRateOutOfRange = Self(rawValue: "deceleration-rate-out-of-range")

    // MARK: Auto Layout

    /// An active constraint's priority changed between required and optional (the old priority is kept).
    public static let constraintPriorityRequirednessChanged =
        Self(rawValue: "constraint-priority-requiredness-changed")
    /// A constraint item that is neither a view nor a layout guide (the constraint is ignored).
    public static let constraintItemUnsupported = Self(rawValue: "constraint-item-unsupported")
    /// A constraint with no usable first item or attribute (ignored).
    public static let constraintUnusable = Self(rawValue: "constraint-unusable")
    /// A constraint activated between items with no common ancestor (it waits until they share a hierarchy).
    public static let constraintWithoutCommonAncestor = Self(rawValue: "constraint-without-common-ancestor")
    /// Required constraints that cannot hold together: UIKit's report, and the constraint broken to recover.
    public static let unsatisfiableConstraints = Self(rawValue: "unsatisfiable-constraints")
    /// The Auto Layout solver found its objective unbounded (the layout keeps its last solution).
    public static let layoutSolverUnbounded = Self(rawValue: "layout-solver-unbounded")

    // MARK: Device

    /// `endGeneratingDeviceOrientationNotifications()` without a matching begin (ignored).
    public static let orientationNotificationsUnbalanced = Self(rawValue: "orientation-notifications-unbalanced")
}
