"""VS Code's widget renderer, headless: the board drawn and played through the bundle that
VS Code's Jupyter extension draws widgets with, fed by a real ipykernel.

VS Code does not talk to the kernel from the notebook's webview: its extension host holds the
kernel's connection and passes the kernel's messages to the webview, and the webview's back,
by postMessage. In the webview, a ``@jupyterlab/services`` KernelConnection whose "web socket"
is that postMessage channel feeds the widget manager of ``@vscode/jupyter-ipywidgets8`` (the
npm package VS Code's renderer loads; its dist is one ES module exporting ``activate()``:
``activate()`` sets ``window.vscIPyWidgets8 = {load, unload}``, ``load()`` defines
``@jupyter-widgets/base``, ``controls`` and ``output`` for requirejs and sets
``window.vscIPyWidgets = {WidgetManager}``; ``new WidgetManager(kernel, element, scriptLoader,
logger, widgetState)`` listens for the kernel's ``jupyter.widget`` comms, and a widget from any
other module (anywidget) is loaded through ``scriptLoader.loadWidgetScript(module, version)``
and requirejs: VS Code serves the kernel environment's
``share/jupyter/nbextensions/<module>/index.js``). An output of type
``application/vnd.jupyter.widget-view+json`` is drawn with ``get_model``, ``create_view`` and
``display_view``.

Here the test process plays the extension host: it starts an ipykernel with jupyter_client,
runs the notebook's cells, forwards every iopub message and the replies to the page's
requests to the page (``page.evaluate``), and the page's messages to the kernel
(``page.expose_function``); like VS Code, it gives the page a cell's widget output only once
the page has handled the kernel's messages before it. The page is shaped like the webview:
requirejs, the bundle, the KernelConnection over the relay, an element per widget output.

Checked: the board draws (its SVG with the hive's tiles), a tile picked and placed by mouse
clicks reaches the kernel (the board's history holds the placement) and the page draws the
new tile; a game table draws its seats and a click on it plays an action in the kernel; a
lesson draws its panel beside its board; no page error, no request leaves the page's
own files. Not checked: VS Code itself (its webview's content security policy, its key
bindings, its widths, its theme's CSS variables).

Needs npm (``@vscode/jupyter-ipywidgets8``, ``@jupyterlab/services``, requirejs and esbuild,
installed once into ~/.cache/honeybuzz_lab/vscode); skipped with the reason when npm cannot
fetch them.
"""

from __future__ import annotations

import ast
import base64
import json
import shutil
import subprocess
import sys
import tarfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from .boardpage import hex_xy
from .tablepage import KERNEL_HELPERS, click_action, hive_selector, table

REPO = Path(__file__).resolve().parents[2]
BUNDLE = "@vscode/jupyter-ipywidgets8@1.0.9"
PACKAGES = ["@jupyterlab/services@7.6.6", "requirejs@2.3.8", "esbuild@0.28.2"]
CACHE = Path.home() / ".cache" / "honeybuzz_lab" / "vscode"
ORIGIN = "https://vscode-webview.test"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

SERVICES_ENTRY = """
export { KernelConnection } from '@jupyterlab/services/lib/kernel/default';
export { ServerConnection } from '@jupyterlab/services/lib/serverconnection';
"""

# The webview: requirejs, the KernelConnection bundle, then the renderer's module.
PAGE = """<!doctype html>
<html><head><meta charset="utf-8">
<script src="/require.js"></script>
<script src="/services.js"></script>
</head>
<body style="margin: 0; padding: 8px 20px; background: #fff">
<div id="outputs"></div>
<script type="module" src="/renderer.js"></script>
</body></html>
"""

