import type { ReactNode } from 'react';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import type { Fetched } from '../../ui/use-fetched.ts';
import '../../ui/stacked-table.css';
import './order-listing.css';

export interface ListingColumn {
  label: string;
  numeric?: boolean;
  /** An action column (Reorder, Add to cart): its heading is for screen readers only. */
  action?: boolean;
}

/**
 * Names each cell of a row after its column (data-label), for the phone layout that stacks the row's cells
 * (ui/stacked-table.css). The first cell is the row's own title and an action column's button says what it does,
 * so neither is named. The rows' cells come from each listing's own `row`, hence named here, once they are rendered.
 */
const nameCells = (columns: readonly ListingColumn[]) => (row: HTMLTableRowElement | null) => {
  if (!row) return;
  Array.from(row.cells).forEach((cell, index) => {
    const column = columns[index];
    if (index > 0 && column && !column.action) cell.dataset.label = column.label;
    else delete cell.dataset.label;
  });
};

/** What names a listing table: a caption of its own, or the id of the heading above it (which then is not said twice). */
type TableName = { caption: string; labelledBy?: undefined } | { caption?: undefined; labelledBy: string };

/** The table of the order listings (submitted orders, back-ordered, buy again): a caption, column headings, one row per record; on a phone, a card per record. */
export const ListingTable = <T,>({ caption, labelledBy, columns, records, keyOf, row, className }: TableName & { columns: readonly ListingColumn[]; records: readonly T[]; keyOf: (record: T) => string | number; row: (record: T) => ReactNode; className?: string }) => (
  <div className="listing-table-wrap">
    <table className={className ? `listing-table stacked-table ${className}` : 'listing-table stacked-table'} aria-labelledby={labelledBy}>
      {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.numeric ? 'numeric' : undefined}>
              {column.action ? <span className="visually-hidden">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={keyOf(record)} ref={nameCells(columns)}>{row(record)}</tr>
        ))}
      </tbody>
    </table>
  </div>
);

/** A listing's states: the failure with 'Try again', a skeleton while the first answer loads, the empty state (what to do next), else the records. */
export const ListingStates = <T,>({ fetched, empty, children }: { fetched: Fetched<readonly T[]> & { retry: () => void }; empty: ReactNode; children: (records: readonly T[]) => ReactNode }) => (
  <>
    {fetched.status === 'failed' && <LoadError error={fetched.error} onRetry={fetched.retry} />}
    {fetched.status === 'loading' && !fetched.data && <Skeleton height="10rem" />}
    {fetched.data && (fetched.data.length === 0 ? empty : children(fetched.data))}
  </>
);

/** Under a listing that reached the most records its answer holds (the newest): why older ones are not in it. */
export const ListingCapped = ({ shown, max, children }: { shown: number; max: number; children: ReactNode }) => (shown >= max ? <p className="listing-capped">{children}</p> : null);
