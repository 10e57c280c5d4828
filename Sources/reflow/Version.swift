/// Reflow's version, which `reflow --version` (and so the man page) prints. This is the only place it is
/// written; the tests read it back from the command.
let reflowVersion = "0.13.0"
