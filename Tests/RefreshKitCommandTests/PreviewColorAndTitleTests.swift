#if os(Linux) || os(macOS)
import Foundation
import RefreshTestSupport
import Testing

/// Issue 26: `refreshkit preview` draws a preset's colour keys, the app's
/// tint and a title, as the views would.
@Suite struct PreviewColorAndTitleTests {
    /// The filmstrip `preview` writes for `arguments`, with its run.
    func filmstrip(_ arguments: [String], files: [String: String] = [:]) throws -> (run: ProductRun, svg: String) {
        let folder = try makeScratchFolder("preview-colors")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        let image = folder + "/strip.svg"
        let run = try refreshkit(["preview"] + arguments.map { $0.replacingOccurrences(of: "$FOLDER", with: folder) } + ["-o", image])
        let svg = (try? String(contentsOfFile: image, encoding: .utf8)) ?? ""
        return (run, svg)
    }

    @Test func thePresetsColourKeysAreDrawn() throws {
        let brand = ##"{"name": "brand", "extends": "progress-ring", "indicator": {"ringColor": "#FF3B30", "trackColor": "#34C759"}}"##
        let (run, svg) = try filmstrip(["$FOLDER/brand.json"], files: ["brand.json": brand])
        #expect(run.status == 0, "\(run.errors)")
        #expect(svg.contains(##"stroke="#FF3B30""##))
        // The track at a quarter of its colour's opacity.
        #expect(svg.contains(##"stroke="#34C759" stroke-opacity="0.25""##))
        // Neither the default tint nor the default track is left.
        #expect(!svg.contains(##"stroke="#007AFF""##))
        #expect(!svg.contains(##"stroke="#3C3C43""##))
    }

    @Test func theTintDrawsWhatThePresetLeavesToTheApp() throws {
        let plain = try filmstrip(["bouncing-ball"])
        #expect(plain.svg.contains(##"fill="#007AFF""##), "iOS's default tint for the ball")
        let tinted = try filmstrip(["bouncing-ball", "--tint", "#AF52DE"])
        #expect(tinted.svg.contains(##"fill="#AF52DE""##))
        #expect(!tinted.svg.contains(##"fill="#007AFF""##))
        // Document 000's arrow is the foreground style's primary level, not the tint.
        let arrow = try filmstrip(["spinning-arrow", "--tint", "#AF52DE", "--script", "pull 60 over 0.3s; hold 0.2s"])
        #expect(arrow.svg.contains(##"stroke="#000000""##))
        #expect(!arrow.svg.contains("#AF52DE"))
    }

    @Test func aTitleIsDrawnUnderTheIndicatorAndGrowsTheHold() throws {
        let untitled = try filmstrip(["progress-ring"])
        #expect(untitled.svg.contains("hold 36"), "document 001 holds 36 pt")
        let titled = try filmstrip(["progress-ring", "--title", "Updated <9:41> & on"])
        #expect(titled.run.status == 0)
        #expect(titled.svg.contains(">Updated &lt;9:41&gt; &amp; on</text>"))
        // One footnote line (18 pt) and its 6 pt spacing.
        #expect(titled.svg.contains("hold 60"))
        #expect(!titled.svg.contains("hold 36 "))
    }

    @Test func aWrongTintOrAnOverlongTitleIsRefusedWithTheFix() throws {
        let tint = try filmstrip(["progress-ring", "--tint", "red"])
        #expect(tint.run.status == 2)
        #expect(tint.run.errors.contains("--tint must be a colour written #RRGGBB, like #007AFF; found 'red'."))
        let title = try filmstrip(["progress-ring", "--title", String(repeating: "x", count: 201)])
        #expect(title.run.status == 2)
        #expect(title.run.errors.contains("--title is 201 characters long; a title is one line of at most 200."))
    }
}
#endif
