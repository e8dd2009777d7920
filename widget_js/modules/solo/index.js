// The solitaire variant on the table: the drones' strip near the top of the body.
import { SoloPart, boxDrone } from "./part.js";

export default {
  module: "solo",
  key: "solo",
  parts: [{ name: "solo", Part: SoloPart, after: "scores" }],
  // a drone on a hive box blocks it
  hooks: { boxBlocked: boxDrone },
};
