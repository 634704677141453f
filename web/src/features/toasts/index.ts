export { ToastsProvider, useToasts } from './toasts-provider.tsx';
export { Toaster } from './toaster.tsx';
