import Foundation

/// A git checkout's metadata, read as files: enough to name the commit
/// checked out and to tell whether a tag is at it.
struct GitMetadata {
    /// The repository's own folder (`.git`, or a worktree's folder in it).
    let gitFolder: URL
    /// The folder that holds the refs every worktree shares.
    let commonFolder: URL

    /// The metadata of the checkout at `package`; nil when it is none.
    init?(package: URL) {
        let dotGit = package.appendingPathComponent(".git")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue {
            gitFolder = dotGit
        } else {
            // A worktree or submodule: `.git` is a file saying `gitdir: <folder>`.
            guard let text = Self.read(dotGit), text.hasPrefix("gitdir: ") else { return nil }
            let path = String(text.dropFirst("gitdir: ".count))
            gitFolder = URL(fileURLWithPath: path, relativeTo: package).standardizedFileURL
        }
        if let common = Self.read(gitFolder.appendingPathComponent("commondir")) {
            commonFolder = URL(fileURLWithPath: common, relativeTo: gitFolder.appendingPathComponent("x")).standardizedFileURL
        } else {
            commonFolder = gitFolder
        }
    }

    /// The commit checked out, in full.
    var headCommit: String? {
        guard let head = Self.read(gitFolder.appendingPathComponent("HEAD")) else { return nil }
        guard head.hasPrefix("ref: ") else { return Self.isCommit(head) ? head : nil }
        return resolve(String(head.dropFirst("ref: ".count)))
    }

    /// Whether the tag `name` is at `commit`: a lightweight tag naming it,
    /// or an annotated one whose packed entry is peeled to it. (A loose
    /// annotated tag cannot be peeled without reading git's objects; it
    /// counts as not a release, so the commit is printed, never hidden.)
    func tag(_ name: String, isAt commit: String) -> Bool {
        let reference = "refs/tags/" + name
        if let loose = Self.read(commonFolder.appendingPathComponent(reference)) { return loose == commit }
        let lines = (Self.read(commonFolder.appendingPathComponent("packed-refs")) ?? "").split(separator: "\n")
        guard let index = lines.firstIndex(where: { $0.hasSuffix(" " + reference) }) else { return false }
        if lines[index].hasPrefix(commit) { return true }
        return index + 1 < lines.count && lines[index + 1] == "^" + commit
    }

    /// The commit a reference names, loose or packed.
    private func resolve(_ reference: String) -> String? {
        for folder in [gitFolder, commonFolder] {
            if let loose = Self.read(folder.appendingPathComponent(reference)), Self.isCommit(loose) { return loose }
        }
        let packed = Self.read(commonFolder.appendingPathComponent("packed-refs")) ?? ""
        for line in packed.split(separator: "\n") where line.hasSuffix(" " + reference) {
            let hash = String(line.prefix { $0 != " " })
            if Self.isCommit(hash) { return hash }
        }
        return nil
    }

    private static func isCommit(_ text: String) -> Bool {
        (text.count == 40 || text.count == 64) && text.allSatisfy(\.isHexDigit)
    }

    private static func read(_ url: URL) -> String? {
        (try? String(contentsOf: url, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
