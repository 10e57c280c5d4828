import Foundation
@_spi(Preview) import ReflowX11
import Reflow
import ReflowText

/// The entry point of a preview process, which `reflow preview` builds from the user's files and runs.
///
/// The entry point a preview build generates (a C `main` in `ReflowPreviewEntry.swift`) calls `PreviewProcess.main(_:)` with every
/// preview found in the files. The process draws the selected preview in memory at the size of the window that
/// `reflow preview` owns (`--frames WxH`, in pixels) and hands each frame over file descriptor 4 (`FrameChannel`),
/// with no connection to the display; it takes commands on standard input (`PreviewCommand`) and reports on
/// file descriptor 3 (`PreviewStatus`). A crash ends only this process; the window and `reflow preview` live on.
///
/// Other modes: `--list` prints the previews; `--snapshot PATH --size WxH` renders one to a PNG;
/// `--explain --size WxH [--json]` prints one's layout negotiation (`PreviewExplain`); `--sweep AXIS FROM TO JUMP`
/// lists where its layout changes (`PreviewSweep`); `--record FROM TO DURATION FPS play|sweep PATH` records it
/// (`PreviewRecord`).
public enum PreviewProcess {
    /// Seconds a frame (bodies, layout) may take before the process stops itself as hung.
    public static let frameLimit = 4.0

    public static func main(_ previews: [Preview]) -> Never {
        let options: PreviewOptions
        // A flag this process does not read means `reflow preview` and it disagree: said at once, in words,
        // rather than run without the setting.
        do {
            options = try PreviewOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            fail("\(error)", status: 2)
        }
        // First of all: a preview process must not outlive `reflow preview`, even one killed with SIGKILL.
        if let parent = options.parent, !ParentDeath.killThisProcess(whenParentEnds: parent) { exit(0) }
        // Before any of the previewed code runs: what it may write, hold open and spend (`ResourceLimits`).
        ResourceLimits.apply()
        let listings = previews.map { preview in
            PreviewListing(name: preview.name ?? "Preview",
                           file: String(preview.fileID.split(separator: "/").last ?? ""), line: preview.line)
        }
        if options.list {
            for listing in listings { print("\(listing.name)\t\(listing.file):\(listing.line)") }
            exit(0)
        }
        guard !previews.isEmpty else { fail("the files have no previews", status: 2) }
        if let variants = options.variants, PreviewVariantKind(rawValue: variants) == nil {
            fail("no variants called '\(variants)'; they are: "
                 + PreviewVariantKind.allCases.map(\.rawValue).joined(separator: ", "), status: 2)
        }
        var index = 0
        if let wanted = options.preview {
            let names = listings.map(\.name).joined(separator: ", ")
            if let found = Self.index(of: wanted, in: listings) {
                index = found
            } else if options.snapshot != nil || options.explain || options.sweep != nil || options.record != nil {
                fail("no preview named '\(wanted)'; the previews are: \(names)", status: 2)
            } else {
                // In the window the others are a key away: show the first and say why.
                Diagnostics.process.report(.preview,
                    "reflow: no preview named '\(wanted)'; showing '\(listings[0].name)'. The previews are: \(names)")
            }
        } else if let keep = options.keep {
            // A reload keeps the preview that was on screen: by name, else by position.
            index = listings.firstIndex { $0.name == keep.name } ?? min(max(keep.index, 0), previews.count - 1)
        }
        if let path = options.snapshot {
            do {
                // Settled: the picture is what the window shows once the main queue's immediate work has run.
                let variants = options.variants.flatMap(PreviewVariantKind.init(rawValue:))
                // In memory: a one-shot run holds no display connection (docs/preview-sandbox.md §4).
                try Snapshot.write(PreviewRoot(content: previews[index].content(in: variants)), size: options.size, to: path,
                                   on: .memory(scale: options.scale), settled: true)
                exit(0)
            } catch {
                fail("\(error)", status: 1)
            }
        }
        if options.explain {
            exit(PreviewExplain.run(previews[index], size: options.size, json: options.json))
        }
        if let record = options.record {
            exit(PreviewRecord.run(previews[index], record: record, outlines: options.outlines, scale: options.scale))
        }
        if let sweep = options.sweep {
            exit(PreviewSweep.run(previews[index], sweep: sweep, size: options.size, json: options.json))
        }
        guard let pixels = options.frames else {
            fail("a preview process runs inside `reflow preview`; run: reflow preview FILE.swift", status: 2)
        }
        // fontconfig loads on a thread of its own while the window is joined and the preview is made.
        FontConfiguration.prepareInBackground()
        let runner = PreviewRunner(previews: previews, listings: listings, index: index, pixels: pixels,
                                   scale: options.scale, options: options)
        runner.run()
        exit(0)
    }

    /// The index of the preview called `name` (exactly, then ignoring case), or numbered so from 1.
    static func index(of name: String, in listings: [PreviewListing]) -> Int? {
        if let exact = listings.firstIndex(where: { $0.name == name }) { return exact }
        if let loose = listings.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) { return loose }
        if let number = Int(name), (1...listings.count).contains(number) { return number - 1 }
        return nil
    }

    static func fail(_ message: String, status: Int32) -> Never {
        let line = message.hasPrefix("reflow: ") ? message : "reflow: " + message
        Diagnostics.write(line)
        exit(status)
    }
}
