import type { ReactNode } from 'react';
import './empty-state.css';

/** What is missing and what to do next (architecture §6: every empty state says what to do next). */
/** headingLevel 1 when the empty state is the whole page (an unknown product, a search without a keyword): the page's one h1. */
export const EmptyState = ({ title, hint, children, headingLevel = 2 }: { title: string; hint?: string; children?: ReactNode; headingLevel?: 1 | 2 | 3 }) => {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  return (
    <section className="empty-state" role="status">
      <Heading className="empty-state__title">{title}</Heading>
      {hint ? <p>{hint}</p> : null}
      {children}
    </section>
  );
};
