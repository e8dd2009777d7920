"""Hand-built hives used across the hive tests (each checked against the rulings in tests)."""

# A cell at (0,0) of each nectar type, closed by the last tile in the list.
WILDFLOWER = "F(1,0)NW F(0,-1)SW F(-1,1)E"
ROSEMARY = "F(1,0)E F(1,-1)NE F(0,-1)SW F(-1,1)E"
CHERRY_BLOSSOM = "F(1,0)E F(1,-1)W F(-1,0)W F(-1,1)E"
ACACIA = "F(1,0)E F(1,-1)NE F(0,-1)NW F(-1,0)W F(-1,1)E"
BARREN = "F(1,0)E F(1,-1)NE F(0,-1)NW F(-1,0)W F(-1,1)SW F(0,1)SE"

# An enclosed region of four empty hexes.
POCKET = "F(0,0)NW F(1,0)NE F(2,-2)NE F(2,-4)E F(-1,-1)NW F(1,-3)W"
POCKET_HEXES = {(0, -2), (1, -2), (1, -1), (2, -3)}

# A pocket of thirteen hexes whose middle hex (-4,3) touches no tile.
BIG_POCKET = (
    "F(0,0)SW F(-1,2)SW F(-3,5)NE F(-5,6)NE F(-6,5)SE F(-2,0)SE F(-3,0)SW F(-6,2)NE "
    "F(-8,3)NE F(-8,1)E F(0,2)NE F(0,3)E F(-7,5)SW F(-6,3)SW"
)
BIG_POCKET_HEXES = {
    (-6, 4), (-5, 2), (-5, 3), (-5, 4), (-5, 5), (-4, 2), (-4, 3),
    (-4, 4), (-3, 1), (-3, 2), (-3, 3), (-3, 4), (-2, 2),
}  # fmt: skip

# Three cells around the tile hex (0,0): one cluster.
CLUSTER = "F(0,0)NE F(1,-2)W F(-1,0)NW F(1,1)W F(2,-1)SE F(-3,1)E F(-2,2)E"
CLUSTER_CELLS = {(1, 0), (-1, 1), (0, -1)}

# Three cells in a straight line.
LINE = "F(0,0)W F(1,-1)NW F(0,-2)SW F(0,1)E F(2,2)W F(2,0)NW F(3,0)SE"
LINE_CELLS = [(0, -1), (1, 0), (2, 1)]

# N(1,0)SE closes two cells, both next to the Produce icon at (0,0); three Produce tiles
# activate together.
TWO_CELLS = "P(0,0)SW P(1,-2)SW N(2,-2)SE F(3,-3)E F(5,-2)W M(7,-3)W P(0,2)W"
TWO_CELLS_MOVE = "N(1,0)SE"
