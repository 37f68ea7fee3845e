// Core Foundation's toll-free bridged types as iOS code names them in Core Graphics calls
// (`[…] as CFArray`, `data as CFData`, `Unmanaged<CFError>`): on Linux, Foundation's classes stand for them.
import Foundation

/// `CFArray`: Foundation's `NSArray` (toll-free bridged on iOS).
public typealias CFArray = NSArray
/// `CFData`: Foundation's `NSData`.
public typealias CFData = NSData
/// `CFError`: Foundation's `NSError`.
public typealias CFError = NSError
/// `CFDictionary`: Foundation's `NSDictionary`.
public typealias CFDictionary = NSDictionary
/// `CFString`: Foundation's `NSString`.
public typealias CFString = NSString
