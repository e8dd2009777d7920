"""Files kept in a JupyterLite site's drive: the browser's storage, written whole.

In a JupyterLite site the Pyodide kernel mounts the site's files (those of the file
browser, which the page keeps in the browser's storage, IndexedDB) at ``/drive`` with
JupyterLite's ``DriveFS``, and starts in the notebook's folder there. What that file system
does (``@jupyterlite/services``, ``contents/drivefs.ts``), and what follows for the store:

- opening a file fetches its whole content from the page; writes change that copy only;
  closing a file opened for writing sends the whole content back, and the page has stored
  it before the close returns (a synchronous request through the site's service worker).
  A file is therefore replaced whole, never half written;
- a truncate goes to the stored file at once, apart from an open copy, and ``os.stat``
  gives the stored size, not the open copy's;
- there are no locks and no shared memory between kernels.

So SQLite cannot keep its file there itself (its WAL needs shared memory; a file it keeps
open would be stored only when closed, and its size checks would see the stored size).
The store keeps the database in memory instead, reads the file before each use and writes
it back whole after each write transaction (:class:`DriveFile`). Without a service worker
(a private window, some browsers) JupyterLite mounts no drive: :func:`browser_drive` is
None there, and the store can keep nothing past the page.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

#: Where JupyterLite's Pyodide kernel mounts the site's files.
DRIVE = Path("/drive")
#: The data folder in the drive (the file browser shows it at the top).
DRIVE_DATA = "honeybuzz_lab_data"


def browser_drive() -> Path | None:
    """The site's drive when this kernel runs in a JupyterLite page that mounts one."""
    if sys.platform != "emscripten":
        return None
    return DRIVE if DRIVE.is_dir() else None


def on_drive(path: Path, drive: Path | None) -> bool:
    """Whether ``path`` lies in the drive ``drive`` (False if there is none)."""
    if drive is None:
        return False
    return Path(os.path.abspath(path)).is_relative_to(drive)


#: A SQLite file's header: its first 16 bytes, then the write and read format versions.
_MAGIC, _WAL = b"SQLite format 3\x00", b"\x02\x02"


def sqlite_image(data: bytes) -> bytes:
    """A database file's bytes as SQLite reads them from memory: a file of a WAL-mode store
    (one copied from a laptop) is marked as a rollback-journal one (its WAL was
    checkpointed when the store closed; memory databases have none)."""
    if data[:16] == _MAGIC and data[18:20] == _WAL:
        return data[:18] + b"\x01\x01" + data[20:]
    return data


class DriveFile:
    """One file of the drive, read and written whole (see the module docstring)."""

    def __init__(self, path: Path):
        self.path = path

    def load(self) -> bytes | None:
        """The file's content, or None if there is no file (OSError if it cannot be read)."""
        try:
            return self.path.read_bytes()
        except FileNotFoundError:
            return None

    def save(self, data: bytes) -> None:
        """Store ``data`` as the file's whole content; OSError if the storage did not take it.

        An existing file is opened for update, not truncated (a truncate would store an
        empty file first): the data is written over it and sent back whole on close. Only
        if ``data`` is shorter than what is stored is the file truncated first.
        """
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            stored = self.path.stat().st_size
        except FileNotFoundError:
            stored = -1
        mode = "r+b" if 0 <= stored <= len(data) else "wb"
        try:
            with self.path.open(mode) as f:
                f.write(data)
            kept = self.path.stat().st_size
        except OSError:
            raise
        except Exception as e:  # the page did not answer (a JavaScript error in the kernel)
            raise OSError(f"the browser's storage did not answer: {e}") from None
        if kept != len(data):
            raise OSError(f"the browser's storage kept {kept} of {len(data)} bytes")