# What VS Code's renderer does in the webview, with the relay to the test process standing in
# for postMessage to the extension host.
RENDERER = r"""
import { activate } from '/ipywidgets.js';

const toBase64 = (b) => {
  const bytes = b instanceof ArrayBuffer ? new Uint8Array(b)
    : new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  let s = '';
  for (const x of bytes) s += String.fromCharCode(x);
  return btoa(s);
};
const fromBase64 = (s) => {
  const raw = atob(s);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return new DataView(bytes.buffer);
};

// The kernel's "web socket": messages go to the test process (the extension host's side)
// and come back from it, as VS Code passes them by postMessage.
let socket = null;
class PostMessageSocket {
  constructor(url) {
    this.url = url;
    this.protocol = '';
    this.readyState = 0;
    socket = this;
    setTimeout(() => { this.readyState = 1; this.onopen?.({}); }, 0);
  }
  send(msg) {
    const buffers = (msg.buffers || []).map(toBase64);
    window.vscodeToKernel(JSON.stringify({ ...msg, buffers }));
  }
  close() { this.readyState = 3; }
}
window.vscodeFromKernel = (texts) => {
  for (const text of texts) {
    const msg = JSON.parse(text);
    msg.buffers = (msg.buffers || []).map(fromBase64);
    socket.onmessage({ data: msg });
  }
};

activate();
window.vscIPyWidgets8.load();
const settings = JLServices.ServerConnection.makeSettings({
  baseUrl: location.origin + '/', wsUrl: 'wss://vscode-webview.test/',
  WebSocket: PostMessageSocket,
  serializer: { serialize: (m) => m, deserialize: (m) => m },
});
const kernel = new JLServices.KernelConnection({
  model: { id: 'kernel', name: 'python3' }, serverSettings: settings,
  username: 'vscode', clientId: crypto.randomUUID(),
});
window.widgetErrors = [];
const scriptLoader = {
  widgetsRegisteredInRequireJs: new Set(),
  successHandler() {},
  errorHandler(className, moduleName, moduleVersion, error) {
    window.widgetErrors.push(`${moduleName}@${moduleVersion} ${className}: ${error}`);
  },
  async loadWidgetScript(moduleName, moduleVersion) {
    const url = await window.vscodeWidgetScript(moduleName, moduleVersion);
    if (!url) throw new Error(`no script for ${moduleName}`);
    window.requirejs.config({ paths: { [moduleName]: url.replace(/\.js$/, '') } });
    this.widgetsRegisteredInRequireJs.add(moduleName);
  },
};
const manager = new window.vscIPyWidgets.WidgetManager(
  kernel, document.getElementById('outputs'), scriptLoader, (m) => console.debug(m), undefined);

// One notebook output of the widget-view type, drawn as the renderer draws it.
window.renderWidgetOutput = async (data) => {
  const el = document.createElement('div');
  el.className = 'cell-output';
  document.getElementById('outputs').append(el);
  const model = await manager.get_model(data.model_id);
  const view = await manager.create_view(model, { el });
  await manager.display_view(data, view, { node: el });
  return true;
};
// VS Code's extension host holds back the kernel's next messages (the cell's outputs among
// them) until the webview says it has handled an iopub message.
kernel.iopubMessage.connect((_, msg) => window.vscodeIopubHandled(msg.header.msg_id));
window.rendererReady = true;
"""


def _run(command: list[str], cwd: Path) -> None:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if done.returncode != 0:
        tail = (done.stderr or done.stdout)[-400:]
        pytest.skip(
            f"could not fetch or build VS Code's widget renderer ({command[0]} failed): {tail}"
        )


def renderer_files() -> dict[str, Path]:
    """The webview's files, fetched once with npm into the cache: page path -> file."""
    bundle = CACHE / "package" / "dist" / "ipywidgets.js"
    services = CACHE / "services.js"
    if not bundle.exists() or not services.exists():
        if not shutil.which("npm"):
            pytest.skip("npm is missing: it fetches VS Code's widget renderer")
        CACHE.mkdir(parents=True, exist_ok=True)
        _run(
            ["npm", "install", "--no-audit", "--no-fund", "--prefix", str(CACHE), *PACKAGES], CACHE
        )
        _run(["npm", "pack", "--pack-destination", str(CACHE), BUNDLE], CACHE)
        with tarfile.open(CACHE / "vscode-jupyter-ipywidgets8-1.0.9.tgz") as tar:
            tar.extractall(CACHE, filter="data")
        (CACHE / "services-entry.js").write_text(SERVICES_ENTRY, encoding="utf-8")
        _run(
            [
                str(CACHE / "node_modules" / ".bin" / "esbuild"),
                "services-entry.js",
                "--bundle",
                "--format=iife",
                "--global-name=JLServices",
                "--platform=browser",
                '--define:process.env.NODE_ENV="production"',
                f"--outfile={services}",
            ],
            CACHE,
        )
    return {
        "/ipywidgets.js": bundle,
        "/services.js": services,
        "/require.js": CACHE / "node_modules" / "requirejs" / "require.js",
    }


