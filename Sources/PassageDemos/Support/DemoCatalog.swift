// The built-in demos, in the order `passage list` shows them; each file of PassageDemos adds its demos as
// static functions of `DemoCatalog`.
import PassageScenes

/// Every demo, in the order `passage list` shows them.
@MainActor
public enum DemoCatalog {
    public static let all: [Scene] = [
        cardExpand(), springBounce(), keyframeModes(), perspectiveRotation(), snapshotFold(),
        slidePresent(), slidePush(), slideTab(), swipePop(), swipePopCancel(),
        formSheet(), dropIn(), coordinatorPush(),
        bouncePresent(), foldPush(), foldPresent(), tabAccordion(), edgePop(), edgePopCustom(),
        foldPinchPop(), foldPinchPopCancel(), tabAccordionPan(),
        dropInGrab(), dropInGrabCancel(), dropInGrabAnimator(), dropInDisplayLink(),
        scrollFlick(), collectionLayoutPush(), collectionPinch(), collectionPinchCancel(),
        collectionPinchPop(), collectionBatchUpdates(), collectionFlick(), tableSettings(), autoLayoutCard(),
        autoLayoutStackPush(), sheetDetents(), circularReveal(), progressRing(),
        cubePush(), blurPresent(), gradientSheet(),
        physicsDrop(), physicsThrow(), physicsThrowCancel(),
        springyCollection(), dynamicsBehaviors(),
        zoomPush(), zoomPresent(), zoomInterrupt(), zoomBarButton(), matchedCard(),
    ]

    /// The demo called `name`, or nil.
    public static func named(_ name: String) -> Scene? {
        all.first { $0.name == name }
    }
}
