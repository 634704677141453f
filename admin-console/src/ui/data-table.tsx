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

/** A column whose header sorts the table: a button, with the column's state in aria-sort. */
export interface SortableColumn {
  readonly label: string;
  readonly sort: 'ascending' | 'descending' | 'none';
  readonly onSort: () => void;
  /** The button's id, for the focus to come back to it once the sorted rows are in. */
  readonly id: string;
}

// Every sortable header shows it sorts (↕), the sorted one which way; glued to the label by a no-break space, so a
// narrow column never puts the arrow on a line of its own.
const arrows = { ascending: '▲', descending: '▼', none: '↕' } as const;

const HeaderCell = ({ column }: { column: string | SortableColumn }) =>
  typeof column === 'string' ? (
    <th scope="col" role="columnheader">{column}</th>
  ) : (
    <th scope="col" role="columnheader" aria-sort={column.sort}>
      <button type="button" id={column.id} className="sort-button" onClick={column.onSort}>
        {column.label}
        <span className={`sort-button__arrow sort-button__arrow--${column.sort}`} aria-hidden="true">{`\u00a0${arrows[column.sort]}`}</span>
      </button>
    </th>
  );

/**
 * The table's name (read, not shown) and its column names. With `sortLabel`, its columns sort it: on a phone, where the
 * rows are cards, the header row stays as a row of buttons under that label ('Sort by').
 */
export const DataTableHead = ({ caption, columns, sortLabel }: { caption: string; columns: readonly (string | SortableColumn)[]; sortLabel?: string }) => (
  <>
    <caption className="visually-hidden">{caption}</caption>
    <thead role="rowgroup" className={sortLabel ? 'data-table__sort-row' : undefined}>
      <tr role="row" data-label={sortLabel}>
        {columns.map((column) => <HeaderCell key={typeof column === 'string' ? column : column.id} column={column} />)}
      </tr>
    </thead>
  </>
);

/** A cell, with its column's name for the card it becomes on a phone. */
export const DataCell = ({ column, className, children }: { column: string; className?: string; children: ReactNode }) => (
  <td role="cell" data-label={column} className={className}>{children}</td>
);
