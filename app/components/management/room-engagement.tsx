import { formatNlDateTime } from "../../domain/format/dates";
import { Card } from "../ui/card";

type Row = {
  documentId: string;
  document: string;
  visits: number;
  pages: number;
  seconds: number;
  downloaded: boolean;
  lastViewedAt: string;
};

/** An investor's reading of the data room, per document (the Investors tab's detail, English as that tab). */
export function RoomEngagementCard({ rows }: { rows: readonly Row[] }) {
  if (rows.length === 0) return null;
  return (
    <Card className="mt-6">
      <h3 className="mb-2 font-semibold">Data room</h3>
      <ul className="text-sm text-gray-700" data-testid="room-engagement">
        {rows.map((r) => (
          <li key={r.documentId}>
            {`${r.document}: ${r.pages} p., ${r.seconds}s, ${r.visits}× · ${formatNlDateTime(r.lastViewedAt)}${r.downloaded ? " · downloaded" : ""}`}
          </li>
        ))}
      </ul>
    </Card>
  );
}
