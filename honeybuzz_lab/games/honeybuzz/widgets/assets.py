"""The widgets' front end: see :mod:`honeybuzz_lab.core.assets` (kept here as the old path)."""

from ....core.assets import (  # noqa: F401 (re-exported: the old import path)
    DEV_VARIABLE,
    FAMILIES,
    STATIC,
    STYLESHEETS,
    BundleError,
    built_file,
    bundle,
    css,
    dev_mode,
    esm,
    lesson_stylesheet,
    stylesheet,
    table_bundle,
    table_stylesheet,
)
