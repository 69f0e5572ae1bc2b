/**
 * Who may open a data-room document (docs/decisions/056-data-room-audit-and-watermarks.md).
 * Pure: the document's visibility, the viewer and whether the document was given to them come in.
 */
export type Visibility = "nobody" | "everyone" | "chosen";

export type RoomViewer = {
  /** A signed-in member of the company (the team sees every document, to check it). */
  member: boolean;
  /** The investor whose personal link granted the browser, or null (the access code). */
  investorId: string | null;
};

export const VISIBILITIES: readonly Visibility[] = ["nobody", "everyone", "chosen"];

export const isVisibility = (value: unknown): value is Visibility =>
  VISIBILITIES.includes(value as Visibility);

/** Nobody: the team only; everyone: anyone past the gate; chosen: the investors it was given to. */
export function mayOpenRoomDocument(
  doc: { visibility: Visibility },
  viewer: RoomViewer,
  givenToViewer: boolean,
): boolean {
  if (viewer.member) return true;
  if (doc.visibility === "everyone") return true;
  if (doc.visibility === "chosen") return !!viewer.investorId && givenToViewer;
  return false;
}
