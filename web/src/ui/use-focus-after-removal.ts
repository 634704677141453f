import { useEffect, useRef, type RefObject } from 'react';

/**
 * A line removed takes its Remove button from under the keyboard (focus fell to the page body): the line that took
 * its place gets it, else the line before, else the page's heading, above what an empty cart says to do next.
 * Clear cart's empty cart too. A focus that is still somewhere is left alone.
 */
export const useFocusAfterRemoval = (lineIds: string | null, table: RefObject<HTMLTableElement | null>, heading: RefObject<HTMLElement | null>) => {
  const shown = useRef(lineIds);
  useEffect(() => {
    const before = shown.current?.split(' ') ?? [];
    shown.current = lineIds;
    const now = lineIds?.split(' ') ?? [];
    const gone = before.findIndex((id) => !now.includes(id));
    if (lineIds === null || gone < 0 || (document.activeElement !== document.body && document.activeElement?.isConnected)) return;
    const rows = table.current?.tBodies[0]?.rows;
    const row = rows?.[Math.min(gone, rows.length - 1)];
    (row?.querySelector<HTMLElement>('td:last-child button') ?? heading.current)?.focus();
  }, [lineIds, table, heading]);
};
