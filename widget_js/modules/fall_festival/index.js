// Harvest Festival on the table: its board after the contests.
import { FestivalPart } from "./part.js";

export default {
  module: "fall.festival",
  key: "festival",
  rootClass: "hbt-fall",
  parts: [{ name: "festival", Part: FestivalPart, after: "contests" }],
};
