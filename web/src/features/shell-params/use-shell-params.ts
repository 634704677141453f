import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readDataTest, readEwayOrder, type EwayOrder } from './shell-params.ts';

/**
 * Reads the shell's parameters on every navigation. Test attributes are switched on for the whole
 * document (<html data-test-attributes>), so components add `data-test` only when it is set.
 */
export const useShellParams = (): { dataTest: boolean; ewayOrder: EwayOrder | null } => {
  const [search] = useSearchParams();
  const key = search.toString();
  return useMemo(() => {
    const params = { dataTest: readDataTest(search), ewayOrder: readEwayOrder(search) };
    // Set while rendering the shell, before the page below renders its data-test attributes.
    if (params.dataTest) document.documentElement.dataset.testAttributes = 'on';
    else delete document.documentElement.dataset.testAttributes;
    return params;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
};

/** Renders nothing: reads the shell's parameters for the layout. */
export const ShellParams = () => {
  useShellParams();
  return null;
};

/** `data-test` for a component when test attributes are on (enableDataTest). */
export const dataTest = (id: string): { 'data-test'?: string } =>
  typeof document !== 'undefined' && document.documentElement.dataset.testAttributes === 'on' ? { 'data-test': id } : {};

/** The order numbers and kind passed with ?ewayorderno and ?type, for the order screens. */
export const ewayOrder = (): EwayOrder | null => readEwayOrder(new URLSearchParams(window.location.search));
