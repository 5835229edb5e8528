#!/usr/bin/env python3
"""Fails when a TUIShell folder uses a type of a layer above it (docs/architecture.md, "TUIShell").

The layers, bottom first, are the folders of Sources/TUIShell; a folder's subfolders belong to
its layer, and Screen/ shares Navigation's (a screen knows its stack, as a view controller knows
its navigation controller). A file may use the types of its own layer and of the layers below.
A type is a top-level `class`, `struct`, `enum`, `protocol`, `actor` or `typealias`; a use is its
name as a whole word outside comments and string literals. Swift's compiler does not check this
(one module), so CI does.

    Tools/layer-check.py            prints each upward reference and exits 1 if there is one
"""

import os
import re
import sys

LAYERS = [["Input"], ["Rendering"], ["Terminal"], ["Navigation", "Screen"], ["Interface"], ["App"]]
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "TUIShell")

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open|final|nonisolated|indirect)\s+)*"
    r"(?:class|struct|enum|protocol|actor|typealias)\s+([A-Z]\w*)",
    re.M,
)
MULTILINE_STRING = re.compile(r'"""(?:.|\n)*?"""')
STRING = re.compile(r'"(?:\\.|[^"\\\n])*"')
COMMENT = re.compile(r"//[^\n]*")
BLOCK_COMMENT = re.compile(r"/\*(?:.|\n)*?\*/")


def layer_of(relative_path):
    folder = relative_path.split(os.sep)[0]
    for index, folders in enumerate(LAYERS):
        if folder in folders:
            return index
    return None


def code_only(source):
    for pattern in (MULTILINE_STRING, BLOCK_COMMENT, COMMENT, STRING):
        source = pattern.sub(" ", source)
    return source


def main():
    files = []
    declared = {}
    for directory, _, names in os.walk(ROOT):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            relative = os.path.relpath(path, ROOT)
            layer = layer_of(relative)
            if layer is None:
                print(f"error: {relative} is in no layer; add its folder to LAYERS", file=sys.stderr)
                return 1
            with open(path, encoding="utf-8") as handle:
                source = handle.read()
            files.append((relative, layer, code_only(source)))
            for match in DECLARATION.finditer(source):
                declared.setdefault(match.group(1), layer)
    upward = []
    for relative, layer, code in files:
        words = set(re.findall(r"\b[A-Z]\w*\b", code))
        for name in sorted(words):
            if declared.get(name, -1) > layer:
                upward.append((relative, name, "/".join(LAYERS[declared[name]])))
    for relative, name, layer in upward:
        print(f"error: {relative} uses {name} from the layer above it ({layer})")
    if upward:
        print(f"{len(upward)} upward references; see docs/architecture.md", file=sys.stderr)
        return 1
    print(f"layers hold: {len(files)} files, {len(declared)} types")
    return 0


if __name__ == "__main__":
    sys.exit(main())
