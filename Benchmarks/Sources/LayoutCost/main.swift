// layout-cost: Auto Layout through the public API, in a release build on one thread. A screen of N/4 views
// in rows of 10 under one window, each view with 4 constraints (leading to its left neighbour or the
// window, top to the view above or the window, width equal to its left neighbour's or a tenth of the
// window's, height equal to the view above's or 40 points): N constraints in all.
//
//   from scratch: activate the N constraints and lay the window out (`layoutIfNeeded()`), every view placed;
//   re-solve:     change one constant (the first view's height, so a whole column moves) and lay out again.
//
// Median and minimum of `--rounds` samples (default 21) after 3 warm-up rounds; prints a Markdown table.
//
//   swift run -c release --package-path Benchmarks layout-cost [--rounds N] [--sizes 100,800,…]
import Foundation
import PassageCore
import PassageUI

var rounds = 21
var sizes = [100, 200, 400, 800, 1600, 3200, 6400, 10_000]
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    if argument == "--rounds", let value = arguments.next().flatMap({ Int($0) }), value > 0 {
        rounds = value
    } else if argument == "--sizes", let list = arguments.next()?.split(separator: ",").compactMap({ Int($0) }),
        !list.isEmpty, list.allSatisfy({ $0 >= 40 })
    {
        sizes = list
    } else {
        FileHandle.standardError.write(
            Data("usage: layout-cost [--rounds N] [--sizes N,N,…] (constraint counts, each ≥ 40)\n".utf8))
        exit(2)
    }
}

/// One screen: its window, views and constraints (inactive until `activate()`).
@MainActor
struct Screen {
    let window: UIWindow
    let views: [UIView]
    let constraints: [NSLayoutConstraint]
    let firstHeight: NSLayoutConstraint

    init(constraintCount: Int) {
        let loop = FrameLoop()
        loop.makeCurrent()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 100_000))
        let count = constraintCount / 4
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        var firstHeight: NSLayoutConstraint?
        for index in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            let column = index % 10
            let left = column == 0 ? nil : views[index - 1]
            let above = index >= 10 ? views[index - 10] : nil
            constraints.append(
                left.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 8) }
                    ?? view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8))
            constraints.append(
                above.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                    ?? view.topAnchor.constraint(equalTo: window.topAnchor, constant: 8))
            constraints.append(
                left.map { view.widthAnchor.constraint(equalTo: $0.widthAnchor) }
                    ?? view.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.1, constant: -8.8))
            let height =
                above.map { view.heightAnchor.constraint(equalTo: $0.heightAnchor) }
                ?? view.heightAnchor.constraint(equalToConstant: 40)
            if index == 0 { firstHeight = height }
            constraints.append(height)
            views.append(view)
        }
        self.views = views
        self.constraints = constraints
        self.firstHeight = firstHeight!
    }
}

func seconds(_ block: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    block()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func summary(_ samples: [Double]) -> (median: Double, minimum: Double) {
    let sorted = samples.sorted()
    return (sorted[sorted.count / 2], sorted[0])
}

func format(_ value: Double) -> String {
    value >= 1e-3 ? String(format: "%.2f ms", value * 1e3) : String(format: "%.1f µs", value * 1e6)
}

@MainActor
func measure(constraintCount: Int) -> (scratch: [Double], resolve: [Double]) {
    var scratch: [Double] = []
    var resolve: [Double] = []
    let scratchRounds = constraintCount >= 4000 ? max(3, rounds / 4) : rounds
    for round in 0..<(scratchRounds + 3) {
        let screen = Screen(constraintCount: constraintCount)
        let time = seconds {
            NSLayoutConstraint.activate(screen.constraints)
            screen.window.layoutIfNeeded()
        }
        if round >= 3 { scratch.append(time) }
        guard round == 3 else { continue }
        precondition(screen.views.last!.frame.width > 80, "the screen was not laid out")
        for step in 0..<(rounds * 5 + 3) {
            let time = seconds {
                screen.firstHeight.constant = step % 2 == 0 ? 41 : 40
                screen.window.layoutIfNeeded()
            }
            if step >= 3 { resolve.append(time) }
        }
        let last = screen.views[screen.views.count - 10]
        precondition(last.frame.height == screen.views[0].frame.height, "the column did not follow")
    }
    return (scratch, resolve)
}

let load =
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(
        separator: " / ") ?? "?"
print("layout-cost: \(rounds) rounds (re-solve: \(rounds * 5) samples), load average \(load)\n")
print(
    "| constraints | views | from scratch (median) | from scratch (min) | re-solve after one constant (median) | re-solve (min) |"
)
print("|---:|---:|---:|---:|---:|---:|")
for count in sizes {
    let (scratch, resolve) = MainActor.assumeIsolated { measure(constraintCount: count) }
    let s = summary(scratch)
    let r = summary(resolve)
    print(
        "| \(count) | \(count / 4) | \(format(s.median)) | \(format(s.minimum)) | \(format(r.median)) | \(format(r.minimum)) |"
    )
}
