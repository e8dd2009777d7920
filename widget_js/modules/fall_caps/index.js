// Nectar Caps on the table: the caps left under the decision (a whole table only), and the
// caps and trophies after the board row.
import { CapsNowPart, CapsPart } from "./part.js";

export default {
  module: "fall.caps",
  key: "caps",
  rootClass: "hbt-fall",
  parts: [
    { name: "caps", Part: CapsNowPart, after: "decision", app: true },
    { name: "caps", Part: CapsPart, after: "board" },
  ],
};
