#!/usr/bin/env python3
"""Counts, for a route table (a `--routes` JSON file), the tree nodes that lie below a node whose
subtree holds one route through literals and plain parameters only: the runs a route does not
share with any other, which the fifth session of issue #11 tried to lay out as one record
(Benchmarks/README.md). The tree is modelled from the patterns as the builder makes it, one node
per distinct prefix of segments (scheme roots and constrained edges not told apart).

    Benchmarks/own-runs.py FOLDER/routes.json
"""
import collections, json, sys


class Node:
    def __init__(self):
        self.children, self.ending = {}, 0


root, nodes = Node(), 1
for route in json.load(open(sys.argv[1]))["routes"]:
    node = root
    for segment in route["pattern"].split("://", 1)[-1].split("/"):
        key = ":" if segment.startswith(":") and "(" not in segment else segment
        if key not in node.children:
            node.children[key], nodes = Node(), nodes + 1
        node = node.children[key]
    node.ending += 1


def routes_and_plain(node):
    """How many routes the subtree holds, and whether it has only literal and parameter edges."""
    count, plain = node.ending, True
    for key, child in node.children.items():
        child_count, child_plain = routes_and_plain(child)
        count, plain = count + child_count, plain and child_plain and "(" not in key and key != "*"
    node.count, node.plain = count, plain
    return count, plain


def size(node):
    return sum(1 + size(child) for child in node.children.values())


runs = collections.Counter()


def find_runs(node):
    for child in node.children.values():
        if child.count == 1 and child.plain and child.children:
            runs[size(child)] += 1
        else:
            find_runs(child)


routes_and_plain(root)
find_runs(root)
print(f"nodes {nodes:,}; below a node with one route of its own: {sum(k * v for k, v in runs.items()):,} nodes, "
      f"{sum(runs.values()):,} runs; runs by length: {dict(sorted(runs.items()))}")
