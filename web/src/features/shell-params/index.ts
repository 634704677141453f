export { ShellParams, useShellParams, dataTest, ewayOrder } from './use-shell-params.ts';
export { readLayoutPreview } from './shell-params.ts';
export type { EwayOrder, EwayOrderType, LayoutPreview } from './shell-params.ts';
