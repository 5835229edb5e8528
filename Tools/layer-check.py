#!/usr/bin/env python3
"""Fails when a TUIShell folder uses a type of a layer above it (docs/architecture.md, "TUIShell").

The layers, bottom first, are the folders of Sources/TUIShell; a folder's subfolders belong to
its layer, and Screen/ shares Navigation's (a screen knows its stack, as a view controller knows
its navigation controller). A file may use the types of its own layer and of the layers below.
A type is a top-level `class`, `struct`, `enum`, `protocol`, `actor` or `typealias`; a use is its
name as a whole word in code (interpolations included), outside comments and string literals; the
members extensions add are not checked. Swift's compiler does not check this
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
def layer_of(relative_path):
    folder = relative_path.split(os.sep)[0]
    for index, folders in enumerate(LAYERS):
        if folder in folders:
            return index
    return None


def code_only(source):
    """The source without comments and string literals, in one pass from the left (so `//` in a
    string is text, `"` in a comment is comment), keeping the code inside interpolations."""
    out = []
    index = 0
    length = len(source)
    while index < length:
        if source.startswith("//", index):
            end = source.find("\n", index)
            index = length if end < 0 else end
        elif source.startswith("/*", index):
            depth, index = 1, index + 2
            while index < length and depth:
                if source.startswith("/*", index):
                    depth, index = depth + 1, index + 2
                elif source.startswith("*/", index):
                    depth, index = depth - 1, index + 2
                else:
                    index += 1
        elif source[index] in "#\"":
            hashes = len(source[index:]) - len(source[index:].lstrip("#"))
            if not source.startswith('"', index + hashes):
                out.append(source[index])
                index += 1
                continue
            index, inside = skip_string(source, index + hashes, hashes)
            out.append(" " + inside + " ")
        else:
            out.append(source[index])
            index += 1
    return "".join(out)


def skip_string(source, index, hashes):
    """Skips the literal that starts at `index` (its opening quotes); returns where it ends and
    the code of its interpolations."""
    quotes = '"""' if source.startswith('"""', index) else '"'
    index += len(quotes)
    closing = quotes + "#" * hashes
    escape = "\\" + "#" * hashes
    interpolations = []
    while index < len(source):
        if source.startswith(closing, index):
            return index + len(closing), " ".join(interpolations)
        if source.startswith(escape + "(", index):
            depth, index = 1, index + len(escape) + 1
            begin = index
            while index < len(source) and depth:
                depth += {"(": 1, ")": -1}.get(source[index], 0)
                index += 1
            interpolations.append(code_only(source[begin : index - 1]))
        elif source.startswith(escape, index):
            index += len(escape) + 1
        else:
            index += 1
    return index, " ".join(interpolations)


def main():
    files = []
    declared = {}
    for directory, folders, names in sorted(os.walk(ROOT)):
        folders.sort()
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
                # A name declared in two layers counts as the lower one's: no false alarm.
                declared[match.group(1)] = min(layer, declared.get(match.group(1), layer))
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
