#!/usr/bin/env bash
# The HTML report in a real browser: headless Chromium (Debian's chromium-headless-shell or
# chromium) loads the report of Examples/, which must raise no console message (a script error
# or a blocked request would log one), hold the key texts in its DOM, and render to a PNG that is
# not blank. A control page that throws proves the console check can fail.
# Usage: Tests/Integrations/chromium.sh path/to/tiplint
#   TIPLINT_SCREENSHOT=docs/html-report.png also keeps the screenshot there (docs/ is made this way).
set -euo pipefail
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
repository=$(cd "$(dirname "$0")/../.." && pwd)
browser=$(command -v chromium-headless-shell || command -v chromium || true)
[ -n "$browser" ] || { echo "chromium.sh: no Chromium (apt-get install chromium-headless-shell)"; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(--disable-gpu --hide-scrollbars --no-first-run --user-data-dir="$work/profile" --enable-logging=stderr --v=0)
# The full browser needs --headless; the headless shell is nothing else.
[ "$(basename "$browser")" = chromium ] && flags+=(--headless)
# Chromium refuses to run as root with its sandbox on (CI containers run as root).
[ "$(id -u)" -eq 0 ] && flags+=(--no-sandbox)

# Run from the repository like the README does; Examples has findings on purpose (exit 1).
cd "$repository"
set +e
"$binary" Examples --format html --output "$work/report.html"
status=$?
set -e
[ "$status" -le 1 ] || { echo "chromium.sh: FAIL: tiplint exited $status"; exit 1; }
tips=$("$binary" inventory Examples --format json | grep -c '"idIsExact"')

# Each Chromium run gets 60 s at most; a run takes about a second.
run() { timeout 60 "$browser" "${flags[@]}" "$@"; }
run --dump-dom "file://$work/report.html" > "$work/dom.html" 2> "$work/dom.log"
run --screenshot="$work/report.png" --window-size=1000,1300 "file://$work/report.html" > /dev/null 2> "$work/png.log"
printf '<!DOCTYPE html><p>control</p><script>throw new Error("chromium.sh control")</script>\n' > "$work/control.html"
run --dump-dom "file://$work/control.html" > /dev/null 2> "$work/control.log"

fail=0
check() { # check DESCRIPTION COMMAND…: runs the command quietly, reports a failure by its description.
  local description=$1
  shift
  if "$@" > /dev/null 2>&1; then echo "ok: $description"; else echo "chromium.sh: FAIL: $description"; fail=1; fi
}
check "the control page's error reaches the console log" grep -q 'CONSOLE.*Uncaught Error: chromium.sh control' "$work/control.log"
if grep -q 'CONSOLE' "$work/dom.log" "$work/png.log"; then
  echo "chromium.sh: FAIL: the report logged to the console:"
  grep -h 'CONSOLE' "$work/dom.log" "$work/png.log"
  fail=1
else
  echo "ok: the report loads without a console message"
fi
check "the DOM has the tiplint report heading" grep -q '<h1>tiplint report</h1>' "$work/dom.html"
check "the DOM has a tip title from Examples" grep -q '<h3>Search your notes</h3>' "$work/dom.html"
check "the DOM has a rule id" grep -q '<code>title-length</code>' "$work/dom.html"
check "the DOM has a file name" grep -q 'Examples/NotesApp/Sources/NoteTips.swift' "$work/dom.html"
check "the DOM flags the long German translation" grep -q 'class="flagged"><td>title</td><td>de</td>' "$work/dom.html"
check "the DOM has one card per inventory tip ($tips)" test "$(grep -c '<article class="tip"' "$work/dom.html")" -eq "$tips"
check "the DOM holds no script element" test "$(grep -c '<script' "$work/dom.html")" -eq 0
# A PNG of the window's size whose pixels are not one colour (a blank page compresses to almost nothing).
check "the screenshot is a 1000×1300 PNG with content" python3 - "$work/report.png" <<'PYTHON'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n"
width, height = struct.unpack(">II", data[16:24])
assert (width, height) == (1000, 1300), (width, height)
pixels, offset = b"", 8
while offset < len(data):
    length, kind = struct.unpack(">I4s", data[offset:offset + 8])
    if kind == b"IDAT":
        pixels += data[offset + 8:offset + 8 + length]
    offset += 12 + length
assert len(set(zlib.decompress(pixels))) > 64 and len(data) > 20_000
PYTHON
# Long unbroken text wraps inside cards and tables (issue 25): a project whose tip title is a
# 300-character URL, with a translation table and a file path wider than the window, must not
# scroll sideways at 1280 px. The report's copy has its policy's meta tag dropped so that a
# measuring script can write the page's scroll width into the DOM.
long="$work/long"
deep="$long/Features/$(printf 'Onboarding%.0s' $(seq 1 12))/Screens"
mkdir -p "$deep"
url="https://example.com/$(printf 'a%.0s' $(seq 1 280))"
printf 'struct GuideTip: Tip {\n    var title: Text { Text("Read the guide at %s") }\n    var message: Text? { Text("The guide lives at %s") }\n}\n' "$url" "$url" > "$deep/GuideTip.swift"
printf '@main struct GuideApp: App {\n    init() { try? Tips.configure() }\n    var body: some Scene { WindowGroup { GuideView() } }\n}\n' > "$long/GuideApp.swift"
printf 'struct GuideView: View {\n    var body: some View { TipView(GuideTip()) }\n}\n' > "$deep/GuideView.swift"
set +e
"$binary" "$long" --format html --output "$work/long.html"
status=$?
set -e
[ "$status" -le 1 ] || { echo "chromium.sh: FAIL: tiplint exited $status on the long-text project"; exit 1; }
python3 - "$work/long.html" "$work/measured.html" <<'PYTHON'
import re, sys
page = open(sys.argv[1], encoding="utf-8").read()
page = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", page)
probe = ('<script>addEventListener("load", () => { const e = document.createElement("output"); e.id = "measured";'
         ' e.value = document.documentElement.scrollWidth + "/" + innerWidth; document.body.append(e); });</script>')
open(sys.argv[2], "w", encoding="utf-8").write(page.replace("</body>", probe + "</body>"))
PYTHON
run --dump-dom --window-size=1280,900 "file://$work/measured.html" > "$work/measured-dom.html" 2> "$work/measured.log"
measured=$(grep -o '<output id="measured">[0-9]*/[0-9]*' "$work/measured-dom.html" | sed 's/.*>//' || true)
check "the long-text report holds the 300-character URL" grep -qF "$url" "$work/long.html"
check "the long-text report measured its width ($measured)" test -n "$measured"
check "no sideways scroll at 1280 px (scroll width/window width: $measured)" test "${measured%/*}" -le "${measured#*/}"

if [ -n "${TIPLINT_SCREENSHOT:-}" ]; then cp "$work/report.png" "$TIPLINT_SCREENSHOT" && echo "kept the screenshot in $TIPLINT_SCREENSHOT"; fi
[ $fail -eq 0 ] && echo "chromium.sh: all passed"
exit $fail
