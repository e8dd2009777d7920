// The solitaire variant on the table: the drones' strip near the top of the body.
import { SoloPart } from "./part.js";

export default {
  module: "solo",
  key: "solo",
  parts: [{ name: "solo", Part: SoloPart, after: "scores" }],
};
