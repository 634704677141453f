export { CompareToggle } from './compare-toggle.tsx';
export { CompareTray } from './compare-tray.tsx';
export { COMPARE_MAX, COMPARE_MIN, clearCompared, removeCompared, useCompared, compareReturnTo, setCompareReturnTo, type ComparedProduct } from './compare-store.ts';
export { fetchComparison } from './compare-api.ts';
