// The Settings panel: the game's rule options (from the bridge's `hello`: the options that
// apply from the next match, a note on when they apply and a way to start a new match now,
// then those that apply at once), the bot speed, the language and the game's own on/off
// preferences. Every change is reported at once through `onChange(name, value)`; the
// controller decides when it takes effect.
//
// The words are the game's (its namespace: `settings.<name>` the legend, `settings.<name>.
// <value>` a choice, `settings.<name>.<value>.about` a choice's summary where it has one,
// `settings.next_match`, `settings.next_match_pending` with one {placeholder} per option
// that applies from the next match, `settings.at_once`, and `settings.<pref>` for its on/off
// preferences), but for the speed and the language, which are the house's.
//
// Languages are buttons, each with the language's name in itself (so a person finds theirs
// whatever language the page is in): pressing one reloads the page in it, an explicit
// action rather than a radio's or select's change, which arrow keys would trigger while
// merely browsing the list.
import { LANGUAGE_INFO, t } from "../i18n/index.js";
import { SPEEDS } from "../settings.js";
import { el } from "./dom.js";
import { Panel } from "./dialog.js";

export class SettingsPanel extends Panel {
  /**
   * @param {object} opts
   * @param {import("../i18n/index.js").Strings} opts.strings the game's namespace
   * @param {{name: string, values: any[], applies: string}[]} opts.options the game's rule options (hello)
   * @param {string[]} opts.checks the game's on/off preferences, in order
   * @param {() => object} opts.values the settings in effect (Settings.all())
   * @param {() => object|null} opts.current the match in progress's settings, or null
   * @param {(name: string, value: any) => void} opts.onChange
   * @param {() => void} opts.onNewMatch "Start a new match now"
   */
  constructor({ strings, options, checks, values, current, onChange, onNewMatch }) {
    super({ id: "settings", title: t("settings.title"), className: "panel-settings" });
    this.values = values;
    this.current = current;
    this.strings = strings;
    this.later = options.filter((o) => o.applies !== "now").map((o) => o.name);
    this.inputs = {};
    const form = el("form", "settings-form");
    form.addEventListener("submit", (e) => e.preventDefault());
    const words = (name, value) => (name === "speed" ? t(`settings.speed.${value}`) : strings.t(`settings.${name}.${value}`));
    this.words = words;

    const group = (name, choices) => {
      const withAbout = choices.some((value) => strings.has(`settings.${name}.${value}.about`));
      const fs = el("fieldset", `setting setting-${name}`);
      fs.dataset.setting = name;
      fs.append(el("legend", "", name === "speed" ? t("settings.speed") : strings.t(`settings.${name}`)));
      const box = el("div", withAbout ? "choices choices-long" : "choices");
      for (const value of choices) {
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
        const text = el("span", "choice-name", words(name, value));
        text.id = `${id}-name`;
        label.append(input, text);
        if (withAbout) {
          input.setAttribute("aria-labelledby", text.id); // the name alone; the summary describes it
          const about = el("span", "choice-about", strings.t(`settings.${name}.${value}.about`));
          about.id = `${id}-about`;
          input.setAttribute("aria-describedby", about.id);
          label.append(about);
        }
        box.append(label);
        this.inputs[`${name}:${value}`] = input;
      }
      fs.append(box);
      return fs;
    };

    const parts = options.filter((o) => o.applies !== "now").map((o) => group(o.name, o.values));
    if (parts.length) {
      this.pending = el("p", "setting-note setting-pending");
      this.pending.setAttribute("role", "status");
      const newMatch = el("button", "btn btn-primary", t("settings.new_match"));
      newMatch.type = "button";
      newMatch.addEventListener("click", () => {
        this.close();
        onNewMatch();
      });
      this.pendingRow = el("div", "setting-pending-row");
      this.pendingRow.append(this.pending, newMatch);
      parts.push(el("p", "setting-note", strings.t("settings.next_match")), this.pendingRow);
    }
    parts.push(...options.filter((o) => o.applies === "now").map((o) => group(o.name, o.values)),
      group("speed", Object.keys(SPEEDS)), el("p", "setting-note", strings.t("settings.at_once")));

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
    parts.push(langField);

    // the game's remembered on/off choices: a checkbox each, labelled by its message
    this.checks = {};
    for (const name of checks) {
      const field = el("div", `setting setting-${name}`);
      const input = el("input");
      input.type = "checkbox";
      input.id = `set-${name}`;
      input.addEventListener("change", () => onChange(name, input.checked));
      const label = el("label", "check", "");
      label.htmlFor = input.id;
      label.append(input, el("span", "", strings.t(`settings.${name}`)));
      field.append(label);
      this.checks[name] = input;
      parts.push(field);
    }

    const done = el("button", "btn", t("settings.done"));
    done.type = "button";
    done.addEventListener("click", () => this.close());
    const actions = el("div", "panel-actions");
    actions.append(done);
    form.append(...parts);
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
    if (!this.pendingRow) return;
    // the next match's options, when they differ from the match in progress
    const cur = this.current();
    const differs = Boolean(cur) && this.later.some((name) => cur[name] !== v[name]);
    this.pendingRow.hidden = !differs;
    this.pending.textContent = differs ? this.strings.t("settings.next_match_pending",
      Object.fromEntries(this.later.map((name) => [name, this.words(name, v[name])]))) : "";
  }
}
