import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Link, useFetcher } from "@remix-run/react";
import { type ReactNode, useEffect, useState } from "react";

import { BOARD_ANNOUNCEMENTS as SAY, PIPELINE_TEXTS as T, STAGE_LABELS } from "../../copy/pipeline/texts";
import { formatEuroWhole } from "../../domain/format/money";
import { isStage, type Stage, STAGES } from "../../domain/pipeline/stages";
import { useHydrated } from "../use-hydrated";
import { type Card, type PipelineData, Signals, StageForm } from "./pipeline-page";

const COLUMN = "column:";

/**
 * The board: a column per stage. With JavaScript an admin drags a card to another stage (or
 * picks it up with space or Enter and moves it with the arrow keys); without it, or for a
 * viewer, each card has its stage select and save button (admins) or just shows.
 */
export function Board({ data }: { data: PipelineData }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const [moved, setMoved] = useState<Record<string, Stage>>({});
  const serverKey = data.cards.map((c) => `${c.id}:${c.stage}`).join(",");
  // New server data (the move saved, or anything else) replaces the local moves.
  useEffect(() => setMoved({}), [serverKey]);
  const stageOf = (card: Card) => moved[card.id] ?? card.stage;
  const byId = new Map(data.cards.map((c) => [c.id, c]));
  const nameOf = (id: unknown) => byId.get(String(id))?.name ?? "";
  const stageOfTarget = (id: unknown): Stage | null => {
    const key = String(id);
    if (key.startsWith(COLUMN)) {
      const stage = key.slice(COLUMN.length);
      return isStage(stage) ? stage : null;
    }
    const card = byId.get(key);
    return card ? stageOf(card) : null;
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dnd = hydrated && data.canChange;

  function onDragEnd({ active, over }: DragEndEvent) {
    const card = byId.get(String(active.id));
    const to = over ? stageOfTarget(over.id) : null;
    if (!card || !to || to === stageOf(card)) return;
    setMoved((m) => ({ ...m, [card.id]: to }));
    fetcher.submit(
      { intent: "stage.set", id: card.id, stage: to, returnTo: data.returnTo },
      { method: "post", action: "/admin/pipeline" },
    );
  }

  const columns = STAGES.map((stage) => {
    const cards = data.cards.filter((c) => stageOf(c) === stage);
    return (
      <Column key={stage} stage={stage} count={cards.length} droppable={dnd}>
        <SortableContext id={stage} items={cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
          {cards.map((card) => (
            <BoardCard key={card.id} card={card} data={data} sortable={dnd} />
          ))}
        </SortableContext>
      </Column>
    );
  });

  return (
    <section aria-labelledby="board-title">
      <h2 id="board-title" className="mb-2 text-lg font-semibold">
        {T.board}
      </h2>
      {dnd ? <p className="mb-2 text-sm text-gray-600">{T.dragHint}</p> : null}
      <div className="flex gap-3 overflow-x-auto pb-3" data-testid="pipeline-board">
        {dnd ? (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCorners}
            onDragEnd={onDragEnd}
            accessibility={{
              screenReaderInstructions: { draggable: T.dragHint },
              announcements: {
                onDragStart: ({ active }) => SAY.pickedUp(nameOf(active.id), label(stageOfTarget(active.id))),
                onDragOver: ({ active, over }) =>
                  over
                    ? SAY.over(nameOf(active.id), label(stageOfTarget(over.id)))
                    : SAY.outside(nameOf(active.id)),
                onDragEnd: ({ active, over }) =>
                  over
                    ? SAY.dropped(nameOf(active.id), label(stageOfTarget(over.id)))
                    : SAY.outside(nameOf(active.id)),
                onDragCancel: ({ active }) => SAY.cancelled(nameOf(active.id)),
              },
            }}
          >
            {columns}
          </DndContext>
        ) : (
          columns
        )}
      </div>
    </section>
  );
}

const label = (stage: Stage | null) => (stage ? STAGE_LABELS[stage] : "");

function Column({
  stage,
  count,
  droppable,
  children,
}: {
  stage: Stage;
  count: number;
  droppable: boolean;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `${COLUMN}${stage}`, disabled: !droppable });
  return (
    <div
      ref={setNodeRef}
      className={`flex w-64 shrink-0 flex-col rounded-lg border p-2 ${isOver ? "bg-blue-50" : "bg-gray-50"}`}
      data-testid={`column-${stage}`}
      aria-labelledby={`column-title-${stage}`}
      role="group"
    >
      <h3 id={`column-title-${stage}`} className="mb-2 flex justify-between px-1 text-sm font-semibold">
        <span>{STAGE_LABELS[stage]}</span>
        <span className="text-gray-600">{count}</span>
      </h3>
      <ul className="flex min-h-16 flex-col gap-2">{children}</ul>
    </div>
  );
}

function BoardCard({ card, data, sortable }: { card: Card; data: PipelineData; sortable: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    disabled: !sortable,
  });
  const ticket = card.ticketCommitted ?? card.ticketIndicated;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-md border bg-white p-2 text-sm shadow-sm ${isDragging ? "opacity-60" : ""}`}
      data-testid="pipeline-card"
      data-card-id={card.id}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <Link to={`/admin/pipeline?card=${card.id}`} className="font-medium text-blue-700 hover:underline">
            {card.name}
          </Link>
          {card.firm ? <p className="truncate text-gray-600">{card.firm}</p> : null}
        </div>
        {sortable ? (
          <button
            type="button"
            className="cursor-grab rounded border px-1.5 py-0.5 text-gray-600 hover:bg-gray-100"
            aria-label={T.dragHandle(card.name)}
            data-testid="drag-handle"
            {...attributes}
            {...listeners}
          >
            ⠿
          </button>
        ) : null}
      </div>
      <p className="mt-1 flex flex-wrap gap-2 text-gray-700">
        {ticket !== null ? (
          <span>
            {card.ticketCommitted !== null ? T.committed : T.indicated} {formatEuroWhole(ticket)}
          </span>
        ) : null}
        {card.lead ? <span className="rounded bg-gray-100 px-1">{T.lead}</span> : null}
        {card.nextFollowUp ? <span>{T.followUpOn(card.nextFollowUp)}</span> : null}
      </p>
      <Signals card={card} canChange={data.canChange} returnTo={data.returnTo} />
      {data.canChange && !sortable ? (
        <div className="mt-2">
          <StageForm card={card} returnTo={data.returnTo} />
        </div>
      ) : null}
    </li>
  );
}
