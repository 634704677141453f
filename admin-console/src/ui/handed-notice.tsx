import { useEffect, useRef } from 'react';
import { useSay, type Said } from '../i18n/said.ts';

/**
 * What the action on the screen before said (a deletion: the page and the button the admin used are gone), announced
 * here once with the keyboard on it. The live region is there from the first render, so it is heard.
 */
export const HandedNotice = ({ notice }: { notice: Said | null }) => {
  const say = useSay();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <div role="status" aria-live="polite">{notice && <p ref={ref} tabIndex={-1} className="notice">{say(notice)}</p>}</div>;
};
