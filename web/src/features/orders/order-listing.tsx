import type { ReactNode } from 'react';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import type { Fetched } from '../../ui/use-fetched.ts';
import './order-listing.css';

export interface ListingColumn {
  label: string;
  numeric?: boolean;
  /** An action column (Reorder, Add to cart): its heading is for screen readers only. */
  action?: boolean;
}

/** The table of the order listings (submitted orders, back-ordered, buy again): a caption, column headings, one row per record. */
export const ListingTable = <T,>({ caption, columns, records, keyOf, row, className }: { caption: string; columns: readonly ListingColumn[]; records: readonly T[]; keyOf: (record: T) => string | number; row: (record: T) => ReactNode; className?: string }) => (
  <div className="listing-table-wrap">
    <table className={className ? `listing-table ${className}` : 'listing-table'}>
      <caption className="visually-hidden">{caption}</caption>
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
          <tr key={keyOf(record)}>{row(record)}</tr>
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
