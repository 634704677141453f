import { beforeAll } from 'vitest';

/** jsdom has <dialog> without its modal methods: open and close are enough for component tests. */
export const withModalDialogs = () =>
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) { this.open = true; };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) { this.open = false; this.dispatchEvent(new Event('close')); };
  });
