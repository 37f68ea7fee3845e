// Sine and cosine for the per-frame hot paths (spring motions, rotation arcs): one range reduction shared by
// both, then short polynomials, with no call into the C library. Within 2 ulp of the correctly rounded
// result for |x| < 2^20·π/2 (tests sweep it against libm); larger arguments use Foundation's sin and cos.
// The same code on every platform, so animated values do not depend on the platform's libm.
//
// Reduction: x = n·π/2 + r with |r| ≤ π/4, π/2 split in three parts of 33 bits each (Cody–Waite), so n·part
// is exact for |n| < 2^20. Polynomials: the minimax coefficients of fdlibm's __kernel_sin and __kernel_cos
// on [−π/4, π/4] (published constants).
import Foundation

/// Sine and cosine of one argument.
package enum SineCosine {
    private static let twoOverPi = 6.36619772367581382433e-01
    private static let halfPi1 = 1.57079632673412561417e+00
    private static let halfPi2 = 6.07710050630396597660e-11
    private static let halfPi3 = 2.02226624871116645580e-21
    /// Beyond this, n·part is no longer exact.
    private static let reductionLimit = 1_647_099.0  // 2^20 · π/2
    /// Below this, sin x rounds to x and cos x to 1 (which also keeps the sign of −0).
    private static let tiny = 0x1p-27

    private static let s1 = -1.66666666666666324348e-01
    private static let s2 = 8.33333333332248946124e-03
    private static let s3 = -1.98412698298579493134e-04
    private static let s4 = 2.75573137070700676789e-06
    private static let s5 = -2.50507602534068634195e-08
    private static let s6 = 1.58969099521155010221e-10

    private static let c1 = 4.16666666666666019037e-02
    private static let c2 = -1.38888888888741095749e-03
    private static let c3 = 2.48015872894767294178e-05
    private static let c4 = -2.75573143513906633035e-07
    private static let c5 = 2.08757232129817482790e-09
    private static let c6 = -1.13596475577881948265e-11

    /// sin x and cos x. NaN and ±∞ give NaN for both.
    @inline(__always)
    package static func of(_ x: Double) -> (sin: Double, cos: Double) {
        guard abs(x) < reductionLimit else { return (Foundation.sin(x), Foundation.cos(x)) }
        if abs(x) < tiny { return (x, 1) }
        let (r, quadrant) = reduce(x)
        let s = kernelSin(r)
        let c = kernelCos(r)
        switch quadrant {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// sin x alone.
    @inline(__always)
    package static func sin(_ x: Double) -> Double {
        guard abs(x) < reductionLimit else { return Foundation.sin(x) }
        if abs(x) < tiny { return x }
        let (r, quadrant) = reduce(x)
        switch quadrant {
        case 0: return kernelSin(r)
        case 1: return kernelCos(r)
        case 2: return -kernelSin(r)
        default: return -kernelCos(r)
        }
    }

    /// r = x − n·π/2 with |r| ≤ π/4 (up to rounding), and n mod 4.
    @inline(__always)
    private static func reduce(_ x: Double) -> (r: Double, quadrant: Int) {
        // Adding and removing 1.5·2^52 rounds to the nearest integer, ties to even (|x·2/π| < 2^51 here),
        // without the library call `rounded` is on baseline x86-64.
        let n = (x * twoOverPi + 0x1.8p52) - 0x1.8p52
        let r = ((x - n * halfPi1) - n * halfPi2) - n * halfPi3
        return (r, Int(n) & 3)
    }

    /// sin r for |r| ≤ π/4.
    @inline(__always)
    private static func kernelSin(_ r: Double) -> Double {
        let z = r * r
        let tail = s2 + z * (s3 + z * (s4 + z * (s5 + z * s6)))
        return r + (z * r) * (s1 + z * tail)
    }

    /// cos r for |r| ≤ π/4: 1 − z/2 + z²·P(z), summed so the rounding of 1 − z/2 is carried.
    @inline(__always)
    private static func kernelCos(_ r: Double) -> Double {
        let z = r * r
        let p = z * z * (c1 + z * (c2 + z * (c3 + z * (c4 + z * (c5 + z * c6)))))
        let half = 0.5 * z
        let w = 1 - half
        return w + (((1 - w) - half) + p)
    }
}
