import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

loadPyodide({ indexURL: new URL("../vendor/pyodide/", import.meta.url).href })
  .then(() => self.postMessage("ready"), (err) => self.postMessage("failed: " + err));
