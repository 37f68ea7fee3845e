// CGGradient as SPStorkController's drawing code makes it (`[…] as CFArray` is an NSArray on Linux), its
// colours between locations, and drawing it as strips and discs with the fills a display list records.
import Foundation
import XCTest

@testable import PassageCore

@MainActor
final class GradientDrawingTests: XCTestCase {
    /// Colours are linear between locations and hold their end values outside them.
    func testColoursAreLinearBetweenLocations() async throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        var locations: [CGFloat] = [0.2, 0.6]
        let gradient = try XCTUnwrap(
            CGGradient(colorsSpace: nil, colors: [red, blue] as NSArray, locations: &locations))
        XCTAssertEqual(gradient.color(at: 0).rgba, red.rgba)
        let middle = gradient.color(at: 0.4).rgba
        XCTAssertEqual(middle.red, 0.5, accuracy: 1e-12)
        XCTAssertEqual(middle.blue, 0.5, accuracy: 1e-12)
        XCTAssertEqual(middle.alpha, 1)
        XCTAssertEqual(gradient.color(at: 0.9).rgba, blue.rgba)
        XCTAssertNil(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: ["red"] as NSArray, locations: nil))
    }

    /// A 100-point linear gradient records 100 strips (plus one fill per extended end), and leaves the
    /// context's path and colour as they were.
    func testALinearGradientIsDrawnAsOneStripPerPoint() async throws {
        let gradient = try XCTUnwrap(
            CGGradient(
                colorsSpace: nil,
                colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)] as NSArray, locations: nil))
        let context = CGContext(canvas: CGRect(x: 0, y: 0, width: 100, height: 40))
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.drawLinearGradient(
            gradient, start: .zero, end: CGPoint(x: 100, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        XCTAssertEqual(context.displayList.commands.count, 102)
        guard case .fill(_, _, let color, _) = context.displayList.commands[2] else { return XCTFail("not a fill") }
        XCTAssertEqual(color.red, 0.005, accuracy: 1e-12, "the first strip's middle, at 0.5 %")
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard case .fill(_, _, let after, _) = context.displayList.commands.last! else { return XCTFail("not a fill") }
        XCTAssertEqual(after, RGBA(red: 0, green: 1, blue: 0, alpha: 1), "the fill colour is restored")
    }

    /// A radial gradient from a point to a 50-point circle records 50 discs, outermost first.
    func testARadialGradientIsDrawnAsDiscs() async throws {
        let gradient = try XCTUnwrap(
            CGGradient(
                colorsSpace: nil,
                colors: [CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1)] as NSArray, locations: nil))
        let context = CGContext(canvas: CGRect(x: 0, y: 0, width: 100, height: 100))
        context.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0, endCenter: CGPoint(x: 50, y: 50),
            endRadius: 50, options: [])
        XCTAssertEqual(context.displayList.commands.count, 50)
        guard case .fill(let outer, _, let color, _) = context.displayList.commands[0] else { return XCTFail() }
        XCTAssertEqual(outer.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(color.red, 0.01, accuracy: 1e-12)
    }

    /// A font file's PostScript name is read from its name table; bytes that are not a font give nil, and
    /// registering a face succeeds.
    func testAFontFileGivesItsPostScriptName() async throws {
        let path = FontLibrary.fontFolder + "/" + FontLibrary.defaultFile
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let provider = try XCTUnwrap(CGDataProvider(data: data as NSData))
        let font = try XCTUnwrap(CGFont(provider))
        XCTAssertEqual(font.postScriptName, "DejaVuSans")
        var error: Unmanaged<NSError>?
        XCTAssertTrue(CTFontManagerRegisterGraphicsFont(font, &error))
        XCTAssertNil(error)
        XCTAssertNil(CGFont(CGDataProvider(data: Data("not a font".utf8) as NSData)!))
    }
}
