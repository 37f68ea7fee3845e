// The porting driver: reads every Swift file of the inputs, indexes them all, runs the rules over each file in
// order, carries findings back to the original lines, and (unless it is a dry run) writes each changed file
// atomically. Rules that report run before the rules that add or remove lines; findings are mapped back
// through every stage in any case.
import Foundation
import SwiftParser
import SwiftSyntax

/// One file as the porter read it and as it would write it.
public struct PortedFile: Equatable, Sendable {
    /// The file's path, as named (or found under a folder named) on the command line.
    public var path: String
    /// The text before porting.
    public var original: String
    /// The text after porting (equal to `original` when nothing changed).
    public var ported: String
    /// Whether porting changed the file.
    public var isChanged: Bool { original != ported }
}

/// The outcome of a run: every file and what is left to do by hand.
public struct PortResult: Equatable, Sendable {
    /// Every Swift file read, in path order.
    public var files: [PortedFile]
    /// What the porter could not convert, in file and line order.
    public var findings: [PortFinding]
}

/// Bad input to the porter: nothing was read or written.
public enum PortError: Error, Equatable, CustomStringConvertible {
    /// A path that does not exist.
    case missingPath(String)
    /// A file that is not a Swift source.
    case notSwift(String)
    /// A folder with no Swift file in it.
    case noSwiftFiles(String)
    /// A file that could not be read as UTF-8 text.
    case unreadable(String)
    /// A file that could not be written (the file itself is unchanged).
    case writeFailed(String, String)

    public var description: String {
        switch self {
        case .missingPath(let path): "no such file or folder: \(path)"
        case .notSwift(let path): "not a Swift source file (expected a .swift file or a folder): \(path)"
        case .noSwiftFiles(let path): "no Swift files in folder: \(path)"
        case .unreadable(let path): "cannot read \(path) as UTF-8 text"
        case .writeFailed(let path, let why): "cannot write \(path): \(why) (the file is unchanged)"
        }
    }
}

/// Rewrites iOS Swift sources so they compile against Passage.
public enum Porter {
    /// The rules, in the order they run.
    static let rules: [RuleRewriter.Type] = [
        TargetActionRule.self, NotificationRule.self, TimerRule.self, PerformRule.self, IdentityRule.self,
        KeyPathRule.self, KeyValueObservingRule.self, OptionalCallSiteRule.self, RespondsRule.self, SwizzleRule.self,
        SelectorValueRule.self, LeftoverRule.self,
        RuntimeLeftoverRule.self, MetatypeInitializerRule.self,
        ConditionRule.self,
        OptionalProtocolRule.self, OverrideExtensionRule.self, NSManagedRule.self, LayerInitializerRule.self,
        UIKitWitnessRule.self, ObjCAttributeRule.self,
        ObserverStorageRule.self,
        ImportRule.self,
    ]

    /// Ports sources given as text, all indexed together (a protocol in one file fixes call sites in another).
    public static func port(_ sources: [(path: String, text: String)], options: PortOptions = PortOptions())
        -> PortResult
    {
        // Square brackets nested deeper than `maximumBracketNesting` are not parsed: swift-syntax's lookahead
        // tries both readings of each `[` (an array type or an inline array type), so its time doubles with
        // every level (a fuzzed line of 56 `[` did not finish).
        let tooDeep = sources.map { deepBracketLine(in: $0.text) }
        let trees = zip(sources, tooDeep).map { source, line in
            line == nil ? Parser.parse(source: source.text) : Parser.parse(source: "")
        }
        let index = SourceIndex()
        for (tree, line) in zip(trees, tooDeep) where line == nil { index.add(tree) }
        var files: [PortedFile] = []
        var findings: [PortFinding] = []
        for ((source, tree), deepLine) in zip(zip(sources, trees), tooDeep) {
            if let deepLine {
                files.append(PortedFile(path: source.path, original: source.text, ported: source.text))
                findings.append(
                    PortFinding(
                        file: source.path, line: deepLine,
                        reason:
                            "square brackets nest more than \(maximumBracketNesting) deep here, more than the parser reads in reasonable time; the file is left unchanged"
                    ))
                continue
            }
            if tree.hasError {
                files.append(PortedFile(path: source.path, original: source.text, ported: source.text))
                let line = firstErrorLine(in: tree)
                findings.append(
                    PortFinding(
                        file: source.path, line: line,
                        reason: "the file does not parse as Swift; it is left unchanged"))
                continue
            }
            let context = PortContext(index: index, options: options)
            var stages = [source.text]
            var current = tree
            for (number, rule) in rules.enumerated() {
                context.stage = number
                current = rule.apply(to: current, in: context)
                stages.append(current.description)
            }
            files.append(PortedFile(path: source.path, original: source.text, ported: current.description))
            for finding in context.findings {
                var line = finding.line
                for stage in stride(from: finding.stage, to: 0, by: -1) where stages[stage] != stages[stage - 1] {
                    line = originalLine(line, old: stages[stage - 1], new: stages[stage])
                }
                findings.append(PortFinding(file: source.path, line: line, reason: finding.reason))
            }
        }
        findings = withoutGenericRepeats(findings).sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        return PortResult(files: files, findings: findings)
    }

