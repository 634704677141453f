import { useEffect, useRef, type RefObject } from 'react';

/**
 * A row removed (a cart line, a template) takes its Remove or Delete button from under the keyboard (focus fell to the
 * page body): the row that took its place gets it (its `control`), else the row before, else the page's heading, above
 * what an empty list says to do next. Clear cart's empty cart too. A focus that is still somewhere is left alone.
 * `rowIds` are the shown rows' ids, space-separated, in order; `rows` holds the table (its body's rows are the rows).
 */
export const useFocusAfterRemoval = (rowIds: string | null, rows: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>, control = 'td:last-child button') => {
  const shown = useRef(rowIds);
  useEffect(() => {
    const before = shown.current?.split(' ') ?? [];
    shown.current = rowIds;
    const now = rowIds?.split(' ') ?? [];
    const gone = before.findIndex((id) => !now.includes(id));
    if (rowIds === null || gone < 0 || (document.activeElement !== document.body && document.activeElement?.isConnected)) return;
    const left = rows.current?.querySelectorAll('tbody > tr');
    const row = left?.[Math.min(gone, left.length - 1)];
    (row?.querySelector<HTMLElement>(control) ?? heading.current)?.focus();
  }, [rowIds, rows, heading, control]);
};
