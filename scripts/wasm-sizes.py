#!/usr/bin/env python3
"""Where a wasm file's code goes: function body bytes grouped by crate (or by module path
prefix with --depth), read from the name section. Run on the wasm cargo builds, before
wasm-bindgen and wasm-opt strip the names:
    cargo build --target wasm32-unknown-unknown --profile web --bin cardtable
    python3 scripts/wasm-sizes.py target/wasm32-unknown-unknown/web/cardtable.wasm [--depth 2]
(A stand-in for twiggy, which cannot be installed offline here.)"""
import re
import sys
from collections import Counter


def leb(data, i):
    result = shift = 0
    while True:
        b = data[i]
        i += 1
        result |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return result, i


def sections(data):
    i = 8
    while i < len(data):
        sid = data[i]
        size, j = leb(data, i + 1)
        yield sid, data[j:j + size]
        i = j + size


def demangle(name):
    """The path segments of a legacy-mangled Rust symbol (best effort)."""
    m = re.match(r'_ZN(.*)E$', name)
    if not m:
        return [name]
    body, parts, i = m.group(1), [], 0
    while i < len(body):
        n = re.match(r'\d+', body[i:])
        if not n:
            break
        i += len(n.group(0))
        k = int(n.group(0))
        parts.append(body[i:i + k])
        i += k
    parts = [p.replace('$LT$', '<').replace('$GT$', '>').replace('$u20$', ' ')
             .replace('..', '::').replace('$RF$', '&') for p in parts]
    if parts and re.match(r'h[0-9a-f]{16}$', parts[-1]):
        parts.pop()
    return parts


def main():
    path = sys.argv[1]
    depth = int(sys.argv[sys.argv.index('--depth') + 1]) if '--depth' in sys.argv else 1
    data = open(path, 'rb').read()
    imported = 0
    bodies, names = [], {}
    for sid, body in sections(data):
        if sid == 2:
            count, i = leb(body, 0)
            for _ in range(count):
                for _ in range(2):
                    n, i = leb(body, i)
                    i += n
                kind = body[i]
                i += 1
                if kind == 0:
                    imported += 1
                    _, i = leb(body, i)
                elif kind == 1:
                    i += 1
                    flags, i = leb(body, i)
                    _, i = leb(body, i)
                    if flags & 1:
                        _, i = leb(body, i)
                elif kind == 2:
                    flags, i = leb(body, i)
                    _, i = leb(body, i)
                    if flags & 1:
                        _, i = leb(body, i)
                elif kind == 3:
                    i += 2
        elif sid == 10:
            count, i = leb(body, 0)
            for _ in range(count):
                size, j = leb(body, i)
                bodies.append(size)
                i = j + size
        elif sid == 0:
            n, i = leb(body, 0)
            if body[i:i + n] != b'name':
                continue
            i += n
            while i < len(body):
                sub = body[i]
                size, j = leb(body, i + 1)
                if sub == 1:
                    count, k = leb(body, j)
                    for _ in range(count):
                        idx, k = leb(body, k)
                        ln, k = leb(body, k)
                        names[idx] = body[k:k + ln].decode('utf-8', 'replace')
                        k += ln
                i = j + size
    groups = Counter()
    for f, size in enumerate(bodies):
        name = names.get(f + imported, '?')
        parts = demangle(name)
        text = '::'.join(parts)
        # A generic impl names its type first, and a drop or a closure call its subject: take
        # the first crate path inside.
        text = text.lstrip('_<&')
        for wrapper in ('core::ptr::drop_in_place<', 'core::ops::function::'):
            if text.startswith(wrapper) and '<' in text:
                text = text[text.index('<') + 1:].lstrip('&')
        m = re.search(r'([a-z_][a-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*){0,%d})' % (depth - 1), text)
        key = m.group(1) if m else text[:40]
        groups[key] += size
    total = sum(bodies)
    print(f'{path}: {len(bodies)} functions, {total} bytes of code')
    for key, size in groups.most_common(40):
        print(f'{size:>9} {100 * size / total:5.1f}%  {key}')


main()
