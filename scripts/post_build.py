#!/usr/bin/env python3
"""Trunk post_build hook (see Trunk.toml). In Trunk's staging directory it
1. puts the sha256 of every inline <script> of index.html (Trunk's module
   loader) into the Content-Security-Policy meta, replacing the placeholder
   'sha256-INLINE-SCRIPTS' (a strict CSP without it leaves the page blank);
2. writes sw.js, the service worker, with the list of every built file
   (hashed names) and a cache name derived from their contents, so one visit
   is enough to play offline and a new build is seen as an update.
No dependency beyond Python's standard library.
"""
import base64, hashlib, json, os, re, sys

staging = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "dist")
index_path = os.path.join(staging, "index.html")
html = open(index_path, encoding="utf-8", newline="").read()  # bytes as written: the hash is exact

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

# 2. The service worker: precache every file of the build.
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
