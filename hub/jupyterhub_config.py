"""JupyterHub for a class: every learner logs in, gets their own copy of the lessons (both
languages) in their own folder, and their progress goes to their own store.

Run from the checkout, in the venv that has ``pip install -e '.[hub]'`` and
configurable-http-proxy on the PATH (``npm install -g configurable-http-proxy``)::

    jupyterhub -f hub/jupyterhub_config.py

Settings come from the environment (defaults in brackets):

- ``HONEYBUZZ_HUB_HOMES``: where each learner's folder is made [/srv/honeybuzz/homes];
- ``HONEYBUZZ_HUB_PASSWORD``: the class password [none: any password];
- ``HONEYBUZZ_HUB_PORT``: the port on 127.0.0.1 [8000] (put a TLS proxy in front of it).

As written it is the tested recipe (tests/browser/test_hub_browser.py): one operating-system
user runs every learner's server (``SimpleLocalProcessSpawner``) and any name logs in
(``DummyAuthenticator``). On a school server swap these two for real ones (see README.md).
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

c = get_config()  # noqa: F821  (JupyterHub provides it)

CHECKOUT = Path(__file__).resolve().parent.parent
NOTEBOOKS = CHECKOUT / "notebooks"
HOMES = Path(os.environ.get("HONEYBUZZ_HUB_HOMES", "/srv/honeybuzz/homes"))

c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = int(os.environ.get("HONEYBUZZ_HUB_PORT", "8000"))
c.JupyterHub.hub_ip = "127.0.0.1"

c.JupyterHub.authenticator_class = "dummy"
if os.environ.get("HONEYBUZZ_HUB_PASSWORD"):
    c.DummyAuthenticator.password = os.environ["HONEYBUZZ_HUB_PASSWORD"]
c.Authenticator.allow_all = True

c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = str(HOMES / "{username}")
c.Spawner.cmd = [str(Path(sys.executable).parent / "jupyterhub-singleuser")]
c.Spawner.default_url = "/lab/tree/en/00_start_here.ipynb"
c.Spawner.args = [
    "--LabApp.news_url=None",
    "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
]
# More options for each learner's server, e.g. "--LabApp.expose_app_in_browser=True".
c.Spawner.args += os.environ.get("HONEYBUZZ_HUB_SERVER_ARGS", "").split()
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 120


def give_lessons(spawner) -> None:
    """Before a learner's server starts: their folder gets the lessons (the first time
    only, so their own edits stay) and their progress store lives in it."""
    home = HOMES / spawner.user.name
    home.mkdir(parents=True, exist_ok=True)
    for part in ("en", "hu", "images"):
        if not (home / part).exists():
            shutil.copytree(NOTEBOOKS / part, home / part)
    spawner.environment["HONEYBUZZ_LAB_DATA"] = str(home / "honeybuzz_lab_data")


c.Spawner.pre_spawn_hook = give_lessons
