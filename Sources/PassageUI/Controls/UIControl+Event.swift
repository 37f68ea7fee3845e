// The events a control sends and the states it can be in, with UIKit's raw values.
import Foundation

extension UIControl {
    /// The events a control sends to its actions (UIKit's `UIControl.Event`), with UIKit's bit values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: UInt

        /// Creates a set from its raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger touched down in the control (bit 0).
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down (tap count above 1) in the control (bit 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked finger moved within the control's tracking bounds (bit 2).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked finger moved outside the control's tracking bounds (bit 3).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked finger moved from outside the tracking bounds to inside (bit 4).
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked finger moved from inside the tracking bounds to outside (bit 5).
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked finger lifted inside the tracking bounds (bit 6): a tap on a button.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked finger lifted outside the tracking bounds (bit 7).
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch (a gesture recognizer took it, say) (bit 8).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (bit 12).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap, sent with `.touchUpInside` (bit 13).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered (bit 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control (bit 16).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Text changed while editing (bit 17).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended (bit 18).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key (bit 19).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (`0x0FFF`).
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event (`0x000F_0000`).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits reserved for the application (`0x0F00_0000`).
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the system (`0xF000_0000`).
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event (`0xFFFF_FFFF`).
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states of a control (UIKit's `UIControl.State`), with UIKit's bit values; `.normal` is no bit.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: UInt

        /// Creates a set from its raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not selected, not highlighted (raw value 0).
        public static let normal = State([])
        /// A finger is down inside the control (bit 0).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is not enabled (bit 1).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (bit 2).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (bit 3).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits reserved for the application (`0x00FF_0000`).
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the system (`0xFF00_0000`).
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
