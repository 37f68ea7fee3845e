// swift-tools-version: 6.0
// Passage: UIKit's custom view-controller transition system, headless and deterministic.
import PackageDescription

let package = Package(
    name: "Passage",
    products: [
        .library(name: "Passage", targets: ["Passage"]),
        .library(name: "PassageCore", targets: ["PassageCore"]),
        .library(name: "PassageUI", targets: ["PassageUI"]),
        .library(name: "PassageRender", targets: ["PassageRender"]),
        .executable(name: "passage", targets: ["passage"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        // `swift package generate-documentation`: the DocC catalog in Sources/Passage/Documentation.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
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
        .target(name: "PassageRender", dependencies: ["PassageCore", "CZlib", "CPNG", "CFreeType"]),
        .target(name: "Passage", dependencies: ["PassageCore", "PassageUI"]),
        .target(name: "PassageDemos", dependencies: ["Passage", "PassageRender"]),
        // `passage port`: rewrites iOS sources so they compile against Passage. Only the CLI links it, so the
        // rest of the package does not pay swift-syntax's build time.
        .target(
            name: "PassagePort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "passage",
            dependencies: [
                "PassageDemos",
                "PassagePort",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "PassageCoreTests", dependencies: ["PassageCore"]),
        .testTarget(name: "PassageUITests", dependencies: ["PassageUI", "PassageCore"]),
        .testTarget(
            name: "PassageRenderTests",
            dependencies: ["PassageRender", "PassageCore", "PassageUI", "PassageDemos", "CZlib", "CPNG"],
            exclude: ["Golden/References"]
        ),
        .testTarget(name: "PassagePortTests", dependencies: ["PassagePort"], exclude: ["Fixtures", "Expected"]),
        .testTarget(name: "PassageCLITests", dependencies: ["passage", "PassageDemos", "PassageRender"]),
        // iOS transition code in the Swift 5 language mode, as most open-source libraries are written: it must
        // compile against `import Passage` as it does against UIKit.
        .testTarget(
            name: "PassageSwift5Tests",
            dependencies: ["Passage"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
