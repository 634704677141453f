import type { ReactNode } from 'react';
import './data-table.css';

/*
 * The pieces of a console table. Roles are explicit: on a phone the rows are shown as cards (data-table.css), and a
 * table displayed as blocks loses its table semantics in some browsers.
 */

/** A table that is a table to a screen reader at any width. */
export const DataTable = ({ className, children }: { className: string; children: ReactNode }) => (
  <table className={`data-table ${className}`} role="table">{children}</table>
);

/** The table's name (read, not shown) and its column names. */
export const DataTableHead = ({ caption, columns }: { caption: string; columns: readonly string[] }) => (
  <>
    <caption className="visually-hidden">{caption}</caption>
    <thead role="rowgroup">
      <tr role="row">
        {columns.map((column) => <th key={column} scope="col" role="columnheader">{column}</th>)}
      </tr>
    </thead>
  </>
);

/** A cell, with its column's name for the card it becomes on a phone. */
export const DataCell = ({ column, className, children }: { column: string; className?: string; children: ReactNode }) => (
  <td role="cell" data-label={column} className={className}>{children}</td>
);
