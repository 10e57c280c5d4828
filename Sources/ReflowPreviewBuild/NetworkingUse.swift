import Foundation

/// Whether a preview build needs FoundationNetworking: only when the user's files name one of its types.
///
/// Linking FoundationNetworking loads libcurl, OpenSSL, GnuTLS and Kerberos, some 45 libraries, which cost every
/// preview process about 5 ms of its start (docs/preview-reloads.md §4.6) though a preview never fetches. On
/// Apple platforms `import Foundation` brings these types; on Linux they live in FoundationNetworking, so a
/// build whose files name any of them imports it into every file, and compiles `URLSession`'s Combine publisher
/// (`PreviewKit.networkingSource`) with them.
extension PreviewBuilder {
    /// FoundationNetworking's types, and the module's own name (a file that imports it on Linux); any name
    /// beginning with `URLSession` counts too (its configurations, tasks and delegates).
    static let networkingNames: Set<String> = [
        "FoundationNetworking", "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URLResponse", "NSURLResponse",
        "HTTPURLResponse", "NSHTTPURLResponse", "URLCache", "CachedURLResponse", "HTTPCookie", "HTTPCookieStorage",
        "URLCredential", "URLCredentialStorage", "URLProtectionSpace", "URLAuthenticationChallenge", "URLProtocol",
    ]

    /// Whether `sources` name a networking type anywhere, comments included: a word is a run of letters, digits
    /// and underscores, compared whole (so `MyURLRequest` does not count). Erring towards yes costs only time.
    static func namesNetworking(_ sources: [String]) -> Bool {
        // Every name above holds one of these: most files are passed over without splitting them into words.
        for source in sources where source.contains("URL") || source.contains("HTTP") || source.contains("Networking") {
            var word = ""
            for scalar in source.unicodeScalars {
                if scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                    word.unicodeScalars.append(scalar)
                    continue
                }
                if isNetworking(word) { return true }
                word = ""
            }
            if isNetworking(word) { return true }
        }
        return false
    }

    private static func isNetworking(_ word: String) -> Bool {
        word.first == "U" && word.hasPrefix("URLSession") || networkingNames.contains(word)
    }

    /// The flags a build of files that name networking types compiles with (`namesNetworking`).
    func networkingFlags(_ networking: Bool) -> [String] {
        networking ? ["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"] : []
    }

    /// The sources such a build compiles besides the user's: the publisher's, when the kit has it.
    func networkingSources(_ networking: Bool) -> [String] {
        networking ? kit.networkingSource.map { [$0] } ?? [] : []
    }
}
