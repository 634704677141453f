import { lazy } from 'react';

/**
 * The toasts' view in its own chunk, mounted with the page so that its live regions exist before the
 * first toast (screen readers announce what is added to them); the actor starts with the first toast.
 */
export const LazyToaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));
