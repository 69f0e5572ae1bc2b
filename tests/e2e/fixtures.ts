import { closeSync, mkdirSync, openSync, readdirSync, readSync, statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type Request,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject, it } from "vitest";

export const baseUrl = inject("baseUrl");
/** The run's wrangler state: its local D1 holds the sent mail (the recipients' mailboxes). */
const statePath = inject("statePath");
export const hasChromium = inject("chromium");
const workerLogPath = inject("workerLogPath");

/** Where the server's log ends now: `serverLogSince(mark)` then reads what a request made it log. */
export const serverLogMark = () => statSync(workerLogPath).size;

/**
 * What the server logged since `mark` (its last 6,000 characters), for the message of a failed
 * request: a 500's cause is in the Worker's console, not in the answer. Other files' requests
 * in the same moment appear too.
 */
export function serverLogSince(mark: number) {
  const size = statSync(workerLogPath).size;
  const start = Math.max(mark, size - 6000);
  const buffer = Buffer.alloc(size - start);
  const fd = openSync(workerLogPath, "r");
  try {
    readSync(fd, buffer, 0, buffer.length, start);
  } finally {
    closeSync(fd);
  }
  return buffer.toString("utf8");
}
export const DEMO = {
  email: "founder@example.com",
  password: "demo-founder-2026",
  slug: "demo",
  accessCode: "investor2026",
};
export const artifacts = join(process.cwd(), "test-results");

/** `it` that runs only when Chromium exists (global setup already failed the run under CI). */
export const browserIt = hasChromium ? it : it.skip;

let browser: Browser | undefined;

/** Reports every CSP violation of the page (and its frames) to the console, where the guard below reads it. */
const REPORT_CSP_VIOLATIONS = `document.addEventListener("securitypolicyviolation", (e) =>
  console.error("CSP violation: " + e.effectiveDirective + " blocked " + (e.blockedURI || "inline") + " at " + e.sourceFile + ":" + e.lineNumber));`;

/** Whether a console message is a Content-Security-Policy refusal (Chromium's own or the listener's). */
export const isCspViolation = (text: string) => /Content Security Policy|CSP violation/i.test(text);

/**
 * Collects CSP violations of every page a context opens: every browser test fails when one
 * of its pages broke the policy (the policy is app/domain/security/headers.ts).
 */
