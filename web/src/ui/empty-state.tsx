import type { ReactNode } from 'react';
import './empty-state.css';

/** What is missing and what to do next (architecture §6: every empty state says what to do next). */
export const EmptyState = ({ title, hint, children, headingLevel = 2 }: { title: string; hint?: string; children?: ReactNode; headingLevel?: 2 | 3 }) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="empty-state" role="status">
      <Heading className="empty-state__title">{title}</Heading>
      {hint ? <p>{hint}</p> : null}
      {children}
    </section>
  );
};
