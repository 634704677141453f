/** Message status of the spec's Message entity (§3), plus the 4 and 10 values §4 maps to 'primary'. */
export const MessageStatus = { error: 1, warning: 2, success: 3, info: 4, notice: 10 } as const;
export type MessageStatus = (typeof MessageStatus)[keyof typeof MessageStatus];

/** Message type of the spec's Message entity (§3). 5 is not used by the spec. */
export const MessageType = { cannotOrderCategory: 1, approval: 2, promotional: 3, other: 4, addToCart: 6 } as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];

export const toastTypes = ['danger', 'warning', 'success', 'primary'] as const;
export type ToastType = (typeof toastTypes)[number];

/** Spec §4: 1 danger, 2 warning, 3 success, 4 and 10 primary. Anything unknown is shown neutrally. */
export const toastTypeForStatus = (status: number): ToastType => {
  switch (status) {
    case MessageStatus.error:
      return 'danger';
    case MessageStatus.warning:
      return 'warning';
    case MessageStatus.success:
      return 'success';
    default:
      return 'primary';
  }
};

/** Spec §8: toast alerts auto-dismiss after 4000 ms by default, add-to-cart toasts after 5000 ms. */
export const TOAST_AUTO_DISMISS_MS = 4000;
export const ADD_TO_CART_TOAST_AUTO_DISMISS_MS = 5000;
/** Spec §9: the toast container is polled every 500 ms while it mounts. */
export const TOAST_CONTAINER_POLL_MS = 500;

/** Spec §8: cart messages containing 'removed from cart' are special (danger toasts); French texts say 'retiré du panier'. */
export const isRemovedFromCartMessage = (text: string): boolean => /removed from (the )?cart|retirée? du panier/i.test(text);

/** A toast's title (catalogue key): its type's, or a removal's, which is not an error the buyer made. */
export type ToastTitle = 'toast.error' | 'toast.warning' | 'toast.success' | 'toast.info' | 'toast.itemRemoved';

const titles: Record<ToastType, ToastTitle> = { danger: 'toast.error', warning: 'toast.warning', success: 'toast.success', primary: 'toast.info' };
export const toastTitleFor = (type: ToastType): ToastTitle => titles[type];

export interface ToastDisplay {
  type: ToastType;
  title: ToastTitle;
  /** null: the toast persists with a close button. */
  autoDismissMs: number | null;
  scrollToTop: boolean;
}

/**
 * How a server message is shown (spec §4 'Toast display'): an add-to-cart success or danger message
 * is a 5-second toast; other messages persist with a close button and scroll the page to the top.
 * Removed-item messages (spec §8) are danger toasts titled 'Item removed', 5-second ones like the
 * add-to-cart toasts: they answer a change made on the cart's lines, which the page must not scroll away from.
 */
export const toastDisplayFor = (message: { MessageStatus: number; MessageType: number; PrimaryMessage: string }): ToastDisplay => {
  if (isRemovedFromCartMessage(message.PrimaryMessage)) return { type: 'danger', title: 'toast.itemRemoved', autoDismissMs: ADD_TO_CART_TOAST_AUTO_DISMISS_MS, scrollToTop: false };
  const type = toastTypeForStatus(message.MessageStatus);
  if (message.MessageType === MessageType.addToCart && (type === 'success' || type === 'danger')) {
    return { type, title: toastTitleFor(type), autoDismissMs: ADD_TO_CART_TOAST_AUTO_DISMISS_MS, scrollToTop: false };
  }
  return { type, title: toastTitleFor(type), autoDismissMs: null, scrollToTop: true };
};
