// Associated objects as the Objective-C runtime gives them (`objc_setAssociatedObject` and its policies), kept on
// the object they belong to: retained, assigned and copied values, replacing and removing them, and their
// lifetimes (released with their object, never keeping it alive). Keys are addresses, as on iOS.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A value object whose release a test can watch through a weak reference.
private final class Payload {
    var name: String
    init(_ name: String) { self.name = name }
}

/// A Foundation object that copies itself, as `OBJC_ASSOCIATION_COPY` expects of its values.
private final class CopyableBox: NSObject, NSCopying {
    var number: Int
    init(_ number: Int) { self.number = number }
    func copy(with zone: NSZone? = nil) -> Any { CopyableBox(number) }
}

/// A class of the app's own that keeps associated values by owning a store.
private final class OwnModel: AssociatedObjectStoring {
    let associatedObjectStore = AssociatedObjectStore()
}

/// Two distinct keys: any address works as a key.
private var firstKey: UnsafeRawPointer { UnsafeRawPointer(bitPattern: 0x10)! }
private var secondKey: UnsafeRawPointer { UnsafeRawPointer(bitPattern: 0x20)! }
/// A key as iOS code usually makes one: the address of a variable of its own.
@MainActor private var badgeKey: UInt8 = 0

@MainActor
final class AssociatedObjectTests: XCTestCase {
    /// A retained value is returned as set, and is the same object.
    func testRetainedValueIsKeptAndReturned() async {
        let view = UIView()
        let payload = Payload("badge")
        objc_setAssociatedObject(view, firstKey, payload, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertTrue(objc_getAssociatedObject(view, firstKey) as? Payload === payload)
        XCTAssertNil(objc_getAssociatedObject(view, secondKey))
        XCTAssertNil(objc_getAssociatedObject(UIView(), firstKey), "associations belong to one object")
    }

    /// The address of a variable is a key, as in iOS code's `objc_getAssociatedObject(self, &key)`.
    func testAddressOfAVariableIsAKey() async {
        let view = UIView()
        objc_setAssociatedObject(view, &badgeKey, "3", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertEqual(objc_getAssociatedObject(view, &badgeKey) as? String, "3")
        XCTAssertNil(objc_getAssociatedObject(view, firstKey))
    }

    /// A retained value outlives every other reference to it, until its object goes.
    func testRetainedValueIsReleasedWithItsObject() async {
        weak var weakPayload: Payload?
        weak var weakView: UIView?
        do {
            let view = UIView()
            weakView = view
            do {
                let payload = Payload("kept")
                weakPayload = payload
                objc_setAssociatedObject(view, firstKey, payload, .OBJC_ASSOCIATION_RETAIN)
            }
            XCTAssertNotNil(weakPayload, "the object retains its value")
            XCTAssertEqual((objc_getAssociatedObject(view, firstKey) as? Payload)?.name, "kept")
        }
        XCTAssertNil(weakView, "the association does not keep its object alive")
        XCTAssertNil(weakPayload, "the value is released with its object")
    }

    /// An assigned object is not retained: once released, reading gives nil (iOS would read a dangling pointer).
    func testAssignedValueIsNotRetained() async {
        let layer = CALayer()
        weak var weakPayload: Payload?
        do {
            let payload = Payload("assigned")
            weakPayload = payload
            objc_setAssociatedObject(layer, firstKey, payload, .OBJC_ASSOCIATION_ASSIGN)
            XCTAssertTrue(objc_getAssociatedObject(layer, firstKey) as? Payload === payload)
        }
        XCTAssertNil(weakPayload, "assign does not keep the value alive")
        XCTAssertNil(objc_getAssociatedObject(layer, firstKey))
    }

    /// A value of a value type is stored as it is under every policy.
    func testValueTypesAreStoredUnderEveryPolicy() async {
        let controller = UIViewController()
        let policies: [objc_AssociationPolicy] = [
            .OBJC_ASSOCIATION_ASSIGN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC, .OBJC_ASSOCIATION_COPY_NONATOMIC,
            .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_COPY,
        ]
        for (number, policy) in policies.enumerated() {
            objc_setAssociatedObject(controller, firstKey, number, policy)
            XCTAssertEqual(objc_getAssociatedObject(controller, firstKey) as? Int, number, "\(policy)")
            objc_setAssociatedObject(controller, secondKey, CGFloat(number) + 0.5, policy)
            XCTAssertEqual(objc_getAssociatedObject(controller, secondKey) as? CGFloat, CGFloat(number) + 0.5)
        }
    }

    /// The raw values are the Objective-C runtime's.
    func testPolicyRawValuesMatchTheRuntime() async {
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue, 0)
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue, 1)
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue, 3)
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue, 769)
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue, 771)
    }

    /// Copy policies keep a copy of an NSCopying object: changing the original does not change it.
    func testCopyPolicyCopiesCopyableObjects() async {
        let view = UIView()
        let box = CopyableBox(1)
        objc_setAssociatedObject(view, firstKey, box, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        box.number = 2
        let stored = objc_getAssociatedObject(view, firstKey) as? CopyableBox
        XCTAssertFalse(stored === box)
        XCTAssertEqual(stored?.number, 1)
    }

    /// A copied animation is a new animation with the same values.
    func testCopyPolicyCopiesAnimations() async {
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 0.7
        objc_setAssociatedObject(layer, firstKey, animation, .OBJC_ASSOCIATION_COPY)
        let stored = objc_getAssociatedObject(layer, firstKey) as? CABasicAnimation
        XCTAssertNotNil(stored)
        XCTAssertFalse(stored === animation)
        XCTAssertEqual(stored?.duration, 0.7)
        XCTAssertEqual(stored?.keyPath, "opacity")
    }

    /// A copy policy with an object Passage cannot copy retains it and says so.
    func testCopyPolicyWithUncopyableObjectRetainsAndDiagnoses() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView()
        let payload = Payload("shared")
        objc_setAssociatedObject(view, firstKey, payload, .OBJC_ASSOCIATION_COPY)
        XCTAssertTrue(objc_getAssociatedObject(view, firstKey) as? Payload === payload)
        XCTAssertEqual(loop.diagnostics.map(\.code), [.associatedObjectNotCopied])
    }

    /// Setting again replaces (and releases) the old value; setting nil removes it.
    func testReplacingAndRemovingReleaseTheOldValue() async {
        let recognizer = UIPanGestureRecognizer()
        weak var weakFirst: Payload?
        do {
            let first = Payload("first")
            weakFirst = first
            objc_setAssociatedObject(recognizer, firstKey, first, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        objc_setAssociatedObject(recognizer, firstKey, Payload("second"), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertNil(weakFirst, "the replaced value is released")
        XCTAssertEqual((objc_getAssociatedObject(recognizer, firstKey) as? Payload)?.name, "second")
        XCTAssertEqual(recognizer.associatedObjectStore.count, 1)

        weak let weakSecond = objc_getAssociatedObject(recognizer, firstKey) as? Payload
        objc_setAssociatedObject(recognizer, firstKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertNil(objc_getAssociatedObject(recognizer, firstKey))
        XCTAssertNil(weakSecond, "the removed value is released")
        XCTAssertEqual(recognizer.associatedObjectStore.count, 0)
    }

    /// `objc_removeAssociatedObjects` removes every key's value and releases them.
    func testRemoveAssociatedObjectsRemovesEveryKey() async {
        let animation = CABasicAnimation(keyPath: "position")
        weak var weakPayload: Payload?
        do {
            let payload = Payload("a")
            weakPayload = payload
            objc_setAssociatedObject(animation, firstKey, payload, .OBJC_ASSOCIATION_RETAIN)
        }
        objc_setAssociatedObject(animation, secondKey, "b", .OBJC_ASSOCIATION_COPY)
        objc_removeAssociatedObjects(animation)
        XCTAssertNil(objc_getAssociatedObject(animation, firstKey))
        XCTAssertNil(objc_getAssociatedObject(animation, secondKey))
        XCTAssertNil(weakPayload)
        XCTAssertEqual(animation.associatedObjectStore.count, 0)
    }

    /// A value that refers back to its object weakly (a delegate proxy) leaves no cycle: both are released.
    func testValueReferringBackWeaklyLeavesNoCycle() async {
        final class Proxy {
            weak var owner: UIView?
        }
        weak var weakView: UIView?
        weak var weakProxy: Proxy?
        do {
            let view = UIView()
            let proxy = Proxy()
            proxy.owner = view
            objc_setAssociatedObject(view, firstKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            weakView = view
            weakProxy = proxy
        }
        XCTAssertNil(weakView)
        XCTAssertNil(weakProxy)
    }

    /// A closure stored with a copy policy (the common way to attach a handler) is returned callable.
    func testClosureStoredWithCopyPolicyIsCallable() async {
        let button = UIButton()
        var calls = 0
        let handler: () -> Void = { calls += 1 }
        objc_setAssociatedObject(button, firstKey, handler, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        (objc_getAssociatedObject(button, firstKey) as? () -> Void)?()
        XCTAssertEqual(calls, 1)
    }

    /// Every kind of UIKit and Core Animation object with an identity keeps associated values.
    func testUIKitAndCoreAnimationObjectsKeepAssociations() async {
        let objects: [AnyObject] = [
            UIView(), UIWindow(), UIViewController(), UINavigationController(), CALayer(), CAShapeLayer(),
            CABasicAnimation(), UITapGestureRecognizer(), UIView().widthAnchor.constraint(equalToConstant: 1),
            UILayoutGuide(), UIBarButtonItem(), UINavigationItem(title: "t"), UICollectionViewFlowLayout(),
            UIBezierPath(), UIBlurEffect(style: .dark),
        ]
        for object in objects {
            objc_setAssociatedObject(object, firstKey, "tag", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            XCTAssertEqual(objc_getAssociatedObject(object, firstKey) as? String, "tag", "\(type(of: object))")
        }
    }

    /// A class of the app's own keeps associated values once it owns a store.
    func testOwnClassConformingToStoringKeepsAssociations() async {
        let model = OwnModel()
        objc_setAssociatedObject(model, firstKey, 42, .OBJC_ASSOCIATION_RETAIN)
        XCTAssertEqual(objc_getAssociatedObject(model, firstKey) as? Int, 42)
    }

    /// An object with nowhere to keep values (a Foundation NSObject, a colour) stores nothing and says so.
    func testUnsupportedObjectStoresNothingAndDiagnoses() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let object = NSObject()
        objc_setAssociatedObject(object, firstKey, Payload("lost"), .OBJC_ASSOCIATION_RETAIN)
        XCTAssertNil(objc_getAssociatedObject(object, firstKey))
        objc_setAssociatedObject(UIColor.red, firstKey, 1, .OBJC_ASSOCIATION_RETAIN)
        objc_removeAssociatedObjects(object)
        XCTAssertEqual(
            loop.diagnostics.map(\.code), [.associatedObjectOwnerUnsupported, .associatedObjectOwnerUnsupported])
        XCTAssertTrue(loop.diagnostics[0].message.contains("NSObject"), loop.diagnostics[0].message)
    }

    /// A value whose deinit touches its object's associations (releasing another value) does not deadlock.
    func testReleasingAValueMayTouchTheSameObjectsAssociations() async {
        final class Cleaner {
            let view: UIView
            init(_ view: UIView) { self.view = view }
            deinit { objc_setAssociatedObject(view, secondKey, nil, .OBJC_ASSOCIATION_RETAIN) }
        }
        let view = UIView()
        objc_setAssociatedObject(view, secondKey, "other", .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(view, firstKey, Cleaner(view), .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(view, firstKey, nil, .OBJC_ASSOCIATION_RETAIN)
        XCTAssertNil(objc_getAssociatedObject(view, secondKey), "the cleaner's deinit ran and removed the other key")
    }
}
