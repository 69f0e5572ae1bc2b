import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
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
import { Form, Link } from "@remix-run/react";
import { type CSSProperties, type ReactNode, useEffect, useState } from "react";

import { SLIDE_ORDER_TEXTS as S } from "../../copy/admin/documents-texts";
import { DRAG_INSTRUCTIONS, slideAnnouncements } from "../../domain/deck/slide-announcements";
import { isOrderChanged, moveItem } from "../../domain/deck/slides";
import { formatFileSize } from "../../domain/documents";
import { cardClass } from "../ui/card";
import { useIsPending } from "../use-is-pending";

export type SlideItem = { id: string; name: string; fileSize: number };

const TAB = "/admin/management/documents";
const smallButton =
  "inline-flex items-center rounded-md border px-2 py-1 text-xs hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40";

/**
 * The slide-order card (docs/product.md#admin-panel-documents): slides in order with drag reordering (JavaScript), move
 * up / move down buttons (also without JavaScript: each is a link to the working order
 * `?order=…`, kept by the server until saved), a warning banner once the order changed,
 * 'Volgorde Opslaan' and Reset (back to the saved order).
 */
export function SlideOrderCard({
  slides,
  savedOrder,
  hydrated,
  renderActions,
}: {
  /** In the order to show: the saved order, or the no-JS working order. */
  slides: SlideItem[];
  savedOrder: string[];
  hydrated: boolean;
  /** Download / delete controls of one slide. */
  renderActions: (slide: SlideItem) => ReactNode;
}) {
  const serverOrder = slides.map((s) => s.id);
  const serverKey = serverOrder.join(",");
  const [order, setOrder] = useState(serverOrder);
  // A new server order (saved, reset, upload, delete) replaces the local one; polling with the same order does not.
  useEffect(() => setOrder(serverKey ? serverKey.split(",") : []), [serverKey]);

  const byId = new Map(slides.map((s) => [s.id, s]));
  const current = order.filter((id) => byId.has(id));
  const changed = isOrderChanged(
    savedOrder.map((id) => ({ id })),
    current.map((id) => ({ id })),
  );
  const saving = useIsPending("document.save-order");

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    setOrder((list) => moveItem(list, list.indexOf(String(active.id)), list.indexOf(String(over.id))));
  }

  const rows = current.map((id, index) => {
    const slide = byId.get(id)!;
    const move = (delta: -1 | 1) => moveItem(current, index, index + delta);
    return { slide, index, move };
  });

  const list = (
    <ol className="space-y-2" aria-label="Dia volgorde" data-testid="slide-order-list">
      {rows.map(({ slide, index, move }) => (
        <SlideRow key={slide.id} slide={slide} number={index + 1} total={rows.length} sortable={hydrated}>
          {hydrated ? (
            <>
              <button
                type="button"
                className={smallButton}
                disabled={index === 0}
                onClick={() => setOrder(move(-1))}
              >
                <MoveText arrow="↑" text={S.up} number={index + 1} />
              </button>
              <button
                type="button"
                className={smallButton}
                disabled={index === rows.length - 1}
                onClick={() => setOrder(move(1))}
              >
                <MoveText arrow="↓" text={S.down} number={index + 1} />
              </button>
            </>
          ) : (
            <>
              <MoveLink
                disabled={index === 0}
                order={move(-1)}
                text={<MoveText arrow="↑" text={S.up} number={index + 1} />}
              />
              <MoveLink
                disabled={index === rows.length - 1}
                order={move(1)}
                text={<MoveText arrow="↓" text={S.down} number={index + 1} />}
              />
            </>
          )}
          {renderActions(slide)}
        </SlideRow>
      ))}
    </ol>
  );

  return (
    <section aria-labelledby="slide-order-title" className={cardClass("p-5")} data-testid="slide-order-card">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="slide-order-title" className="text-lg font-semibold">
            {S.title}
          </h3>
          <p className="text-sm text-gray-600">{hydrated ? S.hintWithJavaScript : S.hint}</p>
        </div>
        <div className="flex gap-2">
          <Link
            to={TAB}
            preventScrollReset
            onClick={() => setOrder(savedOrder)}
            aria-disabled={!changed}
            className={`rounded-md border px-3 py-2 text-sm hover:bg-gray-50 ${changed ? "" : "pointer-events-none opacity-50"}`}
          >
            {S.reset}
          </Link>
          <Form method="post" action={TAB} preventScrollReset>
            <input type="hidden" name="intent" value="document.save-order" />
            {current.map((id) => (
              <input key={id} type="hidden" name="order" value={id} />
            ))}
            <button
              type="submit"
              disabled={!changed || saving}
              className="rounded-md bg-blue-600 px-4 py-2 text-sm font-medium text-white shadow hover:bg-blue-700 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {saving ? S.saving : S.save}
            </button>
          </Form>
        </div>
      </div>
      {changed ? (
        <div
          role="status"
          className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="slide-order-warning"
        >
          {S.unsaved}
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-gray-600">{S.empty}</p>
      ) : hydrated ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: slideAnnouncements(current, (id) => byId.get(id)?.name ?? id),
            screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS },
          }}
        >
          <SortableContext items={current} strategy={verticalListSortingStrategy}>
            {list}
          </SortableContext>
        </DndContext>
      ) : (
        list
      )}
    </section>
  );
}

