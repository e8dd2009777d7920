// The setup guide: a check box, a picture and the words of each step. Python keeps the
// state in `_guide` ({title, progress, language, errors, steps: [{id, title, text, picture,
// done}]}); a check box sends {guide: "tick", step, done}.
import { keyedChildren } from "./pagekit.js";
import { companionErrors, companionRoot, html, onModel, setHtml } from "./companion_kit.js";

export class GuideView {
  constructor(model, el) {
    this.model = model;
    this.life = new AbortController();
    const signal = this.life.signal;
    this.say = companionRoot(el, "hbcomp-guide", signal);
    this.el = el;
    this.title = html("h3", { class: "hbcomp-title" }, el);
    this.progress = html("p", { class: "hbcomp-progress" }, el);
    this.errors = companionErrors(model, el, this.state.errors, signal);
    this.list = html("ol", { class: "hbcomp-steps" }, el);
    this.said = null;
    onModel(model, ["_guide"], () => this.render(), signal);
    this.render();
  }

  get state() {
    return this.model.get("_guide") || {};
  }

  render() {
    const s = this.state;
    this.el.setAttribute("lang", s.language || "en");
    this.el.setAttribute("aria-label", s.title || "");
    this.title.textContent = s.title || "";
    this.progress.textContent = s.progress || "";
    if (this.said !== null && this.said !== s.progress) this.say(s.progress || "");
    this.said = s.progress;
    this.errors.draw(s.errors);
    keyedChildren(this.list, s.steps || [], (step) => step.id,
      (step) => this.create(step), (node, step) => this.update(node, step));
  }

  create(step) {
    const li = html("li", { class: "hbcomp-step" });
    li.dataset.step = step.id;
    const head = html("label", { class: "hbcomp-tick" }, li);
    const box = html("input", { type: "checkbox", class: "hbcomp-box" }, head);
    html("span", { class: "hbcomp-step-title" }, head);
    box.addEventListener("change", () => {
      this.model.send({ guide: "tick", step: step.id, done: box.checked });
    }, { signal: this.life.signal });
    html("div", { class: "hbcomp-picture" }, li);
    html("p", { class: "hbcomp-step-text" }, li);
    this.update(li, step);
    return li;
  }

  update(li, step) {
    li.querySelector(".hbcomp-box").checked = Boolean(step.done);
    li.classList.toggle("hbcomp-done", Boolean(step.done));
    li.querySelector(".hbcomp-step-title").textContent = step.title;
    li.querySelector(".hbcomp-step-text").textContent = step.text;
    setHtml(li.querySelector(".hbcomp-picture"), step.picture || "");
  }

  destroy() {
    this.life.abort();
  }
}
