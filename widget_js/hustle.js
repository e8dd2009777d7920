// The Honeycomb Hustle table widget: one HustleView (hustle/view.js) per view of the synced
// model, with a lesson's panel or a first game's coach beside it when the model holds one.
import { HustleView } from "./hustle/view.js";
import { reportPly } from "./pagekit.js";
import { lessonLayout } from "./lessonpanel.js";
import { firstGameLayout } from "./firstgame.js";

export default {
  render({ model, el }) {
    const lesson = lessonLayout(model, el); // a lesson's panel beside the table
    const first = firstGameLayout(model, el, lesson.surface); // a first game's coach over it
    const view = new HustleView(model, lesson.surface);
    lesson.attach(view);
    first.attach(view);
    const stopReports = reportPly(model);
    return () => {
      stopReports();
      view.destroy();
      first.destroy();
      lesson.destroy();
    };
  },
};
