import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoaded } from './use-loaded.ts';

/** A load per key, resolved when the test says so. */
const loads = new Map<string, (value: { total: number } | undefined) => void>();
const Shown = ({ query }: { query: string }) => {
  const [list] = useLoaded(() => new Promise<{ total: number }>((resolve) => loads.set(query, (value) => resolve(value as { total: number }))), query);
  return <p>{list.status === 'loaded' ? `total ${list.value.total}` : list.status}</p>;
};

describe('useLoaded', () => {
  it('shows the newer key’s answer: one left behind that resolves late (an aborted request read as nothing) is dropped', async () => {
    const { rerender } = render(<Shown query="all" />);
    rerender(<Shown query="search=e2e" />);
    // The list's request for 'all' was aborted as its body was read: it resolved with nothing. The page crashed on it.
    await act(async () => loads.get('all')?.(undefined));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => loads.get('search=e2e')?.({ total: 1 }));
    expect(screen.getByText('total 1')).toBeTruthy();
  });
});
