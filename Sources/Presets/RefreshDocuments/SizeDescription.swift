/// "312 bytes", "2 KiB", "1 MiB", "2.5 MiB".
package func describeSize(_ bytes: Int) -> String {
    if bytes < 1024 { return "\(bytes) bytes" }
    if bytes < 1 << 20 { return "\(formatTenths(Double(bytes) / 1024)) KiB" }
    return "\(formatTenths(Double(bytes) / Double(1 << 20))) MiB"
}

private func formatTenths(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
}
