// swift-tools-version: 6.2
// Passage: UIKit's custom view-controller transition system, headless and deterministic.
import PackageDescription

let package = Package(
    name: "Passage",
    products: [
        .library(name: "Passage", targets: ["Passage"]),
        .library(name: "PassageCore", targets: ["PassageCore"]),
        .library(name: "PassageUI", targets: ["PassageUI"]),
        .library(name: "PassageDynamics", targets: ["PassageDynamics"]),
        // iOS sources keep `import UIKit`, `import QuartzCore` and `import CoreGraphics`: modules of those names
        // re-export Passage.
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "PassageRender", targets: ["PassageRender"]),
        .library(name: "PassageScenes", targets: ["PassageScenes"]),
        .library(name: "PassageTesting", targets: ["PassageTesting"]),
        .library(name: "PassageCommandLine", targets: ["PassageCommandLine"]),
        .executable(name: "passage", targets: ["passage"]),
        .executable(name: "passage-port", targets: ["passage-port"]),
        .executable(name: "passage-stress", targets: ["passage-stress"]),
        .library(name: "PassageServe", targets: ["PassageServe"]),
        .executable(name: "passage-serve", targets: ["passage-serve"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation`: the DocC catalog in Sources/Passage/Documentation.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
        // The live page's HTTP and WebSocket server (PassageServe only; see LivePage.md for why this one).
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
    ],
    targets: [
        .target(
            name: "PassageCore",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        .target(name: "PassageUI", dependencies: ["PassageCore"]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        // glibc's mallopt, for `passage render`'s frame buffers (FrameBufferMemory).
        .systemLibrary(name: "CMalloc"),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .target(name: "PassageRender", dependencies: ["PassageCore", "CDeflate", "CPNG", "CFreeType"]),
        // UIKit Dynamics on Debian's Box2D 2.4.1 (libbox2d-dev), through a C interface of our own. PassageDynamics
        // imports it `@_implementationOnly` (it keeps Box2D's handles as `OpaquePointer`s, so no layout depends on it),
        // so that a module importing the `UIKit` façade without depending on it needs no module map for it:
        // swift-snapshot-testing and swift-custom-dump compile `#if canImport(UIKit)` code as soon as the façade is
        // built, which a package using the `UIKit` and `PassageTesting` products together builds.
        .target(name: "CPassageBox2D", linkerSettings: [.linkedLibrary("box2d")]),
        .target(name: "PassageDynamics", dependencies: ["PassageUI", "CPassageBox2D"]),
        .target(name: "Passage", dependencies: ["PassageCore", "PassageUI", "PassageDynamics"]),
        // Façades with the names of Apple's modules over the umbrella. Any target of a build can see them with
        // `canImport` once they are built (SwiftPM puts every module in one folder), so what they re-export must
        // also compile the UIKit code of dependencies that test `canImport(UIKit)` (swift-custom-dump's).
        .target(name: "UIKit", dependencies: ["Passage", "CoreGraphics", "QuartzCore"]),
        .target(name: "QuartzCore", dependencies: ["Passage"]),
        .target(name: "CoreGraphics", dependencies: ["Passage"]),
        // A scene (`Scene`) recorded to files or a table: what the command line, PassageTesting and the demos share.
        .target(name: "PassageScenes", dependencies: ["Passage", "PassageRender"]),
        .target(name: "PassageDemos", dependencies: ["Passage", "PassageRender", "PassageScenes"]),
        // Snapshot strategies and a harness for testing a user's own transitions with swift-snapshot-testing.
        .target(
            name: "PassageTesting",
            dependencies: [
                "Passage", "PassageRender", "PassageScenes", "CPNG", "CZlib",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // The port's rewriter. Only the `passage-port` executable links it, so neither `passage render` nor the
        // library products pay swift-syntax's build time.
        .target(
            name: "PassagePort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // What every Passage command shares: stderr, and errors reported as one line.
        .target(
            name: "PassageCommandSupport",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The `passage` command line as a library: a user's own executable runs it over its own scenes with
        // `PassageCommand.main(scenes:)`.
        .target(
            name: "PassageCommandLine",
            dependencies: [
                "PassageScenes", "PassageCommandSupport", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `passage`: list, table and render over the built-in demos (the README's main command).
        .executableTarget(
            name: "passage",
            dependencies: [
                "PassageCommandLine",
                "PassageDemos",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `passage-port`: rewrites iOS sources so they compile against Passage.
        .executableTarget(
            name: "passage-port",
            dependencies: [
                "PassagePort",
                "PassageCommandSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Random transition programs, their invariants and a shrinker (issue 25). Only `passage-stress` and its
        // tests build it.
        .target(name: "PassageStress", dependencies: ["Passage"]),
        // `passage-stress`: runs many random programs (or one long one) and prints a summary table.
        .executableTarget(
            name: "passage-stress",
            dependencies: [
                "PassageStress",
                "PassageCommandSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The live page: scenes played in a browser over HTTP and a WebSocket. Only `passage-serve` and a user's
        // own serve executable build it, so `passage render` does not build the server.
        .target(
            name: "PassageServe",
            dependencies: [
                "Passage", "PassageRender", "PassageScenes", "PassageCommandSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
            ],
            resources: [.copy("Page")]
        ),
        // `passage-serve`: the live page over the built-in demos.
        .executableTarget(name: "passage-serve", dependencies: ["PassageServe", "PassageDemos"]),
        .testTarget(name: "PassageCoreTests", dependencies: ["PassageCore"]),
        .testTarget(name: "PassageUITests", dependencies: ["PassageUI", "PassageCore"]),
        .testTarget(name: "PassageDynamicsTests", dependencies: ["PassageDynamics", "PassageUI", "PassageCore"]),
        .testTarget(
            name: "PassageRenderTests",
            dependencies: ["PassageRender", "PassageCore", "PassageUI", "PassageDemos", "CZlib", "CPNG"],
            exclude: ["Golden/References"]
        ),
        .testTarget(name: "PassageStressTests", dependencies: ["PassageStress", "Passage"]),
        .testTarget(name: "PassagePortTests", dependencies: ["PassagePort"], exclude: ["Fixtures", "Expected"]),
        .testTarget(
            name: "PassageScenesTests",
            dependencies: ["PassageScenes", "PassageDemos", "PassageRender", "Passage"]
        ),
        .testTarget(
            name: "PassageDemosTests",
            dependencies: ["PassageDemos", "PassageRender", "PassageUI", "PassageCore", "PassageDynamics"]
        ),
        .testTarget(
            name: "PassageTestingTests",
            dependencies: ["PassageTesting", "PassageDemos", "PassageRender"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PassageServeTests",
            dependencies: ["PassageServe", "PassageScenes", "PassageRender", "Passage", "PassageDemos"]
        ),
        .testTarget(name: "PassageCLITests", dependencies: ["passage", "passage-port", "PassageDemos", "PassageRender"]),
        // iOS transition code in the Swift 5 language mode, as most open-source libraries are written: it must
        // compile against `import Passage` as it does against UIKit.
        .testTarget(
            name: "PassageSwift5Tests",
            dependencies: ["Passage", "UIKit", "QuartzCore", "CoreGraphics"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