/** 'Omhoog (dia 2)': the visible word first, so the accessible name contains what is seen. */
function MoveText({ arrow, text, number }: { arrow: string; text: string; number: number }) {
  return (
    <>
      <span aria-hidden="true">{arrow}&nbsp;</span>
      {text}
      <span className="sr-only">{S.slideNumber(number)}</span>
    </>
  );
}

function MoveLink({ disabled, order, text }: { disabled: boolean; order: string[]; text: ReactNode }) {
  if (disabled) {
    return (
      <span className={`${smallButton} cursor-not-allowed opacity-40`} aria-disabled="true">
        {text}
      </span>
    );
  }
  return (
    <Link to={`${TAB}?order=${order.join(",")}`} preventScrollReset className={smallButton}>
      {text}
    </Link>
  );
}

function SlideRow({
  slide,
  number,
  total,
  sortable,
  children,
}: {
  slide: SlideItem;
  number: number;
  total: number;
  sortable: boolean;
  children: ReactNode;
}) {
  const content = (handle: ReactNode) => (
    <>
      {handle}
      <span className="w-8 shrink-0 text-center font-mono text-sm text-gray-700" data-testid="slide-number">
        {number}
      </span>
      <img
        src={`/documents/${slide.id}`}
        alt={`Dia ${number}: ${slide.name}`}
        loading="lazy"
        className="h-14 w-24 shrink-0 rounded border bg-gray-100 object-contain"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" data-testid="slide-name">
          {slide.name}
        </p>
        <p className="text-xs text-gray-500">
          {formatFileSize(slide.fileSize)} · {S.position(number, total)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-1">{children}</div>
    </>
  );
  if (!sortable) {
    return (
      <li
        className="flex items-center gap-3 rounded-lg border bg-white p-2"
        data-testid="slide-row"
        data-id={slide.id}
      >
        {content(null)}
      </li>
    );
  }
  return <SortableSlideRow id={slide.id} name={slide.name} content={content} />;
}

function SortableSlideRow({
  id,
  name,
  content,
}: {
  id: string;
  name: string;
  content: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Transform.toString(transform),
    transition,
    zIndex: isDragging ? 10 : undefined,
  };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`flex items-center gap-3 rounded-lg border bg-white p-2 ${isDragging ? "shadow-lg ring-2 ring-blue-400" : ""}`}
      data-testid="slide-row"
      data-id={id}
    >
      {content(
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={S.drag(name)}
          className="cursor-grab touch-none rounded px-1 py-2 text-gray-400 hover:bg-gray-100 hover:text-gray-700 active:cursor-grabbing"
          data-testid="slide-drag-handle"
        >
          ⠿
        </button>,
      )}
    </li>
  );
}
