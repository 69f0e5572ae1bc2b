// Summarises a V8 .cpuprofile (from `BENCH_PROFILE=dir npm run bench`): self time per function
// and total (inclusive) time per function, the top entries of each.
// Usage: node tests/bench/profile-summary.mjs file.cpuprofile [top]
import { readFileSync } from "node:fs";

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const deltas = profile.timeDeltas;
const selfUs = new Map();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

const label = (n) => {
  const f = n.callFrame;
  const where = f.url ? `${f.url.split("/").slice(-2).join("/")}:${f.lineNumber + 1}` : "";
  return `${f.functionName || "(anonymous)"} ${where}`.trim();
};
const self = new Map();
const inclusive = new Map();
for (const [id, us] of selfUs) {
  const n = byId.get(id);
  self.set(label(n), (self.get(label(n)) ?? 0) + us);
  // Each function on the stack once (recursion counted once).
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const l = label(byId.get(cur));
    if (seen.has(l)) continue;
    seen.add(l);
    inclusive.set(l, (inclusive.get(l) ?? 0) + us);
  }
}
const print = (title, map) => {
  console.log(`\n${title} (of ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [l, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${l}`);
};
print("Self time", self);
print("Total time", inclusive);
