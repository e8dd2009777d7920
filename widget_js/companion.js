// The companion at the real table (honeybuzz_lab/companion): the setup guide, the score
// sheet and the referee, each one anywidget whose state Python keeps as plain data in one
// synced trait. This entry draws whichever the model holds: `_guide` (companion_guide.js),
// `_sheet` (companion_sheet.js) or `_referee` (companion_referee.js: the hive board's own
// view with the referee's questions under it).
import { GuideView } from "./companion_guide.js";
import { SheetView } from "./companion_sheet.js";
import { RefereeView } from "./companion_referee.js";
import { reportPly } from "./pagekit.js";

export { offlineModel } from "./pagekit.js";

const VIEWS = [["_referee", RefereeView], ["_sheet", SheetView], ["_guide", GuideView]];

const widget = {
  render({ model, el }) {
    const found = VIEWS.find(([trait]) => {
      const state = model.get(trait);
      return state && Object.keys(state).length;
    });
    if (!found) return () => {};
    const view = new found[1](model, el);
    const stopReports = reportPly(model);
    return () => {
      stopReports();
      view.destroy();
    };
  },
};
export default widget;
