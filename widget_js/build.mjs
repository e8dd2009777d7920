// Builds the widgets' front end with esbuild: one ES module (and one stylesheet) per
// widget family, written to honeybuzz_lab/static/ where the widgets load them from.
// `npm run build` writes the committed files (minified, with source maps beside them);
// `npm run watch` rebuilds on every save, for anywidget's hot reload (HONEYBUZZ_DEV=1).
import * as esbuild from "esbuild";
import { fileURLToPath } from "node:url";
import path from "node:path";
import fs from "node:fs";

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const watch = args.includes("--watch");
const outIndex = args.indexOf("--outdir");
const outdir = outIndex >= 0 ? path.resolve(args[outIndex + 1])
  : path.join(here, "..", "honeybuzz_lab", "static");

//: The modules' parts of the table: every widget_js/modules/<name>/ with an index.js (its
//: part, imported by table.js as "table-modules") and its stylesheets (*.css, by name).
export const MODULES = fs.readdirSync(path.join(here, "modules")).sort()
  .filter((name) => fs.existsSync(path.join(here, "modules", name, "index.js")));
const moduleStyles = MODULES.flatMap((name) => fs.readdirSync(path.join(here, "modules", name))
  .filter((file) => file.endsWith(".css")).sort().map((file) => `modules/${name}/${file}`));

//: The table's own stylesheets, by part (widget_js/table/), in cascade order: the order
//: of the one table.css they were cut from, which the bundled stylesheet keeps.
export const TABLE_STYLES = ["frame", "top", "parts", "boxes", "woodland", "market", "players",
  "log", "scores", "themes", "app", "solo", "last"].map((name) => `table/${name}.css`);
const tableFiles = fs.readdirSync(path.join(here, "table")).filter((f) => f.endsWith(".css"));
if (tableFiles.sort().join() !== TABLE_STYLES.map((s) => s.slice(6)).sort().join()) {
  throw new Error(`widget_js/table/ holds ${tableFiles.join(", ")}: list each in TABLE_STYLES`);
}

//: widget family -> its script entry and its stylesheets (in cascade order).
export const FAMILIES = {
  board: { script: "board.js", styles: ["kit.css", "board.css", "lesson.css"] },
  table: { script: "table.js", styles: ["kit.css", "board.css", ...TABLE_STYLES, "fall_chooser.css",
    ...moduleStyles, "lesson.css", "firstgame.css", "classroom.css",
    "solochooser.css"] },
  classroom: { script: "classroom.js", styles: ["kit.css", "classroom.css"] },
  hustle: { script: "hustle.js", styles: ["kit.css", "hustle.css", "lesson.css", "firstgame.css"] },
  rulebook: { script: "rulebook.js", styles: ["kit.css", "rulebook.css"] },
  companion: { script: "companion.js", styles: ["kit.css", "board.css", "companion.css"] },
  book: { script: "book.js", styles: ["kit.css", "board.css", "book.css"] },
};
//: stylesheets without a script: the layout of the full game and the classroom (a lesson
//: panel's layout comes with the board, table and hustle families, which draw it).
export const STYLESHEETS = { lesson: { styles: ["lesson.css"] } };
const ALL_STYLES = { ...FAMILIES, ...STYLESHEETS };

const common = {
  absWorkingDir: here,
  bundle: true,
  outdir,
  logLevel: "warning",
  legalComments: "none",
  charset: "utf8",
  target: "es2020",
  minify: !watch,
  sourcemap: watch ? "inline" : "external",
};

// "table-modules": a module whose default export lists every module's part (index.js).
// Exported for the tests, which bundle tablemodules.js with a module of their own.
export const modulesPlugin = {
  name: "table-modules",
  setup(build) {
    build.onResolve({ filter: /^table-modules$/ }, () => ({ path: "table-modules",
      namespace: "table-modules" }));
    build.onLoad({ filter: /.*/, namespace: "table-modules" }, () => ({
      contents: MODULES.map((name, i) => `import m${i} from "./modules/${name}/index.js";`)
        .join("\n") + `\nexport default [${MODULES.map((_, i) => "m" + i).join(", ")}];\n`,
      resolveDir: here,
      loader: "js",
    }));
  },
};

const scripts = {
  ...common,
  format: "esm",
  plugins: [modulesPlugin],
  entryPoints: Object.entries(FAMILIES).map(([name, f]) => ({ in: f.script, out: name })),
};

// A family's stylesheet is its CSS files joined by @import, so esbuild keeps their order.
const cssPlugin = {
  name: "families-css",
  setup(build) {
    build.onResolve({ filter: /^family:/ }, (a) => ({ path: a.path.slice(7), namespace: "family" }));
    build.onLoad({ filter: /.*/, namespace: "family" }, (a) => ({
      contents: ALL_STYLES[a.path].styles.map((s) => `@import "./${s}";`).join("\n"),
      resolveDir: here,
      loader: "css",
    }));
  },
};
const styles = {
  ...common,
  sourcemap: false,
  plugins: [cssPlugin],
  entryPoints: Object.keys(ALL_STYLES).map((name) => ({ in: "family:" + name, out: name })),
};

const main = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (main && watch) {
  for (const options of [scripts, styles]) await (await esbuild.context(options)).watch();
  console.log(`watching ${here}, writing ${outdir}`);
} else if (main) {
  await esbuild.build(scripts);
  await esbuild.build(styles);
}
