export { ToastsProvider, useToasts } from './toasts-provider.tsx';
export { Toaster } from './toaster.tsx';
export { LazyToaster } from './lazy-toaster.tsx';
