#!/usr/bin/env bash
# Pictures of GitView for docs/gallery: a small repository made here, then `gitview script`
# taking screenshots at 100x24.  Run from the repository's root: Examples/GitView/gallery.sh
set -euo pipefail
swift build --package-path Examples/GitView >/dev/null
gitview="$PWD/Examples/GitView/.build/debug/gitview"
gallery="$PWD/docs/gallery"
repo=$(mktemp -d)
trap 'rm -rf "$repo"' EXIT
cd "$repo"
git init -q -b main
commit() { mkdir -p "$(dirname "$1")"; printf '%b' "$2" >"$1"; git add "$1"
  GIT_COMMITTER_DATE="2026-11-$3T10:00:00" git -c user.name="$4" -c user.email=dev@example.com commit -q --date "2026-11-$3T10:00:00" -m "$5"; }
commit README.md '# Orbit\n' 01 'Ada Lovelace' 'Start Orbit'
commit Sources/Orbit/Orbit.swift 'struct Orbit {\n\tvar radius: Double\n}\n' 03 'Grace Hopper' 'Add the Orbit model'
git tag v0.1
commit Sources/Orbit/Orbit.swift 'struct Orbit {\n\tvar radius: Double\n\tvar period: Double\n}\n' 08 'Alan Turing' 'Give an orbit its period'
git branch feature/kepler
commit README.md '# Orbit\nOrbits, computed: 軌道の計算.\n' 12 'Katherine Johnson' 'Describe Orbit in the README'
commit Tests/OrbitTests.swift 'import Testing\n@Test func period() {}\n' 20 'Ada Lovelace' 'Test the period'
git tag v0.2
"$gitview" script --size 100x24 - <<SCRIPT
expect Test the period
screenshot $gallery/gitview-commits.svg
key down down enter
expect Give an orbit its period
key enter
expect +       var period
screenshot $gallery/gitview-diff.svg
key esc esc 2
expect feature/kepler
key d
expect Delete feature/kepler?
screenshot $gallery/gitview-confirm.svg
key esc 1 f
type orbit
screenshot $gallery/gitview-search.svg
SCRIPT
