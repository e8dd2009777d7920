// Autumn Leaves on the table: the foliage beside the hive boxes' tile stacks.
import { LeavesPart, ghostLeaves, leafMarks, leafTop, stackLeaves, trayLeaves } from "./part.js";

export default {
  module: "fall.leaves",
  key: "leaves",
  rootClass: "hbt-fall",
  parts: [{ name: "leaves", Part: LeavesPart, after: "boxes" }],
  // the leaves on the stacks' top tiles, in the hives and on the tile being placed
  hooks: {
    stackExtra(s, kind) {
      const top = leafTop(s, kind);
      return top ? { text: top.text, draw: (button) => stackLeaves(button, top) } : null;
    },
    hiveMarks: leafMarks,
    ghostMarks: ghostLeaves,
    trayMarks: trayLeaves,
  },
};
