// Benchmark baseline: boot bare Pyodide in a module worker, nothing else.
const worker = new Worker(new URL("./bare-worker.js", import.meta.url), { type: "module" });
worker.addEventListener("message", (e) => {
  performance.mark("pyodide-ready");
  document.documentElement.dataset.state = e.data;
});
