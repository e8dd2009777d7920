// Nectar Caps on the table: the caps left under the decision (a whole table only), and the
// caps and trophies after the board row.
import { CapsNowPart, CapsPart, capMarks, fanNote } from "./part.js";

export default {
  module: "fall.caps",
  key: "caps",
  rootClass: "hbt-fall",
  parts: [
    { name: "caps", Part: CapsNowPart, after: "decision", app: true },
    { name: "caps", Part: CapsPart, after: "board" },
  ],
  // the caps in the hives; a fan's hex says the capped tiles next to it make no honey
  hooks: { hiveMarks: capMarks, pickLabel: fanNote },
};
