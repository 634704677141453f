const RELOADED_AT = 'comptoir:reloadedForNewVersion';
/** A failure this soon after such a reload is not a new version (the network, the server): the error then stands. */
const AGAIN_WITHIN_MS = 10_000;

/**
 * A page's code or styles that the server no longer has (the storefront was deployed again since this tab loaded it)
 * fail to load (Vite's vite:preloadError): the same address is loaded again, which brings the new version's page,
 * instead of leaving the buyer on an empty screen. Once: a failure again right after it is left to fail.
 */
export const reloadForNewVersion = (reload: () => void = () => window.location.reload(), now: () => number = Date.now): (() => void) => {
  const onStaleChunk = (event: Event) => {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (now() - last < AGAIN_WITHIN_MS) return;
    event.preventDefault();
    window.sessionStorage.setItem(RELOADED_AT, String(now()));
    reload();
  };
  window.addEventListener('vite:preloadError', onStaleChunk);
  return () => window.removeEventListener('vite:preloadError', onStaleChunk);
};
