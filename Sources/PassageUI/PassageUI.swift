// PassageUI re-exports the core so `import PassageUI` sees CALayer, CATransform3D and friends, as UIKit does.
@_exported import PassageCore