def _jsonable(msg: dict, channel: str) -> str:
    from jupyter_client.jsonutil import json_default

    out = {k: msg[k] for k in ("header", "parent_header", "metadata", "content")}
    out["channel"] = channel
    out["buffers"] = [base64.b64encode(bytes(b)).decode() for b in msg.get("buffers") or []]
    return json.dumps(out, default=json_default)


class ExtensionHost:
    """The extension host's part: one kernel, its messages passed to and from the page."""

    def __init__(self, page: Any, client: Any):
        self.page = page
        self.client = client
        self.from_page: set[str] = set()  # ids of the page's requests
        self.replies: dict[str, dict] = {}  # the test's own requests: id -> reply
        self.idle: set[str] = set()  # the test's requests the kernel has finished
        self.outputs: dict[str, list[dict]] = {}  # id -> display/result/error/stream contents
        self.kernel_prefix = ""
        self.unhandled: set[str] = set()  # iopub messages passed to the page, not yet handled
        self.held: list[str] | None = None  # model updates held back from the page (a test's)

    def iopub_handled(self, msg_id: str) -> None:
        self.unhandled.discard(msg_id)

    def to_kernel(self, text: str) -> None:
        msg = json.loads(text)
        buffers = [base64.b64decode(b) for b in msg.pop("buffers", [])]
        channel = msg.pop("channel")
        socket = {"shell": self.client.shell_channel, "control": self.client.control_channel}
        self.from_page.add(msg["header"]["msg_id"])
        self.client.session.send(socket[channel].socket, msg, buffers=buffers)

    def widget_script(self, module: str, version: str) -> str:
        """Where VS Code finds a widget's script: the kernel environment's nbextensions."""
        index = (
            Path(self.kernel_prefix) / "share" / "jupyter" / "nbextensions" / module / "index.js"
        )
        return f"{ORIGIN}/nbextensions/{module}/index.js" if index.exists() else ""

    def pump(self) -> None:
        """Pass what the kernel sent to the page (and let the page's calls in)."""
        batch: list[str] = []
        for channel, name in (
            (self.client.iopub_channel, "iopub"),
            (self.client.shell_channel, "shell"),
        ):
            while channel.msg_ready():
                msg = channel.get_msg(timeout=0)
                parent = msg["parent_header"].get("msg_id", "")
                kind = msg["msg_type"]
                update = kind == "comm_msg" and msg["content"]["data"].get("method") == "update"
                if self.held is not None and name == "iopub" and update:
                    self.held.append(_jsonable(msg, name))
                    continue
                if name == "iopub" or parent in self.from_page:
                    batch.append(_jsonable(msg, name))
                if name == "iopub":
                    self.unhandled.add(msg["header"]["msg_id"])
                if name == "shell" and parent not in self.from_page:
                    self.replies[parent] = msg
                if (
                    name == "iopub"
                    and kind == "status"
                    and msg["content"]["execution_state"] == "idle"
                ):
                    self.idle.add(parent)
                if name == "iopub" and kind in (
                    "display_data",
                    "execute_result",
                    "error",
                    "stream",
                ):
                    self.outputs.setdefault(parent, []).append({"type": kind, **msg["content"]})
        if batch:
            self.page.evaluate("(texts) => window.vscodeFromKernel(texts)", batch)
        else:
            self.page.wait_for_timeout(15)  # lets the page's calls (to_kernel) be delivered

    def until(self, done: Callable[[], Any], timeout: float = 20.0, what: str = "") -> Any:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.pump()
            value = done()
            if value:
                return value
        raise AssertionError(f"timed out waiting for {what or done}")

    def run(self, code: str, expressions: dict[str, str] | None = None) -> dict:
        """Run a cell as VS Code runs one; its reply (errors raise)."""
        msg_id = self.client.execute(code, user_expressions=expressions or {})
        self.until(lambda: msg_id in self.replies and msg_id in self.idle, 30, f"cell {code!r}")
        reply = self.replies[msg_id]["content"]
        errors = [o for o in self.outputs.get(msg_id, []) if o["type"] == "error"]
        assert reply["status"] == "ok" and not errors, (reply, errors)
        return {"reply": reply, "outputs": self.outputs.get(msg_id, [])}

    def value(self, expression: str) -> Any:
        """A JSON value read from the kernel."""
        reply = self.run("", {"v": f"__import__('json').dumps({expression})"})["reply"]
        result = reply["user_expressions"]["v"]
        assert result["status"] == "ok", result
        return json.loads(ast.literal_eval(result["data"]["text/plain"]))

    def show(self, code: str, hold_updates: bool = False) -> None:
        """Run a cell whose output is a widget, and draw the output as the renderer does
        (``hold_updates``: the widget's updates after it opened reach the page only once its
        view is drawn, as a slow host may deliver them)."""
        if hold_updates:
            self.held = []
        views = [o for o in self.run(code)["outputs"] if WIDGET_VIEW in o.get("data", {})]
        # The output goes to the renderer once the page has handled the messages before it.
        self.until(lambda: not self.unhandled, what="the page to handle the kernel's messages")
        assert len(views) == 1, f"the cell showed {len(views)} widget outputs"
        self.page.evaluate(
            """(d) => {
                window.rendered = null;
                window.renderWidgetOutput(d).then(
                    () => { window.rendered = 'drawn'; }, (e) => { window.rendered = String(e); });
            }""",
            views[0]["data"][WIDGET_VIEW],
        )
        state = self.until(
            lambda: self.page.evaluate("() => window.rendered"), what="the widget drawn"
        )
        held, self.held = self.held, None
        if held:
            self.page.evaluate("(texts) => window.vscodeFromKernel(texts)", held)
        assert state == "drawn", state


