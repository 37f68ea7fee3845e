// swift-tools-version: 6.2
// An app's custom transition, tested and rendered with Passage: a card that opens into a full screen (an
// animator) and closes with a downward drag (a percent-driven interactive dismissal), snapshot-tested with
// PassageTesting and rendered by its own `card-transition` command line.
import PackageDescription

let package = Package(
    name: "CardTransition",
    dependencies: [
        .package(name: "Passage", path: "../..")
    ],
    targets: [
        // The transition, written as for iOS: with UIKit there, with Passage here.
        .target(name: "CardTransition", dependencies: [.product(name: "Passage", package: "Passage")]),
        // `swift run card-transition list | table | render …`: the `passage` command line over this package's scenes.
        .executableTarget(
            name: "card-transition",
            dependencies: [
                "CardTransition",
                .product(name: "PassageCommandLine", package: "Passage"),
            ]
        ),
        .testTarget(
            name: "CardTransitionTests",
            dependencies: ["CardTransition", .product(name: "PassageTesting", package: "Passage")],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
