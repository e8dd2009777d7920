// Compile wheels' Python to bytecode in the site's own Pyodide, under Node (see
// lite_compile.py). Usage: node lite_compile.mjs <pyodide runtime dir> <work dir> <wheel>...
// Each wheel in <work dir>/in is written again to <work dir>/out with its modules compiled
// (unchecked-hash pycs, named for the install path): this package's in __pycache__ beside
// its sources, the others' in place of their sources. The site's Python then imports them
// without compiling each module at every page load.
import { pathToFileURL } from "node:url";

const [runtime, work, ...wheels] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(runtime + "/pyodide.mjs").href);
const py = await loadPyodide({ indexURL: runtime + "/", stdout: () => {}, stderr: () => {} });
py.mountNodeFS("/work", work);
py.globals.set("wheels", py.toPy(wheels));
const code = `
import compileall, os, py_compile, re, shutil, site, zipfile

SITE = site.getsitepackages()[0]
SKIP = re.compile(r"[/\\\\](tests?|testing)[/\\\\]")  # a package's own tests are never imported

for name in wheels:
    tree = "/tmp/wheel"
    shutil.rmtree(tree, ignore_errors=True)
    with zipfile.ZipFile(f"/work/in/{name}") as z:
        z.extractall(tree)
        first = [n for n in z.namelist() if not n.endswith("/")]
    # This package keeps its sources beside the bytecode (its tracebacks show their lines);
    # the others carry the bytecode in place of the sources, as Pyodide's own packages do.
    own = name.startswith("honeybuzz_lab-")
    compileall.compile_dir(tree, ddir=SITE, quiet=2, rx=SKIP, workers=1, legacy=not own,
                           invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    files = []
    for folder, _dirs, names in os.walk(tree):
        files += [os.path.relpath(os.path.join(folder, f), tree) for f in names]
    dropped = set() if own else {f[:-1] for f in files if f.endswith(".pyc")}
    record = next(n for n in first if n.endswith(".dist-info/RECORD"))
    kept = [n for n in first if n != record and n not in dropped]
    added = sorted(set(files) - set(first))
    with zipfile.ZipFile(f"/work/out/{name}", "w", zipfile.ZIP_DEFLATED) as out:
        for n in [*kept, *added]:
            out.write(os.path.join(tree, n), n)
        with open(os.path.join(tree, record), encoding="utf-8") as f:
            lines = [ln for ln in f.read().splitlines() if ln.split(",")[0] not in dropped]
        out.writestr(record, "\\n".join([*lines, *(f"{n},," for n in added)]) + "\\n")
`;
try {
  py.runPython(code);
} catch (e) {  // the Python traceback, not the runtime's minified source around it
  console.error(e.message);
  process.exit(1);
}
console.log(JSON.stringify({ compiled: wheels.length }));
