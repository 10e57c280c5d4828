# Shared by the scripts: checks for Swift and Debian packages, installing packages when run as root.

require_swift() {
    if ! command -v swift >/dev/null 2>&1; then
        echo "Reflow needs Swift 6 (swift.org's toolchain for Debian 12) on PATH; 'swift' was not found." >&2
        exit 1
    fi
}

# What building and running Reflow needs from Debian: the X11, cairo, image and text libraries' headers
# (HarfBuzz shapes text, FriBidi orders it, fontconfig finds fonts, cmark-gfm reads the markdown of Text;
# where lines may break comes from the toolchain's own ICU) and the fonts the viewer draws with: Inter for San Francisco
# (docs/text-rules.md §3), DejaVu for serif, monospaced and the scripts Inter lacks, Noto for emoji, CJK,
# Devanagari, Thai and the other scripts DejaVu lacks. bubblewrap: the sandbox `reflow preview` runs a previewed
# file's code in (docs/preview-sandbox.md).
reflow_packages=(libx11-dev libxft-dev libxrandr-dev libpng-dev libjpeg-dev libcairo2-dev libharfbuzz-dev libfribidi-dev libfontconfig-dev
    libcmark-gfm-dev libcmark-gfm-extensions-dev
    fonts-inter fonts-dejavu-core fonts-material-design-icons-iconfont fonts-noto-color-emoji fonts-noto-cjk fonts-noto-core pkg-config bubblewrap)

# require_packages PACKAGE…: installs the missing ones with apt-get as root, or names them and exits.
require_packages() {
    local missing=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" -eq 0 ]; then
        echo "Installing ${missing[*]} (apt-get, as root)…" >&2
        apt-get update -qq >/dev/null
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    else
        echo "Reflow needs these Debian packages: ${missing[*]}. Install them as root: sudo apt-get install ${missing[*]}" >&2
        exit 1
    fi
}

# free_display: the number of an X display nobody uses.
free_display() {
    local d
    for d in $(seq 90 140); do
        if [ ! -e "/tmp/.X11-unix/X$d" ] && [ ! -e "/tmp/.X$d-lock" ]; then echo "$d"; return; fi
    done
    echo "No free X display number between 90 and 140." >&2
    exit 1
}

# start_xvfb: starts a private Xvfb, exports DISPLAY, and stops it when the script exits.
start_xvfb() {
    local display
    display=$(free_display)
    # -noreset: the server must not reset when a client closes its last connection.
    Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp -noreset >/dev/null 2>&1 &
    XVFB_PID=$!
    trap 'kill $XVFB_PID 2>/dev/null || true' EXIT
    for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
    export DISPLAY=":$display"
}

