// The hive board widget: one BoardView per view of the synced model.
import { BoardView } from "./boardview.js";
import { reportPly } from "./pagekit.js";

// A static page (no kernel) renders the board from this stand-in model.
export { offlineModel } from "./pagekit.js";

const widget = {
  render({ model, el: root }) {
    const view = new BoardView(model, root);
    const stopReports = reportPly(model);
    return () => {
      stopReports();
      view.destroy();
    };
  },
};
export default widget;
