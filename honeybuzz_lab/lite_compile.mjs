// Compile wheels' Python to bytecode in the site's own Pyodide, under Node (see
// lite_compile.py). Usage: node lite_compile.mjs <pyodide runtime dir> <work dir> <wheel>...
// Each wheel in <work dir>/in is written again to <work dir>/out with each module's bytecode
// in place of its source (unchecked-hash pycs named for the install path, as Pyodide ships
// its own packages) and without the package's tests: the site's Python then imports it
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
TESTS = re.compile(r"(^|/)tests?/")  # a package's own tests: never imported, not shipped

for name in wheels:
    tree = "/tmp/wheel"
    shutil.rmtree(tree, ignore_errors=True)
    with zipfile.ZipFile(f"/work/in/{name}") as z:
        first = [n for n in z.namelist() if not n.endswith("/") and not TESTS.search(n)]
        z.extractall(tree, first)
    compileall.compile_dir(tree, ddir=SITE, quiet=2, workers=1, legacy=True,
                           invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    compiled = set()
    for folder, _dirs, names in os.walk(tree):
        compiled |= {os.path.relpath(os.path.join(folder, f), tree) for f in names
                     if f.endswith(".pyc")}
    dropped = {n[:-1] for n in compiled}  # each compiled module's source
    record = next(n for n in first if n.endswith(".dist-info/RECORD"))
    kept = [n for n in first if n != record and n not in dropped]
    with zipfile.ZipFile(f"/work/out/{name}", "w", zipfile.ZIP_DEFLATED) as out:
        for n in [*kept, *sorted(compiled)]:
            out.write(os.path.join(tree, n), n)
        with open(os.path.join(tree, record), encoding="utf-8") as f:
            lines = [ln for ln in f.read().splitlines() if ln.split(",")[0] in kept]
        out.writestr(record, "\\n".join([*lines, *(f"{n},," for n in sorted(compiled)), record + ",,"]) + "\\n")
`;
try {
  py.runPython(code);
} catch (e) {  // the Python traceback, not the runtime's minified source around it
  console.error(e.message);
  process.exit(1);
}
console.log(JSON.stringify({ compiled: wheels.length }));
