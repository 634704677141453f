import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'contract' | 'sale' | 'info' | 'neutral' | 'warning';

/** A short status word on a product (contract, on sale, clearance…); colour is never its only cue. */
export const Badge = ({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) => (
  <span className={`badge badge--${tone}`}>{children}</span>
);
