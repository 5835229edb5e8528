#!/usr/bin/env python3
"""A param-heavy route table (param_workload.py) for `tuishell routes --check`.

    Benchmarks/check-table.py N > table.json
"""
import json, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import param_workload

count = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
json.dump({"routes": param_workload.routes(count)}, sys.stdout)
