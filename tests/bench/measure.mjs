// What the benches share: the local server's CPU (read from /proc), medians, and the demo
// founder's session.
import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU seconds used so far by the local server (wrangler, workerd and its isolates: every
 * process of the group startWorker made, `groupId` its pid), from /proc. On a shared machine a
 * page's CPU per request is steadier than its throughput; null where /proc is missing.
 */
export function serverCpuSeconds(groupId) {
  let ticks = 0;
  try {
    for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
      let stat;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      } catch {
        continue;
      }
      // Fields after the command name: state ppid pgrp … utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  return ticks / 100;
}

export const median = (values) => {
  const sorted = values.filter((v) => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The demo founder's session cookie (`__session=…`), signed in through the login form's POST. */
export async function founderSession(url) {
  // Imported here: the benches install the dependencies db/seed.mjs needs before they seed.
  const { seedConfig } = await import("../../db/seed.mjs");
  const res = await fetch(`${url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams({
      intent: "login",
      email: seedConfig.adminEmail,
      password: seedConfig.adminPassword,
    }),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith("__session="));
  if (!session) throw new Error(`founder login failed: ${res.status}`);
  return session.split(";")[0];
}
