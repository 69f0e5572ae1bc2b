import { data } from "@remix-run/cloudflare";

/**
 * The pages a subscriber's mail links to (/subscribe/verify, /unsubscribe): the GET only asks —
 * a button, nothing changed, as mail scanners and link previews open every link — and the
 * button's POST does it. These are the states both pages show, besides their own 'done'.
 */
export type MailLinkState =
  | { state: "confirm"; token: string; companyName: string }
  | { state: "no-token" }
  | { state: "invalid" }
  | { state: "exception" };

/** A state of such a page, never cached (its token is in the URL). */
export const mailLinkAnswer = <State>(state: State, status = 200) =>
  data<State>(state, { status, headers: { "Cache-Control": "no-store" } });

/** The GET: the link's `token` looked up (`lookup` reads, never writes); its company named on the button's page. */
export async function mailLinkLoader(
  request: Request,
  lookup: (token: string) => Promise<{ companyName: string } | null | undefined>,
  what: string,
) {
  const token = new URL(request.url).searchParams.get("token")?.trim();
  if (!token) return mailLinkAnswer<MailLinkState>({ state: "no-token" }, 400);
  try {
    const found = await lookup(token);
    if (!found) return mailLinkAnswer<MailLinkState>({ state: "invalid" }, 404);
    return mailLinkAnswer<MailLinkState>({ state: "confirm", token, companyName: found.companyName });
  } catch (error) {
    console.error(`${what} lookup failed`, error);
    return mailLinkAnswer<MailLinkState>({ state: "exception" }, 503);
  }
}