@pytest.fixture(scope="module")
def webview(
    browser: Any, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Any, ExtensionHost, dict]]:
    from jupyter_client.kernelspec import KernelSpecManager
    from jupyter_client.manager import KernelManager

    files = renderer_files()
    specs = tmp_path_factory.mktemp("vscode-kernels")
    (specs / "hb-vscode").mkdir()
    spec = {
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "Python 3 (ipykernel)",
        "language": "python",
        "env": {"PYTHONPATH": str(REPO), "HONEYBUZZ_LAB_DATA": str(specs / "data")},
    }
    (specs / "hb-vscode" / "kernel.json").write_text(json.dumps(spec), encoding="utf-8")
    manager = KernelManager(
        kernel_name="hb-vscode", kernel_spec_manager=KernelSpecManager(kernel_dirs=[str(specs)])
    )
    manager.start_kernel()
    client = manager.blocking_client()
    client.start_channels()
    context = browser.new_context(viewport={"width": 1000, "height": 800})
    page = context.new_page()
    seen: dict[str, list[str]] = {"errors": [], "elsewhere": []}
    try:
        client.wait_for_ready(timeout=60)
        host = ExtensionHost(page, client)
        nbextensions: list[Path] = []

        def serve(route: Any) -> None:
            path = route.request.url.removeprefix(ORIGIN).split("?")[0]
            if path == "/":
                route.fulfill(body=PAGE, content_type="text/html")
            elif path == "/renderer.js":
                route.fulfill(body=RENDERER, content_type="text/javascript")
            elif path in files:
                route.fulfill(path=str(files[path]), content_type="text/javascript")
            elif path.startswith("/nbextensions/anywidget/"):
                route.fulfill(
                    path=str(nbextensions[0] / path.rsplit("/", 1)[1]),
                    content_type="text/javascript",
                )
            else:
                seen["elsewhere"].append(route.request.url)
                route.abort()

        context.route("**/*", serve)
        page.on("pageerror", lambda e: seen["errors"].append(str(e)))
        page.on("console", lambda m: m.type == "error" and seen["errors"].append(m.text))
        page.expose_function("vscodeToKernel", host.to_kernel)
        page.expose_function("vscodeWidgetScript", host.widget_script)
        page.expose_function("vscodeIopubHandled", host.iopub_handled)
        page.goto(ORIGIN + "/")
        page.wait_for_function("() => window.rendererReady === true", timeout=30_000)
        host.kernel_prefix = host.value("__import__('sys').prefix")
        nbextensions.append(
            Path(host.kernel_prefix) / "share" / "jupyter" / "nbextensions" / "anywidget"
        )
        yield page, host, seen
    finally:
        context.close()
        client.stop_channels()
        manager.shutdown_kernel(now=True)


TILES = (
    "(n) => document.querySelectorAll('.hb-board .hb-svg .hb-layer-tiles .hb-tile').length === n"
)
# A legal Produce placement, found by the kernel: its anchor, direction and notation.
FIND_PLACEMENT = """
_e = next(e for e in board.hive.legal_placements('produce') if e.new_cells)
_spot = {"anchor": list(_e.tile.anchor), "d": _e.tile.direction, "notation": _e.tile.notation}
"""


