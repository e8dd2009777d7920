// Autumn Leaves on the table: the foliage beside the hive boxes' tile stacks.
import { LeavesPart } from "./part.js";

export default {
  module: "fall.leaves",
  key: "leaves",
  rootClass: "hbt-fall",
  parts: [{ name: "leaves", Part: LeavesPart, after: "boxes" }],
};
