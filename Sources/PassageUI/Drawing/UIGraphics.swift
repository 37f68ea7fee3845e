// UIKit's current graphics context: a stack of recording CGContexts. `UIView.draw(_:)` runs with the view's
// context pushed; `UIGraphicsImageRenderer` and the older image-context functions push their own.
// UIKit's drawing helpers (`UIColor.setFill()`, `UIBezierPath.fill()`, `UIImage.draw(in:)`, string drawing)
// draw into the top one and do nothing (logged) when there is none.
import Foundation
import PassageCore

/// The calling thread's graphics contexts: one stack per thread, as UIKit keeps them, so drawing on two threads
/// never mixes.
final class GraphicsContextStack {
    /// The contexts pushed, the current one last.
    var contexts: [CGContext] = []
    /// For the image-context functions: the contexts they pushed and their image's scale.
    var imageContexts: [(context: CGContext, scale: CGFloat)] = []

    private static let threadKey = "Passage.GraphicsContextStack"

    /// The calling thread's stack, made on first use.
    static var ofThisThread: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[threadKey] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[threadKey] = stack
        return stack
    }

    /// The top context, or nil after a diagnostic naming `caller`.
    static func current(for caller: String) -> CGContext? {
        if let context = ofThisThread.contexts.last { return context }
        diagnoseOnAnyThread(
            .noCurrentGraphicsContext, .warning,
            "\(caller): no current graphics context (call it inside draw(_:) or an image renderer); nothing drawn")
        return nil
    }

    /// The main screen's scale on the main thread; 1 on any other (the screen belongs to the main actor).
    static var mainScreenScale: CGFloat {
        Thread.isMainThread ? MainActor.assumeIsolated { UIScreen.main.scale } : 1
    }

    /// The current frame loop's drawing rasterizer on the main thread; nil on any other.
    static var drawingRasterizer: (@MainActor (CGImage) -> [UInt8])? {
        Thread.isMainThread ? MainActor.assumeIsolated { FrameLoop.current.drawingRasterizer } : nil
    }

    /// Runs `body` with `context` current.
    static func with<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
        let stack = ofThisThread
        stack.contexts.append(context)
        defer { stack.contexts.removeLast() }
        return try body()
    }
}

/// The current graphics context: the view's inside `draw(_:)`, an image renderer's inside its actions; nil
/// outside them.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.ofThisThread.contexts.last
}

/// Makes `context` the current context until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.ofThisThread.contexts.append(context)
}

/// Restores the context current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() {
    guard GraphicsContextStack.ofThisThread.contexts.popLast() != nil else {
        return diagnoseOnAnyThread(
            .graphicsPopWithoutPush, .warning, "UIGraphicsPopContext() without a pushed context; ignored")
    }
}

/// Starts an image context of `size` points at `scale` pixels per point (0: the main screen's), made current.
/// `opaque` is accepted; the image keeps the alpha drawn. Callable from any thread, as in UIKit: each thread has
/// its own contexts. Off the main thread the main screen cannot be read, so a scale of 0 there means 1.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext(canvas: CGRect(origin: .zero, size: size))
    let stack = GraphicsContextStack.ofThisThread
    stack.imageContexts.append((context, scale > 0 ? scale : GraphicsContextStack.mainScreenScale))
    stack.contexts.append(context)
}

/// Starts an image context of `size` points at scale 1. Callable from any thread.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the current image context; nil when there is none. Callable from any thread; an
/// image made off the main thread has transparent pixels (the render server rasterizes on the main thread), logged.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = GraphicsContextStack.ofThisThread
    guard let (context, scale) = stack.imageContexts.last, stack.contexts.last === context else { return nil }
    return UIImage(drawing: context.displayList, scale: scale, rasterizer: GraphicsContextStack.drawingRasterizer)
}

/// Ends the current image context. Callable from any thread.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.ofThisThread
    guard let (context, _) = stack.imageContexts.popLast() else {
        return diagnoseOnAnyThread(
            .graphicsEndWithoutImageContext, .warning, "UIGraphicsEndImageContext() without an image context; ignored")
    }
    stack.contexts.removeAll { $0 === context }
}
