export { ShellParams, useShellParams, dataTest, ewayOrder } from './use-shell-params.ts';
export type { EwayOrder, EwayOrderType } from './shell-params.ts';
