// In a preview build `import OSLog` gives what `import os` does (`Logger`, `OSLogType`, `os_log`): on Apple
// platforms the OSLog module re-exports os and adds the log store, which a preview has no use for
// (docs/platform-modules.md).
@_exported import os
