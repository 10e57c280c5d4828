import Foundation
import Reflow
// Implementation-only, as ReflowX11's CPNG: a preview build compiles against this module with only CX11's
// and CReflowSupport's module maps at hand (`PreviewKit`), and no CProcess type appears in its declarations.
@_implementationOnly import CProcess

/// Ties a process's life to its parent's: `reflow preview` starts a process per build, and none may be left
/// running when `reflow preview` ends, however it ends (SIGKILL included, which it cannot catch).
public enum ParentDeath {
    /// Has the kernel kill this process (SIGKILL) when its parent `parent` ends; false when the parent is
    /// already gone (it died between starting this process and this call, when the kernel had nothing to
    /// signal yet), and the caller should exit. Should the kernel refuse, the process still ends when its
    /// standard input (the parent's command pipe) closes, once its event loop reads it.
    ///
    /// Linux sends the signal when the *thread* that started the process ends, not the whole process:
    /// `reflow preview` starts its preview processes from its main thread, which lives as long as it does.
    public static func killThisProcess(whenParentEnds parent: Int32) -> Bool {
        if reflow_set_parent_death_signal(SIGKILL) != 0 {
            let reason = String(cString: strerror(errno))
            Diagnostics.process.report(.preview, "reflow: cannot ask to end with reflow preview: \(reason)")
        }
        // Set after a parent that died already: we were handed to init (or a subreaper), and getppid says so.
        return getppid() == parent
    }
}
