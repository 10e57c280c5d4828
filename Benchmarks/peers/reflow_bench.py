"""Reflow's side: its release benchmark, one case per run, read from its --json line."""

import json
import subprocess


def run_reflow(binary, name, xft=False):
    """The case's JSON object from `reflow-bench --case NAME --json` (with --xft, the Xft measurer's case
    NAME-xft), or None and a one-line reason."""
    case = f"{name}-xft" if xft else name
    command = [str(binary), "--case", case, "--json"] + (["--xft"] if xft else [])
    try:
        process = subprocess.run(command, capture_output=True, text=True, timeout=1800)
    except FileNotFoundError:
        return None, f"{binary} not found; build it with: swift build -c release --product reflow-bench"
    for line in process.stdout.splitlines():
        if line.startswith("{"):
            result = json.loads(line)
            if result.get("case") == case:
                return result, None
    lines = process.stderr.strip().splitlines()
    return None, lines[-1] if lines else f"reflow-bench printed no JSON for {case} (exit status {process.returncode})"
