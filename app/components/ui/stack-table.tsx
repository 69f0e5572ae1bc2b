import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

/**
 * Gives every cell of the table rows the name of its column as `data-label`: a table with the
 * class `stack-table` shows each row as a card below 768 px, each cell under its column name
 * (app/tailwind.css). Rows are `<tr>` elements (arrays and fragments of them are fine).
 */
export function labelRows(rows: ReactNode, head: readonly string[]): ReactNode {
  return Children.map(rows, (row) => {
    if (!isValidElement<{ children?: ReactNode }>(row)) return row;
    let column = 0;
    const cells = Children.map(row.props.children, (cell) => {
      if (!isValidElement(cell)) return cell;
      const label = head[column++];
      return label
        ? cloneElement(cell as ReactElement<Record<string, unknown>>, { "data-label": label })
        : cell;
    });
    return cloneElement(row, undefined, cells);
  });
}

/** A cell of a {@link StackTable} row. */
export const stackCellClass = "px-3 py-2 align-top";

/** A list table that stacks into cards on a phone: `head` names the columns and labels each row's cells. */
export function StackTable({ head, children }: { head: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="stack-table min-w-full divide-y text-sm">
        <thead>
          <tr>
            {head.map((column) => (
              <th key={column} className="px-3 py-2 text-left font-medium text-gray-600">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{labelRows(children, head)}</tbody>
      </table>
    </div>
  );
}
