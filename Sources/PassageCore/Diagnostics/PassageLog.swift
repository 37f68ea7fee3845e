// The one logger Passage reports API misuse and bad input through (swift-log).
import Logging

/// Diagnostics for misuse that UIKit would log about: bad animation parameters, unknown key paths, …
package let passageLog = Logger(label: "passage")
