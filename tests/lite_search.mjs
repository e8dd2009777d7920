// In Node, the Pyodide of the JupyterLite site (its runtime and the site's own wheels,
// laid out by the test): install honeybuzz_lab as the site's lock names it, search the
// rules, say which engine answered. Usage: node lite_search.mjs <static dir> <question>
import { pathToFileURL } from "node:url";

const [dir, question] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(dir + "/pyodide.mjs").href);
const py = await loadPyodide({ indexURL: dir + "/", stdout: () => {}, stderr: () => {} });
await py.loadPackage(["honeybuzz-lab"], { messageCallback: () => {} });
py.globals.set("question", question);
console.log(py.runPython(`
import json, sqlite3
from honeybuzz_lab.rulebook.search import engine, search
json.dumps({"top": [r["id"] for r in search(question)[:3]], "engine": engine(),
            "sqlite": sqlite3.sqlite_version})
`));