export async function watchCsp(context: BrowserContext, violations: string[]) {
  await context.addInitScript({ content: REPORT_CSP_VIOLATIONS });
  const watch = (page: Page) =>
    page.on("console", (msg) => {
      if (isCspViolation(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
    });
  context.pages().forEach(watch);
  context.on("page", watch);
}

let contexts = 0;
/** A documentation-range address (TEST-NET-2), unique per context within this test file's process. */
const nextClientAddress = () => {
  contexts += 1;
  return `198.51.${(process.pid + Math.floor(contexts / 250)) % 250}.${contexts % 250}`;
};

let launched: Promise<Browser> | undefined;

/**
 * One Chromium per Vitest worker, launched offline-friendly (no background networking) by the
 * first file that needs it and kept for the worker's next files (`isolate: false`): each test
 * opens contexts of its own. It ends with the worker's process (its pipe closes).
 */
function sharedBrowser() {
  launched ??= chromium.launch({
    executablePath: inject("chromiumPath"),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
  return launched;
}

/** The shared Chromium for a test file's tests, and the CSP guard on every page they open. */
export function useBrowser() {
  const violations: string[] = [];
  const opened = new Set<BrowserContext>();
  beforeAll(async () => {
    if (!hasChromium) return;
    browser = await sharedBrowser();
  });
  // What a file left open does not run on into the next file's tests.
  afterAll(async () => {
    await Promise.all([...opened].map((context) => context.close().catch(() => {})));
  });
  afterEach(() => {
    const found = violations.splice(0);
    if (found.length) throw new Error(`Content-Security-Policy violations:\n${found.join("\n")}`);
  });
  return {
    /** The violations seen so far in this test, cleared (for a test that provokes one on purpose). */
    takeCspViolations: () => violations.splice(0),
    async newContext(
      opts: {
        javaScriptEnabled?: boolean;
        viewport?: { width: number; height: number };
        permissions?: string[];
        locale?: string;
      } = {},
    ): Promise<BrowserContext> {
      const context = await browser!.newContext({
        baseURL: baseUrl,
        // Each context is another person on another machine: its own client address, so the
        // per-address limits (sign-ups, logins, access codes) count per test, as they would.
        extraHTTPHeaders: { "CF-Connecting-IP": nextClientAddress() },
        javaScriptEnabled: opts.javaScriptEnabled ?? true,
        viewport: opts.viewport ?? { width: 1280, height: 900 },
        permissions: opts.permissions,
        locale: opts.locale,
      });
      await watchCsp(context, violations);
      opened.add(context);
      context.on("close", () => opened.delete(context));
      return context;
    },
  };
}

/**
 * Registers a founder and their company (the form the sign-up page posts), for a file that needs a
 * company of its own, and confirms the address from the mail as the founder would (a new account
 * mails nobody else until then); `{ verified: false }` leaves it unconfirmed.
 */
export async function registerFounder(
  fullName: string,
  founder: { company: string; email: string; password: string },
  opts: { verified?: boolean } = {},
) {
  // Each sign-up from an address of its own, as founders sign up from theirs (sign-ups are throttled per address).
  const mark = serverLogMark();
  const res = await fetch(`${baseUrl}/admin`, {
    method: "POST",
    headers: { "CF-Connecting-IP": nextClientAddress() },
    body: new URLSearchParams({
      intent: "register",
      fullName,
      companyName: founder.company,
      email: founder.email,
      password: founder.password,
    }),
    redirect: "manual",
  });
  if (res.status !== 302) {
    await new Promise((r) => setTimeout(r, 500)); // the log reaches its file a moment after the answer
    expect.fail(`signing up answered ${res.status}; the server logged:\n${serverLogSince(mark)}`);
  }
  if (opts.verified ?? true) await confirmEmail(founder.email);
}

/**
 * Confirms an account's address as its owner does: the verification mail from their mailbox, its
 * link opened in a browser, 'Bevestigen' pressed there (the link's page verifies only on that POST).
 */
export async function confirmEmail(email: string) {
  const link = linkIn(await mailTo(email, /^Bevestig je e-mailadres$/), /\/admin\/verify-email\//);
  const context = await browser!.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { "CF-Connecting-IP": nextClientAddress() },
  });
  const page = await context.newPage();
  await page.goto(new URL(link).pathname);
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await page.waitForURL(/\/admin\/(login|dashboard)/);
  await context.close();
}

/**
 * Signs in and lands on /admin/dashboard. For the tests that need a signed-in founder, the sign-in
 * form's POST is sent from the page's context (its cookies are the page's); `{ viaForm: true }`
 * fills the form on /admin/login and presses 'Inloggen', for the tests of signing in itself.
 */
export async function login(
  page: Page,
  email = DEMO.email,
  password = DEMO.password,
  { viaForm = false }: { viaForm?: boolean } = {},
) {
  if (viaForm) {
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Wachtwoord").fill(password);
    await page.getByRole("button", { name: "Inloggen" }).click();
  } else {
    const res = await page.context().request.post("/admin/login", {
      form: { email, password },
      headers: { Origin: new URL(baseUrl).origin },
      maxRedirects: 0,
    });
    expect(res.status(), `signing in as ${email}`).toBe(302);
    await page.goto(res.headers().location);
  }
  await page.waitForURL("**/admin/dashboard");
}

/**
 * Saves a picture of the page for a person to look at (the run's artifacts); nothing asserts on
 * it. Chromium on a busy two-core runner now and then answers a full-page capture with "Unable to
 * capture screenshot" while it is still compositing, so the capture is tried again after a
 * frame, and a last time as the viewport only, before the test fails on it.
 */
export async function screenshot(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true });
  const path = join(artifacts, `${name}.png`);
  for (const fullPage of [true, true, false]) {
    try {
      await page.screenshot({ path, fullPage });
      return path;
    } catch (error) {
      if (!fullPage || !/Unable to capture screenshot/.test(String(error))) throw error;
      await page.waitForTimeout(250);
    }
  }
  return path;
}

export type SentMail = { subject: string; text_body: string; kind: string };

/**
 * The newest mail sent to `to` (whose subject matches `subject`, when given), as the
 * recipient's mailbox holds it: read from the run's local D1 (the outbox transport stores
 * every mail there). The admin panel's Outbox masks the links with a token, so a test that
 * follows a personal or confirmation link reads it here, like the recipient would. Polls
 * until the queue has delivered it.
 */
export async function mailTo(to: string, subject?: RegExp): Promise<SentMail> {
  const sql = `SELECT subject, text_body, kind FROM outbox_emails WHERE to_address = '${to.toLowerCase().replace(/'/g, "''")}' ORDER BY created_at DESC`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = await d1<SentMail>(sql);
    const found = rows.find((m) => !subject || subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ""}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Runs SQL against the run's local D1 (the state the e2e Worker uses): its SQLite file, opened
 * with Node's own SQLite beside the running Worker (same WAL and file locks), instead of a
 * wrangler process and a workerd per query. A write that finds the file locked waits for it.
 * Answers the rows of a SELECT; other statements (several may be joined by `;`) answer none.
 */
export async function d1<Row>(sql: string): Promise<Row[]> {
  const dir = join(statePath, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no local D1 database in ${dir}`);
  const db = new DatabaseSync(join(dir, file), { timeout: 10_000 });
  try {
    if (!/^\s*select\b/i.test(sql)) {
      db.exec(sql);
      return [];
    }
    return db
      .prepare(sql)
      .all()
      .map((row) => ({ ...row }) as Row);
  } finally {
    db.close();
  }
}

/**
 * Playwright's "networkidle" (no request for 500 ms) without the fixed half second it waits on every
 * page: `settler(page)` before the page navigates (it starts counting its requests; later calls
 * answer the same function), then `await settle()` after each `goto`. It resolves once the page
 * has loaded, its main thread has gone idle (hydration and the lazy chunks it asked for have run)
 * and none of its requests is in flight, twice in a row.
 */
export function settler(page: Page): () => Promise<void> {
  const known = settlers.get(page);
  if (known) return known;
  const inflight = new Set<Request>();
  const done = (request: Request) => inflight.delete(request);
  page.on("request", (request) => inflight.add(request));
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  const idle = () =>
    page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
    );
  const settle = async () => {
    await page.waitForLoadState("load");
    const deadline = Date.now() + 30_000;
    for (let quiet = 0; quiet < 2;) {
      if (Date.now() > deadline) throw new Error(`${page.url()}: still loading after 30 s`);
      await idle();
      if (inflight.size === 0) quiet += 1;
      else {
        quiet = 0;
        await new Promise((r) => setTimeout(r, 25));
      }
    }
  };
  settlers.set(page, settle);
  return settle;
}
const settlers = new WeakMap<Page, () => Promise<void>>();

/** The first link of a mail's text whose URL matches `pattern`. */
export function linkIn(mail: SentMail, pattern: RegExp): string {
  const link = mail.text_body.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
  if (!link) throw new Error(`no link matching ${pattern} in the mail '${mail.subject}'`);
  return link;
}

/** Sends an invite from the Investors tab and returns the personal link from the invitee's mail. */
export async function inviteAndReadLink(page: Page, name: string, email: string, firm?: string) {
  await page.goto("/admin/management/investors");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  if (firm) await page.getByLabel("Firm (optional)").fill(firm);
  await page.getByRole("button", { name: "Send invite" }).click();
  await investorRow(page, name).waitFor();
  // The mail goes through the queue into the invitee's mailbox; the Outbox shows it with the link masked.
  const href = linkIn(await mailTo(email), /\/i\//);
  expect(href).toMatch(/\/public\/[^/]+\/i\/[A-Za-z0-9_-]{43}$/);
  return new URL(href).pathname;
}

/**
 * Holds the browser's request for a script chunk (e.g. /updates-tab-….js/) back until the
 * returned `release()` is called: what a user does before a lazily loaded tab's script arrives.
 */
export async function holdChunk(page: Page, chunk: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The deck viewer's page counter, '2/3'. */
export const deckCounter = async (page: Page) =>
  ((await page.getByTestId("page-viewer").getByTestId("slide-counter").innerText()) ?? "").replace(/\s/g, "");

/**
 * An investor opens their personal link in a browser of their own (with or without
 * JavaScript): it lands on the pitch deck, where they read the first `pages` pages of the deck
 * viewer (Next), `dwellMs` on each — none by default, for a company without a deck. Returns
 * their page, still on the last deck page read; its context is theirs to close.
 */
export async function openLinkAndRead(
  browser: ReturnType<typeof useBrowser>,
  link: string,
  {
    pages = 0,
    dwellMs = 0,
    javaScriptEnabled = true,
  }: { pages?: number; dwellMs?: number; javaScriptEnabled?: boolean } = {},
) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(link);
  await page.waitForURL("**/pitch-deck");
  const viewer = page.getByTestId("page-viewer");
  for (let n = 1; n <= pages; n++) {
    if (n > 1) await viewer.getByRole("link", { name: "Next" }).click();
    await expect.poll(() => deckCounter(page)).toMatch(new RegExp(`^${n}/`));
    if (dwellMs) await page.waitForTimeout(dwellMs);
  }
  return page;
}

/** The admin's row of one investor in the Investors tab. */
export const investorRow = (page: Page, name: string) =>
  page.getByTestId("investor-row").filter({ hasText: name });

/** 'Revoke link' in a row's menu (details/summary), then the confirmation's 'Yes, revoke the link'. */
export async function revokeThroughMenu(row: Locator) {
  await row.getByTestId("row-actions").locator("summary").first().click();
  await row.getByTestId("revoke").locator("summary").click();
  await row.getByRole("button", { name: "Yes, revoke the link" }).click();
}

/**
 * Polls one cell of an investor's row (by its column), reloading the Investors tab until
 * the visit recorded after the response shows: `await pollInvestorCell(page, name, "deckShare").toBe("100%")`.
 */
export function pollInvestorCell(page: Page, name: string, column: "visits" | "deckShare" | "deckSeconds") {
  return expect.poll(
    async () => {
      await page.goto("/admin/management/investors");
      return investorRow(page, name).locator(`td[data-column="${column}"]`).innerText();
    },
    { timeout: 20_000, interval: 500 },
  );
}
