import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadForNewVersion } from './reload-for-new-version.ts';

const staleChunk = () => {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

describe('a page whose code is gone (the storefront was deployed again since the tab opened)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    window.sessionStorage.clear();
  });

  it('loads the same address again, once: the new version has the page', () => {
    const reload = vi.fn();
    let now = 1_000_000;
    stop = reloadForNewVersion(reload, () => now);
    expect(staleChunk().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // Failing again straight after that reload is not a new version (a network failure): no reload loop, the error stands.
    now += 3_000;
    expect(staleChunk().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deployment reloads again.
    now += 60_000;
    expect(staleChunk().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
