// Local tooling shared by `npm start`, `npm test` and `npm run bench`. Node built-ins only:
// it must run before dependencies are installed.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Environment for wrangler: offline, quiet, config kept inside the project. */
export const wranglerEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  XDG_CONFIG_HOME: join(root, ".config"),
  NO_COLOR: "1",
};

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: wranglerEnv, ...opts });
  if (res.status !== 0) {
    throw new Error(`${cmd} ${args.join(" ")} failed with exit code ${res.status}`);
  }
  return res;
}

/**
 * A fresh clone (no node_modules) installs exactly the lock file with `npm ci`, which also
 * fails when package.json and the lock file disagree; node_modules older than the lock file
 * (after a pull) is brought up to date with `npm install`.
 */
export function ensureInstalled() {
  const marker = join(root, "node_modules/.package-lock.json");
  const lock = join(root, "package-lock.json");
  if (!existsSync(marker)) {
    console.log("Installing dependencies (npm ci)…");
    run("npm", ["ci", "--no-audit", "--no-fund"]);
  } else if (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000) {
    console.log("Updating dependencies (npm install)…");
    run("npm", ["install", "--no-audit", "--no-fund"]);
  }
}

/** A local SESSION_SECRET for wrangler dev; never committed (.gitignore). */
export function ensureDevVars() {
  const file = join(root, ".dev.vars");
  if (!existsSync(file)) {
    writeFileSync(file, `SESSION_SECRET=${randomBytes(32).toString("hex")}\n`);
    console.log("Created .dev.vars with a random SESSION_SECRET");
  }
}

export function build() {
  run("npx", ["remix", "vite:build"]);
}

function persistArgs(persistTo) {
  return persistTo ? ["--persist-to", persistTo] : [];
}

export function migrateLocal(persistTo) {
  run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)]);
}

export function executeSqlFile(file, persistTo) {
  run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--file", file, ...persistArgs(persistTo)], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/**
 * Starts `wrangler dev --local` on the built Worker in its own process group and waits
 * until it answers. Returns the base URL and a stop function.
 * - `inspectorPort`: where devtools (or the bench's CPU profiler) can attach to the Worker
 *   (served unminified unless `unminified: false`).
 * - `env`: a wrangler.toml environment to serve (`production`: its vars, as deployed), else the default.
 * - `inspector: false` turns off wrangler's inspector proxy (its own rule: no inspector inside a
 *   VS Code debug terminal, read from VSCODE_INSPECTOR_OPTIONS). With it on, wrangler's node
 *   process and proxy worker handle every inspector message of the Worker — a debug-log line
 *   per D1 call and subrequest — which on the deck pages was about 60% of the local server's
 *   CPU per request: a cost of the dev tool, not of the Worker (docs/decisions/024-derived-data-at-write-time.md).
 * - `traces: false` turns off wrangler's local trace store (X_LOCAL_OBSERVABILITY): by default
 *   wrangler dev writes every span of every request (each D1 call, each subrequest) into a
 *   SQLite store inside the local server, for its local explorer. A deployed Worker does no such
 *   work in its request; locally it cost about 1.5 ms of the server's CPU per member page.
 * - `logLevel: "warn"` also drops the log line per request that the proxy posts to wrangler's
 *   node process (and the Worker's info logs with it: not for a caller that reads them).
 * - `logFile`: the server's output (when `quiet`) is also appended to this file.
 * @param {{ port: number | string, persistTo?: string, vars?: Record<string, string>, quiet?: boolean, inspectorPort?: number | string, env?: string, inspector?: boolean, unminified?: boolean, traces?: boolean, logLevel?: string, logFile?: string }} options
 */
export async function startWorker({
  port,
  persistTo,
  vars = {},
  quiet = true,
  inspectorPort = undefined,
  inspector = true,
  env = "",
  unminified = !!inspectorPort,
  traces = true,
  logLevel = undefined,
  logFile = undefined,
}) {
  const args = [
    "wrangler",
    "dev",
    "--local",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--show-interactive-dev-session=false",
  ];
  if (env) args.push("--env", env);
  if (logLevel) args.push("--log-level", logLevel);
  // A profile names functions only when the bundle is not minified.
  if (inspectorPort) args.push("--inspector-port", String(inspectorPort));
  if (unminified) args.push("--minify=false");
  args.push(...persistArgs(persistTo));
  for (const [k, v] of Object.entries(vars)) args.push("--var", `${k}:${v}`);
  const child = spawn("npx", args, {
    cwd: root,
    // The built app is served as in production: wrangler dev would otherwise bundle React's
    // development server renderer (several times slower, and not what is deployed).
    env: {
      ...wranglerEnv,
      NODE_ENV: "production",
      ...(inspector || inspectorPort ? {} : { VSCODE_INSPECTOR_OPTIONS: "off" }),
      ...(traces ? {} : { X_LOCAL_OBSERVABILITY: "false" }),
    },
    detached: true,
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  let output = "";
  const log = logFile ? createWriteStream(logFile, { flags: "a" }) : null;
  const keep = (d) => {
    output += d;
    log?.write(d);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  const deadline = Date.now() + 60_000;
  // Asked at least once after the deadline: a caller may have kept the event loop busy meanwhile.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/favicon.svg`);
      if (res.ok) return { url, stop, output: () => output, pid: child.pid };
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`wrangler dev did not answer within 60 s:\n${output}`);
}

export function ensureDir(path) {
  mkdirSync(path, { recursive: true });
  return path;
}

export function readJson(path) {
  return JSON.parse(readFileSync(path, "utf8"));
}

/**
 * Runs `use` with a loader of the repository's TypeScript modules in node (Vite, a dev
 * dependency, as the app's build uses it): `load("/app/…/x.ts")` gives the module's exports.
 * For tools outside the Worker: the bench's in-process figures, the eval, the schema snapshot.
 */
export async function withTypeScript(use) {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    appType: "custom",
    server: { middlewareMode: true, hmr: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await use((path) => vite.ssrLoadModule(path));
  } finally {
    await vite.close();
  }
}
