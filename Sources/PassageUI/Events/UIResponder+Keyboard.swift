// The keyboard's notifications and their user-info keys, so presentation code that moves a sheet out of the
// keyboard's way compiles. Passage has no software keyboard: these notifications are never posted.
import Foundation

extension UIResponder {
    /// Posted by UIKit before the keyboard shows; never posted by Passage.
    public nonisolated static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    /// Posted by UIKit after the keyboard showed; never posted by Passage.
    public nonisolated static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    /// Posted by UIKit before the keyboard hides; never posted by Passage.
    public nonisolated static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// Posted by UIKit after the keyboard hid; never posted by Passage.
    public nonisolated static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    /// Posted by UIKit before the keyboard's frame changes; never posted by Passage.
    public nonisolated static let keyboardWillChangeFrameNotification =
        NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted by UIKit after the keyboard's frame changed; never posted by Passage.
    public nonisolated static let keyboardDidChangeFrameNotification =
        NSNotification.Name("UIKeyboardDidChangeFrameNotification")

    /// User-info key of the keyboard's start frame (an `NSValue` holding a `CGRect`).
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// User-info key of the keyboard's end frame (an `NSValue` holding a `CGRect`).
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// User-info key of the keyboard animation's duration (an `NSNumber` of seconds).
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// User-info key of the keyboard animation's curve (an `NSNumber` holding a `UIView.AnimationCurve`).
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// User-info key telling whether the keyboard belongs to this app (an `NSNumber` holding a Bool).
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
