import { INSTRUMENT_LABELS, ROUND_TEXTS as R } from "../../copy/pipeline/texts";
import { formatEuroWhole } from "../../domain/format/money";
import type { Instrument, RoundProgress } from "../../domain/pipeline/stages";

/** A round's progress: committed ÷ target as a bar, with the amounts in words. */
export function RoundBar({
  round,
  texts = { progress: R.progress, closesOn: R.closesOn, instruments: INSTRUMENT_LABELS },
}: {
  round: {
    name: string;
    instrument: Instrument;
    targetClose: string | null;
    progress: RoundProgress;
  };
  /** The screen's language: Dutch on the pipeline, English on the dashboard. */
  texts?: {
    progress: (committed: string, target: string, percent: number) => string;
    closesOn: (day: string) => string;
    instruments: Record<Instrument, string>;
  };
}) {
  const { progress } = round;
  const text = texts.progress(
    formatEuroWhole(progress.committed),
    formatEuroWhole(progress.target),
    progress.percent,
  );
  return (
    <div data-testid="round-progress">
      <p className="font-semibold">
        {round.name}{" "}
        <span className="text-sm font-normal text-gray-600">· {texts.instruments[round.instrument]}</span>
      </p>
      <div
        role="progressbar"
        aria-label={round.name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.bar}
        aria-valuetext={text}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-green-600" style={{ width: `${progress.bar}%` }} />
      </div>
      <p className="mt-1 text-sm text-gray-700">{text}</p>
      {round.targetClose ? (
        <p className="text-sm text-gray-600">{texts.closesOn(round.targetClose)}</p>
      ) : null}
    </div>
  );
}
