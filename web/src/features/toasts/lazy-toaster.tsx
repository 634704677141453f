import { lazy } from 'react';

/** The toasts' view in its own chunk: not needed for the first paint (the toasts actor starts at once). */
export const LazyToaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));
