// UIKit's four cell styles and accessories, laid out: texts from the 16 pt margin, `.value1`'s detail right-
// aligned at the trailing margin, `.subtitle`'s detail under the text, `.value2`'s title column, an image pushing
// the text (and the separator) 16 pt past it, accessories at the trailing margin shrinking the content view.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class TableCellStyleTests: XCTestCase {
    private func cell(_ style: UITableViewCell.CellStyle, text: String = "Wi-Fi", detail: String? = "Home")
        -> UITableViewCell
    {
        let loop = FrameLoop()
        loop.makeCurrent()
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.textLabel?.text = text
        if let detail { cell.detailTextLabel?.text = detail }
        return cell
    }

    /// `.default`: one label from the margin, no detail label; `.value2` has no image view.
    func testDefaultStyle() async {
        let cell = cell(.default, detail: nil)
        cell.layoutIfNeeded()
        XCTAssertNil(cell.detailTextLabel)
        XCTAssertEqual(cell.textLabel!.frame.minX, 16)
        XCTAssertEqual(cell.textLabel!.frame.midY, 22, accuracy: 0.5, "centred in the row")
        XCTAssertEqual(cell.sizeThatFits(CGSize(width: 375, height: 0)).height, 44, "one line is a 44 pt row")
        XCTAssertNil(self.cell(.value2).imageView)
    }

    /// `.value1`: the detail right-aligned at 375 − 16, grey; with a chevron it ends 10 pt before the chevron,
    /// which sits at the margin (8 × 13 pt).
    func testValue1StyleAndDisclosureIndicator() async {
        let cell = cell(.value1)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.detailTextLabel!.frame.maxX, 359)
        XCTAssertEqual(cell.detailTextLabel!.textColor, .secondaryLabel)
        XCTAssertEqual(cell.textLabel!.frame.minX, 16)
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        let chevron = cell.drawnAccessory!
        XCTAssertEqual(chevron.frame, CGRect(x: 351, y: 15.5.rounded(), width: 8, height: 13))
        XCTAssertEqual(cell.contentView.frame.width, 351)
        XCTAssertEqual(cell.detailTextLabel!.frame.maxX, 341)
    }

    /// `.subtitle`: the detail directly under the text, the pair centred; a taller row for two lines.
    func testSubtitleStyle() async {
        let cell = cell(.subtitle)
        cell.frame.size.height = cell.sizeThatFits(CGSize(width: 375, height: 0)).height
        cell.layoutIfNeeded()
        let text = cell.textLabel!.frame
        let detail = cell.detailTextLabel!.frame
        XCTAssertEqual(detail.minY, text.maxY)
        XCTAssertEqual(text.minY, 11, "the 11 pt vertical margin")
        XCTAssertEqual(cell.bounds.height, 11 + text.height + detail.height + 11)
        XCTAssertGreaterThan(cell.bounds.height, 44)
    }

    /// `.value2`: the title right-aligned in a column a quarter of the width, the detail 6 pt after it.
    func testValue2Style() async {
        let cell = cell(.value2, text: "mobile", detail: "555-0100")
        cell.layoutIfNeeded()
        let column = (375 * 0.25).rounded()
        XCTAssertEqual(cell.textLabel!.frame.maxX, column)
        XCTAssertEqual(cell.detailTextLabel!.frame.minX, column + 6)
        XCTAssertEqual(cell.textLabel!.textColor, cell.tintColor)
    }

    /// An image 29 pt square sits at the margin; the text starts 16 pt after it, and so does the separator.
    func testImagePushesTextAndSeparator() async {
        let cell = cell(.default, detail: nil)
        cell.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { _ in }
        cell.applyTableContext(
            TableCellContext(
                margin: 16, separatorInset: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0),
                separatorColor: .separator, showsSeparator: true, roundedTop: false, roundedBottom: false,
                groupedBackground: false, pixel: 0.5))
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.imageView!.frame, CGRect(x: 16, y: 8, width: 29, height: 29))
        XCTAssertEqual(cell.textLabel!.frame.minX, 61)
        XCTAssertEqual(cell.separatorView.frame.minX, 61)
    }

    /// The check mark (14 × 11) and the info button (22 × 22) sit at the trailing margin; a tap on the info
    /// button is the accessory's, not the row's.
    func testCheckmarkAndDetailButton() async {
        let cell = cell(.default, detail: nil)
        cell.accessoryType = .checkmark
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.drawnAccessory!.frame.size, CGSize(width: 14, height: 11))
        XCTAssertEqual(cell.drawnAccessory!.frame.maxX, 359)
        cell.accessoryType = .detailDisclosureButton
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.drawnAccessory!.frame.size, CGSize(width: 22 + 16 + 8, height: 22))
        XCTAssertTrue(cell.accessoryButtonContains(CGPoint(x: 359 - 46 + 11, y: 22)))
        XCTAssertFalse(cell.accessoryButtonContains(CGPoint(x: 100, y: 22)))
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = custom
        cell.layoutIfNeeded()
        XCTAssertNil(cell.drawnAccessory, "a custom accessory view replaces the drawn one")
        XCTAssertEqual(custom.frame, CGRect(x: 308, y: 7, width: 51, height: 31))
    }

    /// A list content configuration replaces the standard labels: `valueCell()` puts the secondary text at the
    /// trailing side, `subtitleCell()` under the text; a content view refuses another configuration type.
    func testListContentConfigurations() async {
        let cell = cell(.default, detail: nil)
        var value = cell.defaultContentConfiguration()
        XCTAssertFalse(value.prefersSideBySideTextAndSecondaryText)
        value = .valueCell()
        value.text = "Wi-Fi"
        value.secondaryText = "Home"
        cell.contentConfiguration = value
        cell.layoutIfNeeded()
        XCTAssertTrue(cell.textLabel!.isHidden, "the standard label gives way to the configuration")
        let list = cell.configuredContentView as! UIListContentView
        XCTAssertEqual(list.frame, cell.contentView.bounds)
        XCTAssertEqual(list.textLabel.frame.minX, 16)
        XCTAssertEqual(list.secondaryTextLabel.frame.maxX, 359)
        var subtitle = UIListContentConfiguration.subtitleCell()
        subtitle.text = "Title"
        subtitle.secondaryText = "Subtitle"
        cell.contentConfiguration = subtitle
        cell.layoutIfNeeded()
        XCTAssertTrue(cell.configuredContentView === list, "the same view shows the new list configuration")
        XCTAssertEqual(list.secondaryTextLabel.frame.minY, list.textLabel.frame.maxY + 3)
        XCTAssertEqual(list.secondaryTextLabel.font, .preferredFont(forTextStyle: .subheadline))
        struct Other: UIContentConfiguration {
            func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: .cell()) }
            func updated(for state: UIConfigurationState) -> Other { self }
        }
        list.configuration = Other()
        XCTAssertEqual(FrameLoop.current.diagnostics.last?.code, .contentConfigurationUnsupported)
        XCTAssertEqual(list.listConfiguration.text, "Title")
    }

    /// Selection and highlight changes ask the cell to update its configuration for the new state.
    func testStateChangesUpdateTheConfiguration() async {
        final class StateCell: UITableViewCell {
            var states: [String] = []
            override func updateConfiguration(using state: UICellConfigurationState) {
                super.updateConfiguration(using: state)
                states.append("selected=\(state.isSelected) highlighted=\(state.isHighlighted)")
            }
        }
        let loop = FrameLoop()
        loop.makeCurrent()
        let cell = StateCell(style: .default, reuseIdentifier: nil)
        cell.states.removeAll()
        cell.setHighlighted(true, animated: false)
        cell.setSelected(true, animated: false)
        cell.setHighlighted(false, animated: false)
        XCTAssertEqual(
            cell.states,
            ["selected=false highlighted=true", "selected=true highlighted=true", "selected=true highlighted=false"])
    }

    /// Header and footer presets carry UIKit's fonts and colours.
    func testHeaderFooterPresets() async {
        XCTAssertEqual(
            UIListContentConfiguration.groupedHeader().textProperties.font, .preferredFont(forTextStyle: .footnote))
        XCTAssertEqual(UIListContentConfiguration.groupedHeader().textProperties.color, .secondaryLabel)
        XCTAssertEqual(UIListContentConfiguration.groupedFooter().textProperties.color, .secondaryLabel)
        XCTAssertEqual(
            UIListContentConfiguration.plainHeader().textProperties.font, .preferredFont(forTextStyle: .headline))
        XCTAssertEqual(UIListContentConfiguration.valueCell().secondaryTextProperties.color, .secondaryLabel)
    }
}
