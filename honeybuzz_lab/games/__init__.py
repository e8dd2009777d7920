"""The games of the lab, one package each; no game imports another."""
