#!/usr/bin/env bash
# Browser tests drive the system Chromium; on a Debian machine without one, install Debian's package.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's chromium package for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-microhei >/dev/null
else
  echo "No Chromium at $browser: install the chromium package or set CHROMIUM_PATH." >&2
  exit 1
fi
