// CoreGraphics' mutable path: appends elements, transforming points on the way in.
// Invariant: a line or curve is only appended when there is a current point (else it is logged and dropped).
import Foundation

/// A path that can be extended (CoreGraphics' `CGMutablePath`).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public init() {
        super.init(segments: [])
    }

    /// Starts a new subpath at `point`; a trailing move-to is replaced rather than kept.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        if case .move = storage.last { storage.removeLast() }
        storage.append(.move(to: point.applying(transform)))
    }

    /// Appends a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addLine(to:)") else { return }
        storage.append(.line(to: point.applying(transform)))
    }

    /// Starts a subpath at the first point and joins the rest with straight lines; empty input adds nothing.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() {
            storage.append(.line(to: point.applying(transform)))
        }
    }

    /// Appends a quadratic Bézier from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addQuadCurve(to:control:)") else { return }
        storage.append(.quad(control: control.applying(transform), to: end.applying(transform)))
    }

    /// Appends a cubic Bézier from the current point to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        guard requireCurrentPoint("addCurve(to:control1:control2:)") else { return }
        storage.append(
            .cubic(
                control1: control1.applying(transform), control2: control2.applying(transform),
                to: end.applying(transform)))
    }

    /// Appends `rect` as a closed subpath: (minX, minY) → (maxX, minY) → (maxX, maxY) → (minX, maxY) → close.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        addLines(
            between: [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
            ],
            transform: transform)
        closeSubpath()
    }

    /// Appends every element of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        storage.append(contentsOf: path.storage.map { $0.applying(transform) })
    }

    /// Closes the current subpath with a line back to its start; does nothing without a current point
    /// or when the subpath is already closed.
    public func closeSubpath() {
        guard let last = storage.last, last != .close else { return }
        storage.append(.close)
    }

    /// Appends a line to `point` unless the current point is already there (within 1e-9).
    func lineIfNeeded(to point: CGPoint) {
        if let current = currentPointIfAny, abs(current.x - point.x) <= 1e-9, abs(current.y - point.y) <= 1e-9 {
            return
        }
        storage.append(.line(to: point))
    }

    private func requireCurrentPoint(_ operation: String) -> Bool {
        if currentPointIfAny != nil { return true }
        diagnoseOnAnyThread(
            .pathElementWithoutCurrentPoint, .warning, "CGMutablePath.\(operation): no current point; element ignored")
        return false
    }
}
