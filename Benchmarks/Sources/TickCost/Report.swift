// The benchmark report: Markdown tables on stdout, ready to paste into the Performance article (Sources/Passage/Documentation.docc/Performance.md).

/// Formats nanoseconds as milliseconds with three decimals.
private func ms(_ ns: UInt64) -> String {
    format3(Double(ns) / 1_000_000) + " ms"
}

/// Formats `value` with three decimals without Foundation's locale-dependent formatting.
private func format3(_ value: Double) -> String {
    let scaled = (value * 1000).rounded()
    let whole = Int(scaled) / 1000
    let fraction = Int(scaled) % 1000
    return "\(whole)." + String(repeating: "0", count: 3 - String(fraction).count) + String(fraction)
}

/// Formats `value` with one decimal.
private func format1(_ value: Double) -> String {
    let scaled = Int((value * 10).rounded())
    return "\(scaled / 10).\(scaled % 10)"
}

/// Prints the scaling table (all three animations per layer) with growth ratios, then the per-kind table.
func printReport(scaling: [FrameTimings], perKind: [FrameTimings], checksum: Double) {
    print("### Tick cost: one frame's presentation tree, 3 animations per layer\n")
    print(
        "| layers | animated properties | samples | median / frame | min / frame | ns / animated property | growth vs previous |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|")
    var previous: FrameTimings?
    for timings in scaling {
        let growth = previous.map { "×" + format1(Double(timings.median) / Double($0.median)) } ?? "–"
        print(
            "| \(timings.layerCount) | \(timings.animatedProperties) | \(timings.samples.count) | \(ms(timings.median)) "
                + "| \(ms(timings.minimum)) | \(timings.nsPerProperty.map(format1) ?? "–") | \(growth) |")
        previous = timings
    }
    print("\n### Where the time goes: values shared or not, one animation kind alone\n")
    print("| layers | animations | samples | median / frame | min / frame | ns / layer | ns / animated property |")
    print("|---:|---|---:|---:|---:|---:|---:|")
    for timings in perKind {
        print(
            "| \(timings.layerCount) | \(timings.kinds.label) | \(timings.samples.count) | \(ms(timings.median)) "
                + "| \(ms(timings.minimum)) | \(format1(timings.nsPerLayer)) | \(timings.nsPerProperty.map(format1) ?? "–") |"
        )
    }
    print("\n(checksum \(checksum))")
}