    /// Ports one source text on its own.
    public static func port(
        _ text: String, path: String = "input.swift", options: PortOptions = PortOptions()
    ) -> (text: String, findings: [PortFinding]) {
        let result = port([(path, text)], options: options)
        return (result.files[0].ported, result.findings)
    }

    /// Reads the Swift files `paths` name (files, or folders searched recursively, skipping hidden folders and
    /// `.build`), ports them, and unless `dryRun` writes each changed file atomically, keeping its permissions
    /// (an executable script stays executable).
    public static func run(paths: [String], dryRun: Bool, options: PortOptions = PortOptions()) throws -> PortResult {
        let files = try swiftFiles(in: paths)
        var sources: [(path: String, text: String)] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8)
            else {
                throw PortError.unreadable(file)
            }
            sources.append((file, text))
        }
        let result = port(sources, options: options)
        if !dryRun {
            for file in result.files where file.isChanged {
                do {
                    let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
                    try Data(file.ported.utf8).write(to: URL(fileURLWithPath: file.path), options: .atomic)
                    if let permissions {
                        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: file.path)
                    }
                } catch {
                    throw PortError.writeFailed(file.path, "\(error.localizedDescription)")
                }
            }
        }
        return result
    }

    /// The Swift files `paths` name, each once, in the order given (folders' files sorted by path).
    public static func swiftFiles(in paths: [String]) throws -> [String] {
        var result: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { throw PortError.missingPath(path) }
            if !isFolder.boolValue {
                guard path.hasSuffix(".swift") else { throw PortError.notSwift(path) }
                result.append(path)
                continue
            }
            var found: [String] = []
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let enumerator = manager.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                let components = relative.split(separator: "/")
                if components.dropLast().contains(where: { $0.hasPrefix(".") }) { continue }
                if components.last?.hasPrefix(".") == true { continue }
                if relative.hasSuffix(".swift") { found.append(base + "/" + relative) }
            }
            guard !found.isEmpty else { throw PortError.noSwiftFiles(path) }
            result += found.sorted()
        }
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }

    /// `findings` without `LeftoverRule`'s generic selector finding on a line another rule already reported
    /// (a timer with a userInfo keeps its selector, which is the same item).
    private static func withoutGenericRepeats(_ findings: [PortFinding]) -> [PortFinding] {
        findings.filter { finding in
            guard finding.reason.contains(LeftoverRule.genericSelectorReason) else { return true }
            return !findings.contains { $0.file == finding.file && $0.line == finding.line && $0 != finding }
        }
    }

    /// The deepest nesting of square brackets the port parses.
    static let maximumBracketNesting = 16

    /// The line where `text`'s square brackets first nest deeper than `maximumBracketNesting` (counting every
    /// `[` and `]`, in strings and comments too), or nil.
    static func deepBracketLine(in text: String) -> Int? {
        var depth = 0
        var line = 1
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: "["):
                depth += 1
                if depth > maximumBracketNesting { return line }
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    private static func firstErrorLine(in tree: SourceFileSyntax) -> Int {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        for token in tree.tokens(viewMode: .all)
        where token.presence == .missing || token.hasError || token.parent?.hasError == true {
            return token.startLocation(converter: converter).line
        }
        return 1
    }
}
