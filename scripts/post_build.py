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
   Then the manifest in each language, and the texts' catalogues as the app
   reads them (compiled by build.rs).
3. writes sw.js, the service worker, with the list of every built file
   (hashed names) and a cache name derived from their contents, so one visit
   is enough to play offline and a new build is seen as an update.
It runs on the page Trunk wrote: 2 before 1, so that the CSP hash is the
hash of the loader as served.
Beyond Python's standard library, a release build runs npm's tools
(scripts/setup.sh installs them): binaryen's wasm-opt and @gfx/zopfli, which
compresses the .gz files again, harder (2c).
"""
import base64, glob, gzip, hashlib, json, os, re, shutil, subprocess, sys

staging = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "dist")
index_path = os.path.join(staging, "index.html")
html = open(index_path, encoding="utf-8", newline="").read()  # bytes as written: the hash is exact

def gz_fetcher(name, mark_plain=False):
    """JS defining `name(url)`: a Response that WebAssembly.instantiateStreaming
    accepts, of `url + '.gz'` decompressed as it streams (DecompressionStream),
    or of the plain `url` when the browser cannot decompress or the .gz is
    missing. With `mark_plain`, the Response carries `tableePlain = url`.
    Written short: the home fetches it twice (the page's loader, split.js)."""
    ret = "const o=new Response(z?b.pipeThrough(new DecompressionStream('gzip')):b,{headers:{'content-type':'application/wasm'}});"
    ret += "o.tableePlain=u;return o" if mark_plain else "return o"
    return (
        f"const {name}=async u=>{{try{{"
        "if(typeof DecompressionStream!='function')throw 0;"
        "const r=await fetch(u+'.gz');"
        "if(!r.ok||!r.body)throw 0;"
        "const d=r.body.getReader(),f=await d.read(),"
        # gzip starts with 0x1f, a wasm module with 0x00: a host may already
        # have undone a Content-Encoding of its own.
        "z=!f.done&&f.value[0]==31,"
        "b=new ReadableStream({start(c){f.done?c.close():c.enqueue(f.value)},"
        "async pull(c){const n=await d.read();n.done?c.close():c.enqueue(n.value)},"
        "cancel(e){return d.cancel(e)}});"
        + ret +
        "}catch(e){return fetch(u)}};\n"
    )


# 0. The module is split by game (scripts/bin/wasm-bindgen wrote the chunks
# and their loader, __wasm_split.js, into <target>/wasm-bindgen/<profile>/split).
# Each chunk is optimised like the main module (wasm-opt -Oz), named by its
# content's hash and written with its .gz copy. The loader fetches the .gz
# and decompresses it as it streams (like the main module: see 2), falls back
# to the plain file, and is named by a hash of what it loads; the JS glue that
# imports it is renamed by the hash of its new content (a page of one build
# never loads a chunk of another: a stale page's load fails, and says so).
glue_import = re.search(r"import init, \* as bindings from '\./([A-Za-z0-9_-]+\.js)';", html)
if not glue_import:
    sys.exit("post_build: Trunk's loader does not import the wasm-bindgen glue as expected; see scripts/post_build.py (0)")
glue_name = glue_import.group(1)
glue_path = os.path.join(staging, glue_name)
glue = open(glue_path, encoding="utf-8").read()
SPLIT_IMPORT = 'from "./__wasm_split.js"'
if SPLIT_IMPORT not in glue:
    sys.exit("post_build: the module is not split (scripts/bin/wasm-bindgen must come first on PATH: scripts/setup.sh)")
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(root, "target")
loaders = [os.path.join(target, "wasm-bindgen", p, "split", "__wasm_split.js")
           for p in os.listdir(os.path.join(target, "wasm-bindgen"))]
loaders = sorted((p for p in loaders if os.path.exists(p)), key=os.path.getmtime)
if not loaders:
    sys.exit(f"post_build: no split module under {target}/wasm-bindgen/*/split (scripts/bin/wasm-bindgen)")
split_dir = os.path.dirname(loaders[-1])
wasm_opt = shutil.which("wasm-opt", path=os.path.join(root, "node_modules", ".bin") + os.pathsep + os.environ.get("PATH", ""))
release = os.environ.get("TRUNK_PROFILE", "release") == "release"
FETCH_CHUNK = (
    # A chunk as a Response for WebAssembly.instantiateStreaming (see
    # gz_fetcher), marked with its plain file's address for the fallback below.
    gz_fetcher("tableeChunk", mark_plain=True) +
    # A .gz that does not decompress into a module (corrupt, cut): the plain file.
    "const tableeInstantiate = (src, imports) => WebAssembly.instantiateStreaming(src, imports)"
    ".catch(async (e) => { const r = await src; if (!r.tableePlain) throw e;"
    " return WebAssembly.instantiateStreaming(fetch(r.tableePlain), imports); });\n"
)


def optimised(src):
    """The bytes of the module `src`, through wasm-opt -Oz in a release build."""
    if not release:
        return open(src, "rb").read()
    if not wasm_opt:
        sys.exit("post_build: wasm-opt not found (npm binaryen, scripts/setup.sh)")
    subprocess.run([wasm_opt, "-Oz", "--strip-debug", "--strip-producers", src, "-o", src + ".opt"], check=True)
    return open(src + ".opt", "rb").read()


def put_chunks(split_dir, glue, glue_name, chunk_name, loader_name, glue_final_name):
    """Writes the chunks of a split module (and their .gz) and their loader
    into staging; gives the glue importing the loader. `chunk_name(stem,
    hash)`, `loader_name(hash)` and `glue_final_name(glue)` name the files."""
    loader = open(os.path.join(split_dir, "__wasm_split.js"), encoding="utf-8").read()
    hashes = []
    for name in sorted(os.listdir(split_dir)):
        stem, ext = os.path.splitext(name)
        if ext != ".wasm" or f'"./{name}"' not in loader:
            continue  # the main module (given to wasm-bindgen), or an empty chunk
        data = optimised(os.path.join(split_dir, name))
        h = hashlib.sha256(data).hexdigest()[:16]
        hashes.append(h)
        hashed = chunk_name(stem, h)
        open(os.path.join(staging, hashed), "wb").write(data)
        open(os.path.join(staging, hashed + ".gz"), "wb").write(gzip.compress(data, compresslevel=9, mtime=0))
        loader = loader.replace(f'"./{name}"', f'"./{hashed}"')
    FETCHER = "const src = fetch(new URL("
    INSTANTIATE = "WebAssembly.instantiateStreaming(src, imports)"
    if FETCHER not in loader or INSTANTIATE not in loader:
        sys.exit("post_build: the split loader's fetch is not the expected one; see scripts/post_build.py (0)")
    loader = FETCH_CHUNK + loader.replace(FETCHER, "const src = tableeChunk(new URL(").replace(INSTANTIATE, "tableeInstantiate(src, imports)")
    split_name = loader_name(hashlib.sha256((glue_name + " ".join(hashes)).encode()).hexdigest()[:16])
    if SPLIT_IMPORT not in glue:
        sys.exit(f"post_build: {glue_name} does not import its split loader; see scripts/post_build.py (0)")
    glue = glue.replace(SPLIT_IMPORT, f'from "./{split_name}"')
    new_glue = glue_final_name(glue)
    main_import = re.search(r'import \{ initSync \} from "\./[A-Za-z0-9_.-]+\.js";', loader)
    if not main_import:
        sys.exit("post_build: the split loader does not import initSync as expected; see scripts/post_build.py (0)")
    loader = loader.replace(main_import.group(0), f'import {{ initSync }} from "./{new_glue}";')
    open(os.path.join(staging, split_name), "w", encoding="utf-8").write(loader)
    return new_glue, glue


# split_sorciers → game-sorciers, chunk_9 → shared-9
new_glue, glue = put_chunks(
    split_dir, glue, glue_name,
    lambda stem, h: f"{stem.replace('split_', 'game-').replace('chunk_', 'shared-')}-{h}.wasm",
    lambda h: f"split-{h}.js",
    lambda text: "tablee-" + hashlib.sha256(text.encode()).hexdigest()[:16] + ".js")

os.remove(glue_path)
open(os.path.join(staging, new_glue), "w", encoding="utf-8").write(glue)
html = html.replace(f"./{glue_name}", f"./{new_glue}")

# 2. The .wasm gzip-compressed (the loader that uses it is written in 5).
# The loader as Trunk 0.21 writes it: `const wasm = await init({ module_or_path:
# './x_bg.wasm' });` (anything else stops the build: a new Trunk must be looked at).
LOADER = re.compile(r"const wasm = await init\(\{ module_or_path: '\./([A-Za-z0-9_-]+_bg\.wasm)' \}\);")
FETCH_GZ = gz_fetcher("tableeWasm")
m = LOADER.search(html)
if not m:
    sys.exit("post_build: Trunk's wasm loader is not the expected one; see scripts/post_build.py (2)")
wasm_name = m.group(1)
data = open(os.path.join(staging, wasm_name), "rb").read()
open(os.path.join(staging, wasm_name + ".gz"), "wb").write(gzip.compress(data, compresslevel=9, mtime=0))
plain = "./" + wasm_name

# 5. An embed's own build. A blog's page embeds one game (`?game=<id>&embed=1`):
# the build above would give it the main module (with the home), the chunk
# the games share, a dozen small ones and its game's chunk. A release build
# also builds the app with that game alone (feature `solo-<id>`,
# src/app/games.rs) for each game the splitter found: a main module without
# the home, which draws the embed's landing, and one chunk with the rest (one
# split point: no shared chunk). A small inline script, before anything else
# in <head>, picks the build of the page (an embed of a game without a `#r=`
# link: its own; anything else, or a tab where the embed's build asked for
# the full app (src/app/games.rs, full_app): the full one) and asks for its main module
# at once; Trunk's loader imports the chosen glue, and falls back to the full
# build if the embed's cannot be loaded. The service worker does not precache
# the embeds' builds: the installed app never loads one.
solo = {}
if release:
    games = sorted(n[len("split_"):-len(".wasm")] for n in os.listdir(split_dir)
                   if n.startswith("split_") and n.endswith(".wasm"))
    for game in games:
        built = subprocess.run(
            ["cargo", "build", "--release", "--locked", "--offline", "--target", "wasm32-unknown-unknown",
             "--bin", "tablee", "--features", f"solo-{game}", "--message-format=json-render-diagnostics", "--quiet"],
            cwd=root, check=True, stdout=subprocess.PIPE, text=True).stdout
        artifacts = [f for line in built.splitlines() if line.startswith("{")
                     for msg in [json.loads(line)] if msg.get("reason") == "compiler-artifact"
                     and msg.get("target", {}).get("name") == "tablee" and "bin" in msg["target"].get("kind", [])
                     for f in msg.get("filenames", []) if f.endswith(".wasm")]
        if len(artifacts) != 1:
            sys.exit(f"post_build: the build of {game} alone gave no one .wasm: {artifacts} (5)")
        out = os.path.join(target, "wasm-bindgen", "solo", game)
        shutil.rmtree(out, ignore_errors=True)
        # (scripts/bin/wasm-bindgen splits it at its one split point, as Trunk's build.)
        subprocess.run([os.path.join(root, "scripts", "bin", "wasm-bindgen"), artifacts[0], "--target", "web",
                        "--no-typescript", "--out-dir", out, "--out-name", "embed"], check=True)
        data = optimised(os.path.join(out, "embed_bg.wasm"))
        # One hash names the glue and the main module: the page names an
        # embed's module in 16 characters.
        js, glue_text = put_chunks(
            os.path.join(out, "split"), open(os.path.join(out, "embed.js"), encoding="utf-8").read(), "embed.js",
            lambda stem, h: f"embed-{game}-code-{h}.wasm",
            lambda h: f"embed-{game}-split-{h}.js",
            lambda text: f"embed-{game}-{hashlib.sha256(text.encode() + data).hexdigest()[:16]}.js")
        h = js[len(f"embed-{game}-"):-len(".js")]
        open(os.path.join(staging, js), "w", encoding="utf-8").write(glue_text)
        open(os.path.join(staging, f"embed-{game}-{h}_bg.wasm"), "wb").write(data)
        open(os.path.join(staging, f"embed-{game}-{h}_bg.wasm.gz"), "wb").write(gzip.compress(data, compresslevel=9, mtime=0))
        solo[game] = h
# Trunk's two preloads (the glue, the .wasm) leave the page: the picking
# script asks for the chosen pair (the .wasm's .gz: the same request as the
# loader's, without integrity, so that it streams). (No integrity: the files are the
# page's own origin's, named by their hash; the home pays for every byte of
# this script.)
for what in (r"<link(?=[^>]*\brel=\"?modulepreload)(?=[^>]*\bhref=\"?\./" + re.escape(new_glue) + r")[^>]*>",
             r"<link(?=[^>]*\brel=\"?preload)(?=[^>]*\bhref=\"?\./" + re.escape(wasm_name) + r"\b)[^>]*>"):
    html, n = re.subn(what, "", html)
    if n != 1:
        sys.exit(f"post_build: Trunk's preload {what} is not in index.html once; see scripts/post_build.py (5)")
pick = (
    "(()=>{let f;try{f=sessionStorage.tableeFull}catch(e){}"
    "const q=new URLSearchParams(location.search),g=q.get('game'),"
    "h=/^(1|true)$/.test(q.get('embed'))&&!location.hash.startsWith('#r=')&&!f&&" + json.dumps(solo, separators=(",", ":")) + "[g],"
    f"m=['./{new_glue}','{plain}'],e=h&&['./embed-'+g+'-'+h+'.js','./embed-'+g+'-'+h+'_bg.wasm'],[j,w]=e||m;"
    "self.tableeModules=e?[e,m]:[m];"
    "for(const[r,f,a]of[['modulepreload',j],['preload',w+'.gz','fetch']]){"
    "const l=document.createElement('link');l.rel=r;l.href=f;l.crossOrigin='';if(a)l.as=a;document.head.append(l)}})()"
)
# Trunk's loader, replaced: the glue imported as picked, its .wasm fetched
# as a .gz and decompressed in the page (2), the plain file when that fails,
# and the split build's tried when the embed's own cannot be loaded. (Nothing listens to Trunk's
# "TrunkApplicationStarted": it is left out; the tests read wasmBindings.)
start = (
    "const s=async([j,w])=>{const b=await import(j);"
    "await b.default({module_or_path:tableeWasm(w)}).catch(()=>b.default({module_or_path:w}));return b};"
    "window.wasmBindings=await s(tableeModules[0]).catch(e=>tableeModules[1]?s(tableeModules[1]):Promise.reject(e))"
)
module = re.search(r"<script type=module>(.*?)</script>", html, flags=re.S)
if not module or not module.group(1).startswith(f"import init, * as bindings from './{new_glue}';") \
        or not LOADER.search(module.group(1)):
    sys.exit("post_build: Trunk's loader is not the expected one; see scripts/post_build.py (5)")
html = (html[:module.start()] + "<script>" + pick + "</script><script type=module>" + FETCH_GZ + start + "</script>"
        + html[module.end():])


# 4. The game screens' style sheets are not the home's. The tables' own
# (style/table.css, hashed and minified by Trunk like main.css) has its
# <link> moved into an inert <template id=table-css>; each game's
# (style/games/<id>.css, copied by Trunk) is minified, named by its hash and
# given a <link data-game=<id>> in the same template. The app puts the
# tables' own, then the game's, in the page when a game's code is loaded
# (src/app/games.rs).
table_css = re.compile(r"<link(?=[^>]*\bhref=\"?\./table-[0-9a-f]+\.css)[^>]*>")
tm = table_css.search(html)
if not tm:
    sys.exit("post_build: no <link> of style/table.css in index.html; see scripts/post_build.py (4)")
html = html[:tm.start()] + html[tm.end():]
links = [tm.group(0)]

def minify_css(text):
    """Comments out, blanks shortened (the sheets have no string with two
    spaces or a comment in it)."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"\s+", " ", text)
    return re.sub(r"\s*([{};,])\s*", r"\1", text).replace(";}", "}").strip()

games_dir = os.path.join(staging, "games")
for name in sorted(os.listdir(games_dir)) if os.path.isdir(games_dir) else []:
    stem, ext = os.path.splitext(name)
    if ext != ".css" or not re.fullmatch(r"[a-z]+", stem):
        continue
    css = minify_css(open(os.path.join(games_dir, name), encoding="utf-8").read()).encode("utf-8")
    hashed = f"{stem}-{hashlib.sha256(css).hexdigest()[:16]}.css"
    open(os.path.join(staging, hashed), "wb").write(css)
    # No integrity attribute: the sheet comes from the page's own origin and
    # its name carries its hash; the 64 characters of each would cost the
    # home, which never uses them, 0.3 KB (gzip) for the five.
    links.append(f"<link data-game={stem} href=./{hashed} rel=stylesheet>")
if os.path.isdir(games_dir):
    shutil.rmtree(games_dir)
body = html.find("<body>")
if body < 0:
    sys.exit("post_build: no <body> in index.html; see scripts/post_build.py (4)")
html = html[:body + 6] + "<template id=table-css>" + "".join(links) + "</template>" + html[body + 6:]

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

# 2a. The installed app's manifest in each language (its description is the
# shell catalogue's `app-description`); the app points <link rel=manifest>
# at the one of the language shown. The plain manifest.webmanifest is English.
manifest = json.load(open(os.path.join(staging, "manifest.webmanifest"), encoding="utf-8"))
for lang in sorted(os.listdir(os.path.join(staging, "i18n"))):
    shell = open(os.path.join(staging, "i18n", lang, "shell.ftl"), encoding="utf-8").read()
    found = re.search(r"^app-description = (.+)$", shell, re.M)
    if not found:
        sys.exit(f"post_build: i18n/{lang}/shell.ftl has no one-line app-description")
    localized = dict(manifest, lang=lang, description=found.group(1).strip())
    with open(os.path.join(staging, f"manifest-{lang}.webmanifest"), "w", encoding="utf-8") as f:
        json.dump(localized, f, ensure_ascii=False, indent=2)
    if lang == "en":
        with open(os.path.join(staging, "manifest.webmanifest"), "w", encoding="utf-8") as f:
            json.dump(localized, f, ensure_ascii=False, indent=2)

# 2b. The texts' catalogues as the app reads them: build.rs compiles each
# i18n/<lang>/<domain>.ftl (ids, comments for translators and syntax stay
# behind) into <OUT_DIR>/i18n/<lang>/<domain>.txt; those are served, the
# sources are not. The newest build-script output of this profile is the
# build's (build.rs runs again whenever a catalogue changes).
profile = "release" if release else "debug"
outs = glob.glob(os.path.join(target, "wasm32-unknown-unknown", profile, "build", "tablee-*", "out", "i18n", "en", "shell.txt"))
if not outs:
    sys.exit(f"post_build: no compiled catalogues under {target}/wasm32-unknown-unknown/{profile}/build (build.rs writes them)")
compiled = os.path.dirname(os.path.dirname(max(outs, key=os.path.getmtime)))
for lang in sorted(os.listdir(os.path.join(staging, "i18n"))):
    served = os.path.join(staging, "i18n", lang)
    for name in os.listdir(served):
        if name.endswith(".ftl"):
            os.remove(os.path.join(served, name))
            built = os.path.join(compiled, lang, name[:-4] + ".txt")
            if not os.path.exists(built):
                sys.exit(f"post_build: no compiled {built} for i18n/{lang}/{name}")
            shutil.copyfile(built, os.path.join(served, name[:-4] + ".txt"))

# 2c. In a release build, every module's .gz (0, 2, 5) compressed again with
# Zopfli (scripts/zopfli.mjs, npm @gfx/zopfli): the same gzip, 5-6 % smaller
# than gzip -9. Its results are kept under target/zopfli (Zopfli is slow).
if release:
    node = shutil.which("node")
    zopfli = os.path.join(root, "scripts", "zopfli.mjs")
    if not node or not os.path.isdir(os.path.join(root, "node_modules", "@gfx", "zopfli")):
        sys.exit("post_build: node or npm @gfx/zopfli not found (scripts/setup.sh)")
    subprocess.run([node, zopfli, os.path.join(target, "zopfli")] + sorted(glob.glob(os.path.join(staging, "*.wasm.gz"))), check=True)

# 3. The service worker: precache every file of the build (it picks one of
# the two .wasm files itself, see public/sw.template.js).
files = []
for root, _, names in os.walk(staging):
    for name in names:
        rel = os.path.relpath(os.path.join(root, name), staging).replace(os.sep, "/")
        # (An embed's own module (5) is not the installed app's.)
        if rel != "sw.js" and not rel.startswith("embed-"):
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
