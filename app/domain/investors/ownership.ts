/**
 * Which recordings belong to one investor, for exporting or forgetting them, and what counts
 * as an investor first opening the deck. Pure.
 */

/**
 * The visitor ids (browsers) of an investor: every id that ever came through their link.
 * `exclusive` ids came through no other investor's link, so their anonymous events and chats
 * are this investor's alone; `shared` ids also came through another investor's link (two
 * investors on one browser): only the events carrying this investor's id are theirs.
 */
export function visitorIdsOf(
  investorId: string,
  links: readonly { visitorId: string; investorId: string | null }[],
): { exclusive: string[]; shared: string[] } {
  const mine = new Set<string>();
  const others = new Set<string>();
  for (const l of links) {
    if (!l.investorId) continue;
    (l.investorId === investorId ? mine : others).add(l.visitorId);
  }
  const exclusive: string[] = [];
  const shared: string[] = [];
  for (const id of mine) (others.has(id) ? shared : exclusive).push(id);
  return { exclusive: exclusive.sort(), shared: shared.sort() };
}

/**
 * An invited investor opens the deck with their first deck page: shown by the server (each
 * page its own URL) or timed by the viewer's beacon. Other pages of the site do not count.
 */
export function opensDeck(event: { kind: string; investorId: string | null }): boolean {
  return event.kind === "deck-page" && !!event.investorId;
}
