import { useState } from "react";

import {
  buildDeleteCustomItemPrompt,
  type CostSection,
  type MonthlyCostField,
} from "../../../domain/finance/monthly-costs";
import { formatEuro } from "../../../domain/format/money";
import { ErrorList } from "../../forms";

export type CustomItemDraft = { name: string; value: string };

const input =
  "w-36 rounded-md border border-gray-300 px-2 py-1 text-right text-sm tabular-nums focus:border-blue-500 focus:outline-none focus:ring-1 focus:ring-blue-500";

/**
 * One collapsible section of the page (<details>): subtotal and item count in the summary,
 * each group of fields with its own subtotal when the section has more than one group
 * (Personnel: 'Founders & Leadership' and 'Team & Employees'), then the custom items.
 *
 * Custom items: with JavaScript, 'Add item' asks for the name with prompt() (or takes the
 * inline input when filled) and delete asks confirm(); without JavaScript both buttons post the
 * form (intent add-item / delete-item) and the server returns the edited, unsaved month.
 */
export function CostSectionPanel({
  section,
  values,
  customItems,
  subtotal,
  itemCount,
  groupSubtotals,
  error,
  fieldErrors,
  hydrated,
  defaultOpen,
  onValueChange,
  onCustomValueChange,
  onAddItem,
  onDeleteItem,
}: {
  section: CostSection;
  values: Record<MonthlyCostField, string>;
  customItems: CustomItemDraft[];
  subtotal: number;
  itemCount: number;
  groupSubtotals: number[];
  error?: string | null;
  /** Refused amounts' messages by input name. */
  fieldErrors: Record<string, string[]>;
  hydrated: boolean;
  defaultOpen: boolean;
  onValueChange: (key: MonthlyCostField, value: string) => void;
  onCustomValueChange: (name: string, value: string) => void;
  onAddItem: (name: string) => boolean;
  onDeleteItem: (name: string) => void;
}) {
  const [newName, setNewName] = useState("");
  const multiGroup = section.groups.length > 1;
  return (
    <details
      open={defaultOpen || undefined}
      className="group rounded-lg border border-gray-200 bg-white shadow-sm"
      data-section={section.key}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3">
        <span className="flex items-center gap-2">
          <span aria-hidden className="inline-block transition-transform group-open:rotate-90">
            ▶
          </span>
          <span className="font-semibold">{section.title}</span>
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-600">
            {itemCount} {itemCount === 1 ? "item" : "items"}
          </span>
        </span>
        <span className="font-semibold tabular-nums" data-testid={`subtotal-${section.key}`}>
          {formatEuro(subtotal)}
        </span>
      </summary>
      <div className="space-y-4 border-t px-4 py-4">
        {section.groups.map((group, i) => (
          <div key={group.title}>
            {multiGroup ? (
              <div className="mb-2 flex items-center justify-between border-b pb-1">
                <h3 className="text-sm font-semibold text-gray-700">{group.title}</h3>
                <span className="text-sm tabular-nums text-gray-600">
                  {formatEuro(groupSubtotals[i] ?? 0)}
                </span>
              </div>
            ) : null}
            <div className="grid gap-2 sm:grid-cols-2">
              {group.fields.map((field) => {
                const errors = fieldErrors[field.column];
                const id = `cost-${field.column}`;
                return (
                  <div key={field.key} className="text-sm">
                    <div className="flex items-center justify-between gap-3">
                      <label htmlFor={id} className="text-gray-700">
                        {field.label}
                      </label>
                      <input
                        id={id}
                        className={errors ? `${input} border-red-500` : input}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        name={field.column}
                        value={values[field.key]}
                        placeholder="0"
                        aria-invalid={errors ? true : undefined}
                        aria-describedby={errors ? `${id}-error` : undefined}
                        onChange={(e) => onValueChange(field.key, e.currentTarget.value)}
                      />
                    </div>
                    <ErrorList id={`${id}-error`} errors={errors} />
                  </div>
                );
              })}
            </div>
          </div>
        ))}

        <div>
          <h3 className="mb-2 text-sm font-semibold text-gray-700">Custom items</h3>
          {customItems.length > 0 ? (
            <ul className="mb-3 grid gap-2 sm:grid-cols-2">
              {customItems.map((item) => {
                const errors = fieldErrors[`custom:${section.key}:${item.name}`];
                return (
                  <li key={item.name} className="text-sm">
                    <div className="flex items-center justify-between gap-2">
                      <span className="truncate text-gray-700">{item.name}</span>
                      <span className="flex items-center gap-1">
                        <input
                          className={errors ? `${input} border-red-500` : input}
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          aria-invalid={errors ? true : undefined}
                          aria-label={item.name}
                          name={`custom:${section.key}:${item.name}`}
                          value={item.value}
                          placeholder="0"
                          onChange={(e) => onCustomValueChange(item.name, e.currentTarget.value)}
                        />
                        <button
                          type="submit"
                          name="intent"
                          value={`delete-item:${section.key}:${item.name}`}
                          formNoValidate
                          aria-label={`Delete ${item.name}`}
                          title={`Delete ${item.name}`}
                          className="rounded px-2 py-1 text-red-600 hover:bg-red-50"
                          onClick={(e) => {
                            e.preventDefault();
                            if (window.confirm(buildDeleteCustomItemPrompt(item.name)))
                              onDeleteItem(item.name);
                          }}
                        >
                          ✕
                        </button>
                      </span>
                    </div>
                    <ErrorList errors={errors} />
                  </li>
                );
              })}
            </ul>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <input
              type="text"
              name={`new_item:${section.key}`}
              value={newName}
              onChange={(e) => setNewName(e.currentTarget.value)}
              placeholder="New cost item name"
              aria-label={`New cost item in ${section.title}`}
              maxLength={100}
              className="w-56 rounded-md border border-gray-300 px-2 py-1 text-sm"
            />
            <button
              type="submit"
              name="intent"
              value={`add-item:${section.key}`}
              formNoValidate
              className="rounded-md border border-gray-300 bg-white px-3 py-1 text-sm font-medium hover:bg-gray-100"
              onClick={(e) => {
                if (!hydrated) return;
                e.preventDefault();
                const name = newName.trim() !== "" ? newName : window.prompt("Name of the new cost item:");
                if (name === null) return;
                if (onAddItem(name)) setNewName("");
              }}
            >
              + Add item
            </button>
          </div>
          {error ? (
            <p role="alert" className="mt-2 text-sm text-red-600">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </details>
  );
}
