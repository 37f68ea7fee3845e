// swift-tools-version: 6.2
// Passage's benchmarks: a separate package, so that nothing a user of Passage depends on carries them, and
// the main package never depends on cairo. `tick-cost` times one frame's presentation tree for 1k–100k
// animated layers. `layout-cost` times Auto Layout: a screen of views solved from scratch, and re-solved
// after one constant changes, for 100–10,000 constraints. `frame-cost` times one frame of a fold-and-cards
// scene and of a circular-reveal scene (mask, backdrop blur, gradient) drawn by Passage's LayerRenderer, next
// to a memset of the same frame buffer and the same scenes drawn with cairo + pixman; install its system
// libraries first with `bash Benchmarks/install-deps.sh`. `collection-cost` times a flow layout's prepare, one
// frame of scrolling and one frame of an interactive layout transition for 1k–100k items. `dynamics-cost` times
// one 60 Hz UIKit Dynamics frame of 500 bodies piling in a box, next to Box2D's own step of the same pile.
import Foundation
import PackageDescription

/// The main package, one folder up. A path dependency's identity is its folder's name, whatever the
/// checkout is called, so products are looked up under that name.
let passageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let passage = passageFolder.lastPathComponent

let package = Package(
    name: "PassageBenchmarks",
    products: [
        .executable(name: "frame-cost", targets: ["FrameCost"]),
        .executable(name: "tick-cost", targets: ["TickCost"]),
        .executable(name: "collection-cost", targets: ["CollectionCost"]),
        .executable(name: "layout-cost", targets: ["LayoutCost"]),
        .executable(name: "dynamics-cost", targets: ["DynamicsCost"]),
    ],
    dependencies: [
        .package(path: "..")
    ],
    targets: [
        .target(name: "BenchmarkSupport"),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CAllocatorTuning"),
        .executableTarget(
            name: "FrameCost",
            dependencies: [
                "CCairo",
                "CPixman",
                "CAllocatorTuning",
                .product(name: "PassageRender", package: passage),
                .product(name: "PassageCore", package: passage),
                .product(name: "PassageUI", package: passage),
            ]
        ),
        .executableTarget(name: "TickCost", dependencies: [.product(name: "PassageCore", package: passage)]),
        .executableTarget(
            name: "CollectionCost",
            dependencies: [
                "BenchmarkSupport", .product(name: "PassageCore", package: passage),
                .product(name: "PassageUI", package: passage),
            ]
        ),
        .executableTarget(
            name: "LayoutCost",
            dependencies: [
                .product(name: "PassageCore", package: passage), .product(name: "PassageUI", package: passage),
            ]
        ),
        .target(name: "Box2DBaseline", linkerSettings: [.linkedLibrary("box2d")]),
        .executableTarget(
            name: "DynamicsCost",
            dependencies: [
                "BenchmarkSupport",
                "Box2DBaseline",
                .product(name: "PassageCore", package: passage),
                .product(name: "PassageUI", package: passage),
                .product(name: "PassageDynamics", package: passage),
            ]
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
