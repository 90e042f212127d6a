// One table shape for every chart and odds row (NLC Fire Table, Percentage Reduction, terrain; N20
// combat results, terrain, morale; the N20 battle odds): a corner, column heads, then rows each led by
// a row head. The charts differ only in their data.
import type { ReactNode } from 'react';

export interface ChartRow {
  key: string | number;
  head: ReactNode;
  cells: readonly ReactNode[];
  className?: string;
  /** Class of one cell (e.g. 'zero' for an empty Fire Table cell, a result code's colour). */
  cellClass?: (i: number) => string | undefined;
}

export interface ChartTableProps {
  corner: ReactNode;
  columns: readonly ReactNode[];
  rows: ChartRow[];
  className?: string;
  testId?: string;
  label?: string;
  /** Wrapped in a scrolling box (charts); the odds rows of a side panel are not. */
  wrap?: boolean;
}

export function ChartTable({ corner, columns, rows, className = 'chart-table', testId, label, wrap = true }: ChartTableProps) {
  const table = (
    <table className={className} data-testid={testId} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{corner}</th>
          {columns.map((c, i) => (
            <th key={i} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className={r.className}>
            <th scope="row">{r.head}</th>
            {r.cells.map((c, i) => (
              <td key={i} className={r.cellClass?.(i)}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return wrap ? <div className="table-wrap">{table}</div> : table;
}
