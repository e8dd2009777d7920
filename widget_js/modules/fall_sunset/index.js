// Sweetwater Sunset on the table: its strip near the top of the body, after the other strips.
import { SunsetPart } from "./part.js";

export default {
  module: "fall.sunset",
  key: "sunset",
  rootClass: "hbt-fall",
  parts: [{ name: "sunset", Part: SunsetPart, after: "scores", order: 1 }],
};
