"""honeybuzz_lab: learn, explore and teach Honey Buzz inside Jupyter."""

__version__ = "0.1.0"
