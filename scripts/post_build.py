#!/usr/bin/env python3
"""Trunk post_build hook (see Trunk.toml). In Trunk's staging directory it
1. puts the sha256 of every inline <script> of index.html (Trunk's module
   loader) into the Content-Security-Policy meta, replacing the placeholder
   'sha256-INLINE-SCRIPTS' (a strict CSP without it leaves the page blank);
2. writes <name>_bg.wasm.gz, the .wasm compressed with gzip, and makes
   Trunk's loader (and its preload) fetch that one and decompress it in the
   page (DecompressionStream, streamed into WebAssembly's compiler): a host
   that does not compress .wasm (the default of Apache's mod_deflate and
   nginx, a bare bucket, python -m http.server) sends 2.5 times fewer bytes.
   A host that compresses the .gz again is undone by the browser first; a
   browser without DecompressionStream, or any failure, gets the plain .wasm;
3. writes sw.js, the service worker, with the list of every built file
   (hashed names) and a cache name derived from their contents, so one visit
   is enough to play offline and a new build is seen as an update.
It runs on the page Trunk wrote: 2 before 1, so that the CSP hash is the
hash of the loader as served.
No dependency beyond Python's standard library.
"""
import base64, gzip, hashlib, json, os, re, sys

staging = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "dist")
index_path = os.path.join(staging, "index.html")
html = open(index_path, encoding="utf-8", newline="").read()  # bytes as written: the hash is exact

# 2. The .wasm gzip-compressed, and the loader that uses it. The loader as
# Trunk 0.21 writes it: `const wasm = await init({ module_or_path: './x_bg.wasm' });`
# (anything else stops the build: a new Trunk must be looked at).
LOADER = re.compile(r"const wasm = await init\(\{ module_or_path: '\./([A-Za-z0-9_-]+_bg\.wasm)' \}\);")
FETCH_GZ = (
    # Resolves to a Response that WebAssembly.instantiateStreaming accepts.
    "const tableeWasm = async (plain) => {"
    " try {"
    " if (typeof DecompressionStream !== 'function') throw 0;"
    " const r = await fetch(plain + '.gz');"
    " if (!r.ok || !r.body) throw 0;"
    " const reader = r.body.getReader();"
    " const first = await reader.read();"
    # gzip starts with 0x1f, a wasm module with 0x00: a host may already have
    # undone a Content-Encoding of its own.
    " const gz = !first.done && first.value[0] === 0x1f;"
    " const body = new ReadableStream({"
    " start(c) { if (first.done) c.close(); else c.enqueue(first.value); },"
    " async pull(c) { const n = await reader.read(); if (n.done) c.close(); else c.enqueue(n.value); },"
    " cancel(e) { return reader.cancel(e); } });"
    " return new Response(gz ? body.pipeThrough(new DecompressionStream('gzip')) : body,"
    " { headers: { 'content-type': 'application/wasm' } });"
    " } catch (e) { return fetch(plain); } };\n"
)
m = LOADER.search(html)
if not m:
    sys.exit("post_build: Trunk's wasm loader is not the expected one; see scripts/post_build.py (2)")
wasm_name = m.group(1)
data = open(os.path.join(staging, wasm_name), "rb").read()
open(os.path.join(staging, wasm_name + ".gz"), "wb").write(gzip.compress(data, compresslevel=9, mtime=0))
plain = "./" + wasm_name
html = (html[:m.start()] + FETCH_GZ
        + f"const wasm = await init({{ module_or_path: tableeWasm('{plain}') }})"
        + f".catch(() => init({{ module_or_path: '{plain}' }}));"
        + html[m.end():])
# Trunk's preload of the .wasm becomes one of the .gz (the same request as
# the loader's: no integrity, so that it streams).
preload = re.compile(r"<link(?=[^>]*\brel=\"?preload)(?=[^>]*\bhref=\"?\./" + re.escape(wasm_name) + r"\b)[^>]*>")
pm = preload.search(html)
if not pm:
    sys.exit("post_build: no preload link for the .wasm in index.html")
html = html[:pm.start()] + f'<link as=fetch crossorigin href=./{wasm_name}.gz rel=preload>' + html[pm.end():]

# 1. CSP hashes of the inline scripts, exactly as written in the page.
inline = re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", html, flags=re.S)
hashes = " ".join(
    "'sha256-%s'" % base64.b64encode(hashlib.sha256(s.encode("utf-8")).digest()).decode() for s in inline
)
# (Release builds minify the HTML: attributes may be reordered and unquoted.)
csp = next((m for m in re.finditer(r"<meta\s[^>]*>", html)
            if "Content-Security-Policy" in m.group(0) and "'sha256-INLINE-SCRIPTS'" in m.group(0)), None)
if not csp:
    sys.exit("post_build: no CSP meta with the placeholder 'sha256-INLINE-SCRIPTS' in index.html")
html = html[:csp.start()] + csp.group(0).replace("'sha256-INLINE-SCRIPTS'", hashes) + html[csp.end():]
open(index_path, "w", encoding="utf-8", newline="").write(html)

# 3. The service worker: precache every file of the build (it picks one of
# the two .wasm files itself, see public/sw.template.js).
files = []
for root, _, names in os.walk(staging):
    for name in names:
        rel = os.path.relpath(os.path.join(root, name), staging).replace(os.sep, "/")
        if rel != "sw.js":
            files.append(rel)
files.sort()
digest = hashlib.sha256()
for rel in files:
    digest.update(rel.encode())
    digest.update(open(os.path.join(staging, rel), "rb").read())
version = digest.hexdigest()[:16]
template = open(os.path.join(os.path.dirname(__file__), "..", "public", "sw.template.js"), encoding="utf-8").read()
sw = template.replace("__VERSION__", version).replace("__FILES__", json.dumps(["./"] + files, indent=2))
open(os.path.join(staging, "sw.js"), "w", encoding="utf-8").write(sw)
# The template itself is not part of the site.
template_copy = os.path.join(staging, "sw.template.js")
if os.path.exists(template_copy):
    os.remove(template_copy)
print(f"post_build: CSP with {len(inline)} inline script hash(es); sw.js caches {len(files) + 1} URLs as tablee-{version}")
