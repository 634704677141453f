import type { ReactNode } from 'react';
import { Skeleton } from '../../../ui/skeleton.tsx';
import type { ResultView } from '../listing-params.ts';
import type { ProductCardView } from '../search-types.ts';
import { ProductRow } from './product-row.tsx';
import { ResultsTable } from './results-table.tsx';

export type Purchase = (card: ProductCardView) => ReactNode;

/** The records in the chosen view. */
export const ResultsList = ({ cards, view, caption, purchase }: { cards: readonly ProductCardView[]; view: ResultView; caption: string; purchase: Purchase }) => {
  if (view === 'table') return <ResultsTable cards={cards} caption={caption} purchase={purchase} />;
  return (
    <ol className={`results results--${view}`} aria-label={caption}>
      {cards.map((card) => (
        <li key={card.ProductCode}>
          <ProductRow card={card} view={view} purchase={purchase(card)} />
        </li>
      ))}
    </ol>
  );
};

/** Placeholders with the height of real rows, so nothing jumps when results arrive. */
export const ResultsSkeleton = ({ view, label }: { view: ResultView; label: string }) => (
  <ol className={`results results--${view === 'table' ? 'normal' : view}`} aria-busy="true" aria-label={label}>
    {Array.from({ length: 6 }, (_, index) => (
      <li key={index}><Skeleton height={view === 'xl' || view === 'grid' ? '12rem' : view === 'lg' ? '9rem' : '5rem'} /></li>
    ))}
  </ol>
);
