import type { MouseEvent } from 'react';

/**
 * The props of a button whose work is under way. `disabled` would drop the keyboard to the page (Chromium moves the
 * focus off a button that becomes disabled, so after a refusal the admin had to find their place again): the button
 * stays focusable, says it is unavailable (aria-disabled), and ignores presses, a form's submit included, meanwhile.
 */
export const busyButton = (busy: boolean, onPress?: () => void) => ({
  'aria-disabled': busy || undefined,
  onClick: (event: MouseEvent) => {
    if (busy) event.preventDefault();
    else onPress?.();
  },
});