def test_board_draws_and_a_click_places_a_tile(webview: tuple[Any, ExtensionHost, dict]) -> None:
    page, host, seen = webview
    host.run(
        "from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard\n"
        "from honeybuzz_lab.games.honeybuzz.hive import Hive"
    )
    host.show("board = HiveBoard(Hive.starting('star'))\nboard")
    host.until(lambda: page.evaluate(TILES, 4), what="the board's four tiles")
    host.run(FIND_PLACEMENT)
    spot = host.value("_spot")
    board = page.locator(".hb-board")
    board.locator("button[data-action=produce]").click()
    host.until(
        lambda: (
            board.locator("button[data-action=produce]").get_attribute("aria-checked") == "true"
        ),
        what="the tile picked",
    )
    host.until(
        lambda: host.value("getattr(board.selected, 'value', None)") == "produce",
        what="the pick in the kernel",
    )
    names = ["E", "NE", "NW", "W", "SW", "SE"]
    for _ in range(6):
        if board.locator(".hb-dir").text_content().split()[:2] == ["Tail", names[spot["d"]]]:
            break
        board.locator(".hb-rotate button").first.click()
    x, y = hex_xy(page, tuple(spot["anchor"]))
    page.mouse.click(x, y)
    host.until(lambda: page.evaluate(TILES, 5), what="the placed tile drawn")
    assert host.value("[t.notation for t in board.history.moves]") == [spot["notation"]]
    assert host.value("len(board.hive)") == 5
    assert not seen["errors"], seen["errors"]
    assert not seen["elsewhere"], seen["elsewhere"]
    assert page.evaluate("() => window.widgetErrors") == []


def test_game_table_draws_and_a_click_plays_an_action(
    webview: tuple[Any, ExtensionHost, dict],
) -> None:
    page, host, seen = webview
    host.run(
        "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot\n"
        "from honeybuzz_lab.games.honeybuzz.widgets import GameTable"
    )
    host.show("table = GameTable(Game.new(['Anna', 'Ben'], seed=1), bot_delay=0)\ntable")
    host.run(KERNEL_HELPERS)
    host.until(
        lambda: page.evaluate("() => document.querySelector('.hbt-table')?.dataset.ply") == "0",
        what="the table",
    )
    t = table(page)
    assert t.locator(hive_selector(0)).count() == 1 and t.locator(hive_selector(1)).count() == 1
    step = host.value("_next(GreedyBot(3))")
    click_action(page, step["player"], step["action"], step["id"])
    host.until(lambda: host.value("len(table.game.actions)") == 1, what="the action in the kernel")
    host.until(
        lambda: page.evaluate("() => document.querySelector('.hbt-table').dataset.ply") == "1",
        what="the table redrawn",
    )
    assert not seen["errors"], seen["errors"]
    assert not seen["elsewhere"], seen["elsewhere"]


def test_lesson_draws_its_panel_beside_its_board(webview: tuple[Any, ExtensionHost, dict]) -> None:
    page, host, seen = webview
    host.run("from honeybuzz_lab.games.honeybuzz.lessons import Lesson")
    host.show("lesson = Lesson('hive_and_tiles')\nlesson")
    host.until(
        lambda: page.evaluate(
            "() => [...document.querySelectorAll('.hb-lesson .hb-lesson-panel')]"
            ".some((p) => p.innerText.trim().length > 20)"
        ),
        what="the lesson's panel",
    )
    assert page.locator(".hb-lesson .hb-board .hb-svg").count() == 1
    assert not seen["errors"], seen["errors"]
    assert not seen["elsewhere"], seen["elsewhere"]


def test_a_board_whose_updates_come_after_its_view_draws_them(
    webview: tuple[Any, ExtensionHost, dict],
) -> None:
    """A host may draw a widget before the updates sent right after it opened (its palette,
    its hive) have arrived: the board draws once they come, with no error."""
    page, host, seen = webview
    host.run(
        "from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard\n"
        "from honeybuzz_lab.games.honeybuzz.hive import Hive"
    )
    before = page.evaluate("() => document.querySelectorAll('.hb-board').length")
    host.show("late = HiveBoard(Hive.starting('star'))\nlate", hold_updates=True)
    host.until(
        lambda: page.evaluate(
            "(n) => { const b = document.querySelectorAll('.hb-board')[n];"
            " return b && b.querySelectorAll('.hb-layer-tiles .hb-tile').length === 4; }",
            before,
        ),
        what="the late board's four tiles",
    )
    assert not seen["errors"], seen["errors"]
    assert page.evaluate("() => window.widgetErrors") == []
