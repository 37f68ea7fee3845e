// The slider: a control that picks a value in a range by dragging a round thumb along a track. The part of the
// track before the thumb is drawn in `minimumTrackTintColor` (the tint colour by default), the rest in
// `maximumTrackTintColor` (`systemFill` by default). Dragging starts only on the thumb (UIKit's thumb does not
// jump to a touch on the track); the thumb then keeps its offset from the finger, and the value follows the
// thumb's centre between the two ends of the track. A continuous slider sends `.valueChanged` each time a drag
// changes the value, any other once when the finger lifts; setting the value in code sends nothing.
//
// Numbers Apple does not document, named so they can be checked: a 31 pt intrinsic height, a 4 pt track and a
// 28 pt thumb (the look of iOS 13 and later), a thumb touch area grown by 10 pt on every side.
import Foundation
import PassageCore

/// A control that picks one value from a continuous range (UIKit's `UISlider`).
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The slider's intrinsic height, in points.
    public static let intrinsicHeight: CGFloat = 31
    /// The track's thickness, in points.
    public static let trackHeight: CGFloat = 4
    /// The thumb's diameter, in points.
    public static let thumbDiameter: CGFloat = 28
    /// How far outside the thumb a touch still grabs it, in points.
    public static let thumbTouchOutset: CGFloat = 10

    /// The value, always within `minimumValue…maximumValue` (a value set outside is clamped). Default 0.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The value at the left end. Default 0. Raising it above `maximumValue` raises that too; the value is
    /// clamped into the new range.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
            setNeedsLayout()
        }
    }
    /// The value at the right end. Default 1. Lowering it below `minimumValue` lowers that too; the value is
    /// clamped into the new range.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
            setNeedsLayout()
        }
    }
    /// Whether `.valueChanged` is sent during a drag (true) or only when the finger lifts. Default true.
    open var isContinuous = true
    /// The colour of the track before the thumb; nil (the default) draws it in the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet { updateColors() }
    }
    /// The colour of the track after the thumb; nil (the default) draws it in `UIColor.systemFill`.
    open var maximumTrackTintColor: UIColor? {
        didSet { updateColors() }
    }
    /// The thumb's colour; nil (the default) draws it white.
    open var thumbTintColor: UIColor? {
        didSet { updateColors() }
    }

    private var storedValue: Float = 0
    /// The distance from the finger to the thumb's centre along the track when the drag began.
    private var grabOffset: CGFloat = 0
    /// The value when the drag began, so a non-continuous slider knows whether it changed.
    private var valueAtGrab: Float = 0
    private let minimumTrack = UIView()
    private let maximumTrack = UIView()
    private let thumb = UIView()

    /// Creates a slider whose frame is `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSlider()
    }

    /// Creates a slider from an archive (not read: Passage has no nibs), as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSlider()
    }

    private func configureSlider() {
        isOpaque = false
        for part in [maximumTrack, minimumTrack] {
            part.isUserInteractionEnabled = false
            part.layer.cornerRadius = Self.trackHeight / 2
            addSubview(part)
        }
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(thumb)
        updateColors()
    }

    /// Sets the value (clamped into the range), moving the thumb over UIKit's default animation duration when
    /// `animated`. Sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = clamped(value)
        if animated {
            UIView.animate(withDuration: 0.25) { self.layoutParts() }
        } else {
            setNeedsLayout()
        }
    }

    /// The track's rectangle in `bounds`: the full width, `trackHeight` tall, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// The thumb's rectangle for `value`: its centre moves from the track's left end plus half the thumb to its
    /// right end minus half the thumb, centred vertically on the track.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let travel = max(0, rect.width - Self.thumbDiameter)
        let centerX = rect.minX + Self.thumbDiameter / 2 + travel * CGFloat(fraction(of: value))
        return CGRect(
            x: centerX - Self.thumbDiameter / 2, y: rect.midY - Self.thumbDiameter / 2,
            width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.intrinsicHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: Self.intrinsicHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        let location = touch.location(in: self)
        guard thumbFrame.insetBy(dx: -Self.thumbTouchOutset, dy: -Self.thumbTouchOutset).contains(location) else {
            return false
        }
        grabOffset = thumbFrame.midX - location.x
        valueAtGrab = storedValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbDiameter
        guard travel > 0 else { return true }
        let centerX = touch.location(in: self).x + grabOffset
        let fraction = Float((centerX - track.minX - Self.thumbDiameter / 2) / travel)
        let newValue = clamped(minimumValue + fraction * (maximumValue - minimumValue))
        guard newValue != storedValue else { return true }
        storedValue = newValue
        layoutParts()
        if isContinuous { sendActions(for: .valueChanged, with: event) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, storedValue != valueAtGrab { sendActions(for: .valueChanged, with: event) }
    }

    // MARK: Parts

    private func clamped(_ value: Float) -> Float {
        guard !value.isNaN else { return minimumValue }
        return min(max(value, minimumValue), maximumValue)
    }

    /// Where `value` lies in the range, 0…1 (0 when the range is empty).
    private func fraction(of value: Float) -> Float {
        let span = maximumValue - minimumValue
        return span > 0 ? (clamped(value) - minimumValue) / span : 0
    }

    private func layoutParts() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        minimumTrack.frame = CGRect(
            x: track.minX, y: track.minY, width: max(0, thumbFrame.midX - track.minX), height: track.height)
        maximumTrack.frame = CGRect(
            x: thumbFrame.midX, y: track.minY, width: max(0, track.maxX - thumbFrame.midX), height: track.height)
        thumb.frame = thumbFrame
    }

    private func updateColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        thumb.backgroundColor = thumbTintColor ?? .white
    }
}
