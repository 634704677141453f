import type { ReactNode } from 'react';

// A character no catalogue text contains, standing for the placeholder while the text is split.
const MARK = '\u0000';

/**
 * A catalogue text with one placeholder shown as an element (a link on an order number), so the
 * words around it still come from the catalogue in the page's language.
 */
export const TextWithElement = ({ text, element }: { text: (placeholder: string) => string; element: ReactNode }) => {
  const [before, after = ''] = text(MARK).split(MARK);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
};
