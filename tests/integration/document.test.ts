import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createMember, createUpdate } from "../factories";
import { Browser, signedIn } from "./http";

const nonceOf = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")![1]!;

describe("document rendering", () => {
  it("sends the page as one HTML string with the loader data handed over after the markup", async () => {
    const member = await createMember(env.DB, { accessCode: "handoff-code-1" });
    await createUpdate(env.DB, member.companyId, { title: "Closed the </script> seed round" });
    const visitor = new Browser();
    await visitor.post(`/public/${member.slug}/timeline`, { intent: "unlock", accessCode: "handoff-code-1" });
    const res = await visitor.fetch(`/public/${member.slug}/timeline`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
    // Markup first (the title escaped as text), then the data for hydration, then close.
    const end = html.indexOf("</html>");
    expect(html.slice(0, end)).toContain("Closed the &lt;/script&gt; seed round");
    const tail = html.slice(end);
    // Both scripts carry the request's CSP nonce.
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")![1]!;
    const open = `<script nonce="${nonce}">`;
    expect(tail.startsWith(`</html>${open}`)).toBe(true);
    const enqueue = tail
      .slice(`</html>${open}`.length)
      .match(/^window\.__remixContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/);
    expect(enqueue).not.toBeNull();
    const data = JSON.parse(enqueue![1]!) as string;
    expect(data).toContain("routes/public.$slug.timeline");
    expect(data).toContain("Closed the </script> seed round");
    expect(tail.endsWith(`${open}window.__remixContext.streamController.close();</script>`)).toBe(true);
    // The only </script> sequences are the tags themselves: the data cannot end a script early.
    expect(tail.match(/<\/script>/g)).toHaveLength(2);
  });

  it("renders the 404 screen the same way, with its status", async () => {
    const res = await new Browser().fetch("/no-such-page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html.slice(html.indexOf("</html>"))).toMatch(
      /streamController\.enqueue\(.*\);<\/script><script nonce="[A-Za-z0-9+/=]+">window\.__remixContext\.streamController\.close\(\);<\/script>$/,
    );
  });

  it("renders a page once per state: the same state again is the same markup with that response's own nonce", async () => {
    const { member, admin: founder } = await signedIn();
    // The first view shows (and spends) the sign-in toast: a state of its own.
    expect(await (await founder.fetch("/admin/dashboard")).text()).toContain("Succesvol ingelogd");
    const first = await founder.fetch("/admin/dashboard");
    const firstHtml = await first.text();
    const second = await founder.fetch("/admin/dashboard");
    const secondHtml = await second.text();
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).not.toBe(b);
    expect(secondHtml).not.toContain(a);
    expect(secondHtml).toBe(firstHtml.replaceAll(a, b));
    // Changed data is a different state: rendered anew, never an old page.
    await env.DB.prepare("UPDATE companies SET website_url = 'https://www.render-once.example/' WHERE id = ?")
      .bind(member.companyId)
      .run();
    const third = await (await founder.fetch("/admin/dashboard")).text();
    expect(third).toContain(">render-once.example<");
    expect(firstHtml).not.toContain("render-once.example");
  });
});
