import PreviewSymbols
import XCTest

/// `PreviewSymbol.name`: a linkable name for each place a `#Preview` can stand, different for different places.
final class PreviewSymbolTests: XCTestCase {
    func testSpelledOut() {
        // "/" is 0x2f, "." 0x2e, ":" 0x3a, "_" 0x5f; letters and digits stay.
        XCTAssertEqual(PreviewSymbol.name(fileID: "Module/File.swift", line: 3, column: 1),
                       "reflow_preview_Module_2fFile_2eswift_3a3_3a1")
        XCTAssertEqual(PreviewSymbol.name(fileID: "My_App/Tag Cloud.swift", line: 120, column: 17),
                       "reflow_preview_My_5fApp_2fTag_20Cloud_2eswift_3a120_3a17")
        // Non-ASCII text is written byte by byte: "é" is C3 A9 in UTF-8.
        XCTAssertEqual(PreviewSymbol.name(fileID: "M/é.swift", line: 1, column: 1),
                       "reflow_preview_M_2f_c3_a9_2eswift_3a1_3a1")
    }

    func testOnlyIdentifierCharacters() {
        let inputs = ["M/a b.swift", "M/ünïcödé 🎉.swift", "M/a-b+c$d.swift", "M/\"q\"\\.swift", "M/\n\t.swift"]
        for fileID in inputs {
            let name = PreviewSymbol.name(fileID: fileID, line: 9, column: 4)
            XCTAssertTrue(name.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
            }, name)
            XCTAssertTrue(name.hasPrefix("reflow_preview_"), name)
        }
    }

    func testDifferentPlacesGiveDifferentNames() {
        let places: [(String, Int, Int)] = [
            // Characters that an escape could confuse.
            ("M/a_b.swift", 1, 1), ("M/a/b.swift", 1, 1), ("M/a_2fb.swift", 1, 1), ("M/a_5f2fb.swift", 1, 1),
            ("M/a.b.swift", 1, 1), ("M/a_2eb.swift", 1, 1), ("M/a:b.swift", 1, 1), ("M/a_3ab.swift", 1, 1),
            ("M/a__b.swift", 1, 1), ("M/a_.swift", 1, 1), ("M_/a.swift", 1, 1), ("M/_a.swift", 1, 1),
            // Case.
            ("M/A.swift", 1, 1), ("M/a.swift", 1, 1), ("m/a.swift", 1, 1),
            // Lines and columns that run together.
            ("M/a.swift", 1, 23), ("M/a.swift", 12, 3), ("M/a.swift", 123, 1), ("M/a.swift", 1, 231),
            ("M/a.swift", 11, 1), ("M/a.swift", 1, 11), ("M/a.swift:1", 1, 1), ("M/a.swift", 11, 11),
            // A file ID ending in what looks like a position.
            ("M/a.swift:1:2", 3, 4), ("M/a.swift:1", 2, 34), ("M/a.swift", 12, 34),
            // Non-ASCII against its escape written out.
            ("M/é.swift", 1, 1), ("M/_c3_a9.swift", 1, 1), ("M/e.swift", 1, 1), ("M/è.swift", 1, 1),
            // Modules.
            ("A/B/c.swift", 1, 1), ("A_B/c.swift", 1, 1), ("AB/c.swift", 1, 1),
        ]
        var seen: [String: (String, Int, Int)] = [:]
        for place in places {
            let name = PreviewSymbol.name(fileID: place.0, line: place.1, column: place.2)
            if let other = seen[name] {
                XCTFail("\(place) and \(other) are both \(name)")
            }
            seen[name] = place
        }
        XCTAssertEqual(seen.count, places.count)
    }

    func testSamePlaceGivesTheSameName() {
        XCTAssertEqual(PreviewSymbol.name(fileID: "M/a.swift", line: 4, column: 5),
                       PreviewSymbol.name(fileID: "M/a.swift", line: 4, column: 5))
    }

    /// Every file ID of up to three characters from an alphabet of escapes' own characters, at a few places:
    /// no two give the same name.
    func testExhaustivelyOnShortInputs() {
        let alphabet = ["a", "_", "2", "f", "/", ":", ".", "é", "3"]
        var ids = [""]
        var all: [String] = [""]
        for _ in 0..<3 {
            ids = ids.flatMap { id in alphabet.map { id + $0 } }
            all += ids
        }
        var seen = Set<String>()
        var count = 0
        for id in all {
            for (line, column) in [(1, 1), (1, 12), (11, 2), (2, 11)] {
                seen.insert(PreviewSymbol.name(fileID: id, line: line, column: column))
                count += 1
            }
        }
        XCTAssertEqual(seen.count, count)
    }
}
