// The hive board widget: one BoardView per view of the synced model.
import { BoardView } from "./board/view.js";
import { lessonLayout } from "./lessonpanel.js";
import { reportPly } from "./pagekit.js";

// A static page (no kernel) renders the board from this stand-in model.
export { offlineModel } from "./pagekit.js";

const widget = {
  render({ model, el }) {
    const lesson = lessonLayout(model, el); // a lesson's panel beside the board
    const view = new BoardView(model, lesson.surface);
    lesson.attach(view);
    const stopReports = reportPly(model);
    return () => {
      stopReports();
      view.destroy();
      lesson.destroy();
    };
  },
};
export default widget;
