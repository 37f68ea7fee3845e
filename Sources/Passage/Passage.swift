// The umbrella module: `import Passage` in place of `import UIKit`.
@_exported import Foundation
@_exported import PassageCore
@_exported import PassageDynamics
@_exported import PassageUI
