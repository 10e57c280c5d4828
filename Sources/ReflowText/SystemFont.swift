import Foundation
import Reflow

/// What iOS's system font, San Francisco, does that the face standing in for it must be told: the line
/// metrics UIKit gives it and the tracking SF applies at each size (docs/text-rules.md §3).
///
/// SF itself may not be installed on Linux; a free face with widths close to SF's sets the letters
/// (docs/text-rules.md §1), and these numbers make its lines as tall as SF's and its letters as far apart.
package enum SystemFont {
    /// The line metrics of the system font at `points`: UIFont's (`FontMetrics.systemFont(points:)`).
    static func metrics(points: Double) -> FontMetrics {
        FontMetrics.systemFont(points: points)
    }

    /// SF Pro's tracking by point size, in thousandths of an em: Apple's Human Interface Guidelines,
    /// Typography, "Tracking values" for SF Pro (iOS). Sizes between two rows are interpolated, as the variable
    /// SF interpolates its optical sizes; below 6 pt the 6-pt value holds, from 80 pt on there is none.
    static let trackingTable: [(points: Double, thousandths: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10),
        (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8),
        (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4),
        (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// The tracking SF applies at `points`, in points: added after every character it sets.
    static func tracking(points: Double) -> Double {
        guard points.isFinite, points > 0 else { return 0 }
        let table = trackingTable
        guard let upper = table.firstIndex(where: { $0.points >= points }) else { return 0 }
        if upper == 0 { return table[0].thousandths * points / 1000 }
        let (p0, t0) = table[upper - 1], (p1, t1) = table[upper]
        let thousandths = t0 + (t1 - t0) * (points - p0) / (p1 - p0)
        return thousandths * points / 1000
    }
}
