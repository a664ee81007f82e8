// The Settings panel: rules preset, match length, computer level, bot speed, language, the
// card counter and the automatic pass. Every change is reported at once through `onChange(name, value)`; the
// app decides when it takes effect (preset and length: the next match; the rest: now).
//
// Languages are buttons, each with the language's name in itself (so a person finds theirs
// whatever language the page is in): pressing one reloads the page in it, an explicit
// action rather than a radio's or select's change, which arrow keys would trigger while
// merely browsing the list.
import { LANGUAGE_INFO, t } from "../i18n/index.js";
import { CHOICES } from "../settings.js";
import { el } from "./cards.js";
import { Panel } from "./dialog.js";

function labelOf(name, value) {
  return t(`settings.${name}.${value}`);
}

export class SettingsPanel extends Panel {
  /**
   * @param {object} opts
   * @param {() => object} opts.values the settings in effect (settings.js Settings.all())
   * @param {() => object|null} opts.current the match in progress's settings (preset, deals), or null
   * @param {(name: string, value: any) => void} opts.onChange
   * @param {() => void} opts.onNewMatch "Start a new match now"
   */
  constructor({ values, current, onChange, onNewMatch }) {
    super({ id: "settings", title: "settings.title", className: "panel-settings" });
    this.values = values;
    this.current = current;
    this.inputs = {};
    const form = el("form", "settings-form");
    form.addEventListener("submit", (e) => e.preventDefault());

    const group = (name, withAbout = false) => {
      const fs = el("fieldset", `setting setting-${name}`);
      fs.dataset.setting = name;
      fs.append(el("legend", "", t(`settings.${name}`)));
      const options = el("div", withAbout ? "choices choices-long" : "choices");
      for (const value of CHOICES[name]) {
        const id = `set-${name}-${value}`;
        const input = el("input");
        input.type = "radio";
        input.name = name;
        input.id = id;
        input.value = String(value);
        input.addEventListener("change", () => {
          if (input.checked) onChange(name, value);
        });
        const label = el("label", "choice");
        label.htmlFor = id;
        const text = el("span", "choice-name", labelOf(name, value));
        text.id = `${id}-name`;
        label.append(input, text);
        if (withAbout) {
          input.setAttribute("aria-labelledby", text.id); // the name alone; the summary describes it
          const about = el("span", "choice-about", t(`settings.${name}.${value}.about`));
          about.id = `${id}-about`;
          input.setAttribute("aria-describedby", about.id);
          label.append(about);
        }
        options.append(label);
        this.inputs[`${name}:${value}`] = input;
      }
      fs.append(options);
      return fs;
    };

    const nextNote = el("p", "setting-note", t("settings.next_match"));
    this.pending = el("p", "setting-note setting-pending");
    this.pending.setAttribute("role", "status");
    this.newMatch = el("button", "btn btn-primary", t("settings.new_match"));
    this.newMatch.type = "button";
    this.newMatch.addEventListener("click", () => {
      this.close();
      onNewMatch();
    });
    const pendingRow = el("div", "setting-pending-row");
    pendingRow.append(this.pending, this.newMatch);
    this.pendingRow = pendingRow;
    const nowNote = el("p", "setting-note", t("settings.at_once"));

    const langField = el("fieldset", "setting setting-lang");
    langField.dataset.setting = "lang";
    langField.append(el("legend", "", t("settings.lang")));
    const langNote = el("p", "setting-note", t("settings.lang.about"));
    langNote.id = "set-lang-about";
    langField.setAttribute("aria-describedby", langNote.id);
    const langs = el("div", "choices");
    this.langButtons = LANGUAGE_INFO.map(({ code, tag, name }) => {
      const b = el("button", "choice choice-lang", name);
      b.type = "button";
      b.lang = tag;
      b.dataset.lang = code;
      b.addEventListener("click", () => onChange("lang", code));
      langs.append(b);
      return b;
    });
    langField.append(langs, langNote);

    /** A remembered on/off choice: a checkbox labelled by its message. */
    const check = (name) => {
      const field = el("div", `setting setting-${name}`);
      const input = el("input");
      input.type = "checkbox";
      input.id = `set-${name}`;
      input.addEventListener("change", () => onChange(name, input.checked));
      const label = el("label", "check", "");
      label.htmlFor = input.id;
      label.append(input, el("span", "", t(`settings.${name}`)));
      field.append(label);
      this.checks[name] = input;
      return field;
    };
    this.checks = {};

    const done = el("button", "btn", t("settings.done"));
    done.type = "button";
    done.addEventListener("click", () => this.close());
    const actions = el("div", "panel-actions");
    actions.append(done);

    form.append(group("preset", true), group("deals"), nextNote, pendingRow, group("level"), group("speed"),
      nowNote, langField, check("counter"), check("autopass"));
    this.body.append(form, actions);
  }

  /** Reflect the settings in effect (called before opening and after every change). */
  onOpen() {
    const v = this.values();
    for (const [key, input] of Object.entries(this.inputs)) {
      const [name, value] = key.split(":");
      input.checked = String(v[name]) === value;
    }
    for (const b of this.langButtons) b.setAttribute("aria-pressed", b.dataset.lang === v.lang ? "true" : "false");
    for (const [name, input] of Object.entries(this.checks)) input.checked = Boolean(v[name]);
    const cur = this.current();
    const differs = cur && (cur.preset !== v.preset || cur.deals !== v.deals);
    this.pendingRow.hidden = !differs;
    this.pending.textContent = differs
      ? t("settings.next_match_pending", { preset: labelOf("preset", v.preset), deals: labelOf("deals", v.deals) })
      : "";
  }
}
