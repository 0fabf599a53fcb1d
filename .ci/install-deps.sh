#!/bin/sh
# Installs the system packages the quality gates (test/quality) need, only when they are missing:
# Debian's Chromium (axe-core, keyboard and no-JavaScript checks through playwright-core) and a Java runtime
# (the Nu HTML Checker from the vnu-jar package). Safe to run again: it does nothing when both are present.
set -eu

packages=""
if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  packages="$packages chromium"
fi
if ! command -v java >/dev/null 2>&1; then
  packages="$packages default-jre-headless"
fi

if [ -z "$packages" ]; then
  echo "install-deps: chromium and java are present; nothing to install"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-deps: missing:$packages, and apt-get is not available; install them by hand" >&2
  exit 1
fi

as_root=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then as_root="sudo"; else
    echo "install-deps: missing:$packages; run this script as root (or install sudo)" >&2
    exit 1
  fi
fi

echo "install-deps: installing$packages"
$as_root apt-get update
# shellcheck disable=SC2086 # the package list is meant to split
$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $packages
