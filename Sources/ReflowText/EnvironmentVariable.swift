import Foundation

/// The value of the environment variable `name`, read with getenv: `ProcessInfo.processInfo.environment` copies
/// the whole environment into a dictionary on every read, and the window reads several variables as it opens
/// (docs/startup.md).
package func environmentVariable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
