import Foundation
@testable import Reflow
import XCTest

/// The listings of the folders around a preview's files are kept between saves only while each folder is
/// unchanged: a catalog or font added, removed or renamed is seen at the next look.
final class FolderListingsTests: XCTestCase {
    func testAnEntryAddedOrRemovedIsSeenAndAnUnchangedFolderKeepsItsListing() throws {
        let folder = NSTemporaryDirectory() + "listings-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/B.xcassets", withIntermediateDirectories: true)
        manager.createFile(atPath: folder + "/View.swift", contents: Data())
        let past = Date(timeIntervalSinceNow: -60)
        try manager.setAttributes([.modificationDate: past], ofItemAtPath: folder)
        XCTAssertEqual(FolderListings.entries(of: folder), ["B.xcassets", "View.swift"])

        // Kept: an entry slipped in behind the folder's back (its time set back) is not listed.
        manager.createFile(atPath: folder + "/Hidden.swift", contents: Data())
        try manager.setAttributes([.modificationDate: past], ofItemAtPath: folder)
        XCTAssertEqual(FolderListings.entries(of: folder), ["B.xcassets", "View.swift"])

        // An ordinary change moves the folder's time: the new listing holds it.
        try manager.createDirectory(atPath: folder + "/A.xcassets", withIntermediateDirectories: true)
        XCTAssertEqual(FolderListings.entries(of: folder), ["A.xcassets", "B.xcassets", "Hidden.swift", "View.swift"])
        // Changed within the last second, so not kept: a removal at once after is seen too.
        try manager.removeItem(atPath: folder + "/B.xcassets")
        XCTAssertEqual(FolderListings.entries(of: folder), ["A.xcassets", "Hidden.swift", "View.swift"])
        XCTAssertEqual(AssetCatalogs.catalogs(near: folder + "/View.swift").map { URL(fileURLWithPath: $0).lastPathComponent },
                       ["A.xcassets"])
    }
}
