// An attached animation compiled for replay by a presentation tree: its timing, curve and fixed values
// copied inline, its large parts (transform blends, key times) moved into arrays shared by the whole tree,
// so a frame reads all of a tree's animations from a few contiguous arrays instead of visiting one heap
// object per animation. Only animations whose values are fixed and whose writes are plain stores compile;
// any other stays an evaluator, applied through `AnimationEvaluator.apply` every frame.
//
// Invariant: applying a compiled animation writes exactly what its evaluator's `apply` writes, bit for bit.
// Pooled and compiled values are read in place through pointers (`pointee`): a subscript would copy each
// 200- to 360-byte struct before using it.
import Foundation

/// The large parts of a tree's compiled animations, shared in arrays.
package struct CompiledAnimationPools {
    /// Fixed transform blends: whole-transform basic and spring animations, keyframe segments.
    var transforms: [TransformInterpolation] = []
    /// Key times of keyframe animations, each animation's run in order.
    var keyTimes: [Double] = []
    /// Where the blends between each sequence of transforms already pooled start, keyed by the
    /// transforms' bit patterns: animations through the same values share one run of blends, as copies of
    /// one Core Animation animation share its values array, so a frame reads them from cache.
    private var transformRuns: [[UInt64]: Int] = [:]

    /// The index in `transforms` of the blends from each of `values` to the next (one blend for two
    /// values), appending them unless an equal sequence was pooled before.
    mutating func blends(through values: [CATransform3D], made: () -> [TransformInterpolation]) -> Int {
        let rows = values.flatMap { [$0.row1, $0.row2, $0.row3, $0.row4] }
        let key = rows.flatMap { row in (0..<4).map { row[$0].bitPattern } }
        if let start = transformRuns[key] { return start }
        let start = transforms.count
        transforms += made()
        transformRuns[key] = start
        return start
    }
}

/// One animation as a presentation tree replays it.
package struct CompiledAnimation {
    /// What the animation writes at a progress.
    enum Action {
        /// A fixed blend of a number, point, size, rect or colour, stored into its field.
        case plain(PlainBlend, PlainField)
        /// The fixed transform blend `pools.transforms[blend]`, stored into `field`.
        case transform(blend: Int, field: PlainField)
        /// A linear or paced keyframe animation of a whole transform: key times `pools.keyTimes[keyTimes]`,
        /// segment i's blend `pools.transforms[firstSegment + i]`, stored into `field`.
        case transformKeyframes(keyTimes: Range<Int>, firstSegment: Int, field: PlainField)
    }

    let timing: MediaTimingParameters
    let curve: ProgressCurve
    let action: Action

    /// The field the animation writes.
    var field: PlainField {
        switch action {
        case .plain(_, let field), .transform(_, let field), .transformKeyframes(_, _, let field): field
        }
    }

    /// Writes the animation's value at parent time `t` into `values`; false when it shows nothing now
    /// (outside its active time, not filled), leaving `values` as they were.
    @inline(__always)
    func apply(
        atParentTime t: CFTimeInterval, to values: inout LayerValues,
        pools: UnsafeBufferPointer<TransformInterpolation>,
        keyTimes: UnsafeBufferPointer<Double>
    ) -> Bool {
        guard let fraction = timing.phase(atParentTime: t).fraction else { return false }
        switch action {
        case .plain(let blend, let field):
            return blend.store(at: curve.progress(fraction), into: field, of: &values)
        case .transform(let blend, let field):
            PlainField.store(
                (pools.baseAddress! + blend).pointee.value(at: curve.progress(fraction)), at: field.offset, in: &values)
        case .transformKeyframes(let range, let firstSegment, let field):
            let progress = min(max(curve.progress(fraction), 0), 1)
            let (segment, u) = KeyframeTiming.segment(
                containing: progress, keyTimes: UnsafeBufferPointer(rebasing: keyTimes[range]))
            PlainField.store(
                (pools.baseAddress! + firstSegment + segment).pointee.value(at: u), at: field.offset, in: &values)
        }
        return true
    }
}

extension PropertyEvaluator {
    /// The compiled form when both ends are fixed and the write is a plain store into the property's field.
    package func compiled(into pools: inout CompiledAnimationPools) -> CompiledAnimation? {
        guard let fixedBlend, let directField else { return nil }
        switch fixedBlend {
        case .plain(let blend):
            var trial = LayerValues(properties: LayerProperties(), objects: nil)
            guard blend.store(at: 0, into: directField, of: &trial) else { return nil }  // kinds differ
            return CompiledAnimation(timing: timing, curve: curve, action: .plain(blend, directField))
        case .transform(let interpolation):
            guard case .transform = directField, case .value(.transform(let start)) = from,
                case .value(.transform(let end)) = to
            else { return nil }
            let blend = pools.blends(through: [start, end]) { [interpolation] }
            return CompiledAnimation(timing: timing, curve: curve, action: .transform(blend: blend, field: directField))
        }
    }
}
