"""Shared test setup: kernels started by the tests import this checkout.

nbval runs each notebook in a kernel whose working directory is ``notebooks/``, so a
relative ``PYTHONPATH=.`` would not find the package there; the checkout's absolute path
is put in front instead (a no-op when the package is installed).
"""

import os
from pathlib import Path

REPO = str(Path(__file__).resolve().parent.parent)
_paths = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
os.environ["PYTHONPATH"] = os.pathsep.join([REPO, *(p for p in _paths if p != REPO)])
