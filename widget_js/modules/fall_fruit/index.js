// Fall Fruit on the table: the fall field after the woodland, the fruit market after the market.
import { FruitFieldPart } from "./field.js";
import { FruitMarketPart } from "./market.js";

export default {
  module: "fall.fruit",
  key: "fruit",
  rootClass: "hbt-fall",
  parts: [
    { name: "fruit", Part: FruitFieldPart, after: "woodland" },
    { name: "fruit", Part: FruitMarketPart, after: "market" },
  ],
  // the fruit order stack says what it is (Python names its index)
  hooks: {
    orderTitle: (s, i, view) => (s.fruit && s.fruit.stack === i ?
      view.t("table.fall.fruit.stack") : null),
  },
};
