// UIKit Dynamics cost: a separate release-built executable, never timed assertions in tests.
//
//     swift run -c release --package-path Benchmarks dynamics-cost [bodies] [frames] [--steppings]
//
// One 60 Hz frame of 500 (or `bodies`) 14-pt boxes piling up in a 400 × 800-pt box under gravity, with
// collisions (UIGravityBehavior + UICollisionBehavior with the reference bounds as boundary, UIKit's
// defaults: elasticity and friction 0.2, resistance 0.1; bodies are not bullets, see DifferencesFromUIKit):
// - passage step: `FrameLoop.step()` with the animator on it: behaviours, the Box2D step (two 1/120-s
//   sub-steps), writing every awake body's centre and rotation back to its view, contacts and pause check;
// - box2d step: the same pile built and stepped with Box2D alone (Box2DBaseline), in the same run.
// Both start from the same layout and take the same frames (after `warmup` frames so the pile is colliding);
// median and minimum over the sampled frames, and Passage's overhead over Box2D's step. `--steppings` also
// times Box2D alone on the same pile with other sub-steps, iterations, or without continuous collision.
import BenchmarkSupport
import Box2DBaseline
import Foundation
import PassageCore
import PassageDynamics
import PassageUI

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let bodyCount = arguments.first ?? 500
let frames = arguments.count > 1 ? arguments[1] : 240
let warmup = 60
let side: CGFloat = 14
let box = CGSize(width: 400, height: 800)

/// Centres on a grid from the top of the box, offset a little per row so the pile does not stack in columns.
let centers: [CGPoint] = (0..<bodyCount).map { index in
    let columns = 20
    let row = index / columns
    let column = index % columns
    return CGPoint(x: 12 + CGFloat(column) * 19 + CGFloat(row % 3) * 2, y: 12 + CGFloat(row) * 19)
}

@MainActor
func measurePassage() -> Stats {
    let loop = FrameLoop()
    loop.makeCurrent()
    let reference = UIView(frame: CGRect(origin: .zero, size: box))
    let views = centers.map { center -> UIView in
        let view = UIView(frame: CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
        reference.addSubview(view)
        return view
    }
    let animator = UIDynamicAnimator(referenceView: reference)
    animator.addBehavior(UIGravityBehavior(items: views))
    let collision = UICollisionBehavior(items: views)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    loop.advance(frames: warmup)
    var samples: [Double] = []
    for _ in 0..<frames { samples.append(time { loop.step() }) }
    withExtendedLifetime(animator) {}
    return Stats(samples)
}

/// How Box2D steps one 60 Hz frame: equal sub-steps, and the solver's velocity and position iterations.
struct Stepping: CustomStringConvertible {
    var subSteps: Int32
    var velocityIterations: Int32
    var positionIterations: Int32
    var continuous = true
    var description: String {
        "\(subSteps) × 1/\(60 * subSteps) s, \(velocityIterations)/\(positionIterations) it"
            + (continuous ? "" : ", no TOI")
    }
}

/// Passage's own stepping (PhysicsUnits): the baseline that Passage's overhead is measured against.
let passageStepping = Stepping(subSteps: 2, velocityIterations: 8, positionIterations: 3)
/// Other ways Box2D could step the same pile, timed alone to show what each would cost.
let otherSteppings =
    !CommandLine.arguments.contains("--steppings")
    ? []
    : [
        Stepping(subSteps: 1, velocityIterations: 8, positionIterations: 3),
        Stepping(subSteps: 2, velocityIterations: 6, positionIterations: 2),
        Stepping(subSteps: 2, velocityIterations: 4, positionIterations: 2),
        Stepping(subSteps: 1, velocityIterations: 4, positionIterations: 2),
        Stepping(subSteps: 2, velocityIterations: 8, positionIterations: 3, continuous: false),
        Stepping(subSteps: 1, velocityIterations: 8, positionIterations: 3, continuous: false),
    ]

@MainActor
func measureBox2D(_ stepping: Stepping) -> (Stats, awake: Int) {
    let meters = centers.flatMap { [Float($0.x / 100), Float($0.y / 100)] }
    let world = baseline_create(
        Float(box.width / 100), Float(box.height / 100), Float(side / 100), meters,
        Int32(bodyCount), 10)!
    defer { baseline_destroy(world) }
    func stepFrame() {
        baseline_step_frame(
            world, stepping.subSteps, stepping.velocityIterations, stepping.positionIterations,
            stepping.continuous)
    }
    for _ in 0..<warmup { stepFrame() }
    var samples: [Double] = []
    for _ in 0..<frames { samples.append(time { stepFrame() }) }
    return (Stats(samples), Int(baseline_awake_count(world)))
}

MainActor.assumeIsolated {
    let box2d = measureBox2D(passageStepping)
    let passage = measurePassage()
    let others = otherSteppings.map { ($0, measureBox2D($0)) }
    func ms(_ nanoseconds: Double) -> String { String(format: "%.3f ms", nanoseconds / 1e6) }
    print(
        "dynamics-cost: \(bodyCount) bodies piling in a \(Int(box.width))×\(Int(box.height))-pt box, \(frames) frames after \(warmup) warm-up frames"
    )
    print(
        "box2d step:   median \(ms(box2d.0.median)), min \(ms(box2d.0.minimum)) (\(passageStepping), \(box2d.awake) bodies awake at the end)"
    )
    print("passage step: median \(ms(passage.median)), min \(ms(passage.minimum)) (\(passageStepping))")
    print(String(format: "overhead:     %.1f%% (median over median)", (passage.median / box2d.0.median - 1) * 100))
    for (stepping, result) in others {
        print(
            "box2d alone:  median \(ms(result.0.median)), min \(ms(result.0.minimum)) (\(stepping), \(result.awake) awake)"
        )
    }
}
