import { DRAWER_IMAGE_SIZE } from '@comptoir/core';
import type { DrawerProduct } from '@comptoir/machines';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazySnapshot } from '../../actors/index.ts';
import { useDrawerActor } from './drawer-provider.tsx';
import './added-to-cart-drawer.css';
import '../../ui/forms.css';

interface LineProps {
  product: DrawerProduct;
  /** The shared quantity box, given by the cart feature (so there is one quantity input). */
  renderQuantity: (props: { product: DrawerProduct; onCommit: (quantity: number) => void; busy: boolean }) => ReactNode;
  /** The line's change is being saved. */
  busy: boolean;
}

const DrawerLine = ({ product, renderQuantity, busy }: LineProps) => {
  const actor = useDrawerActor();
  const { t } = useTranslation();
  return (
    <li className="drawer-line">
      {product.imageUrl ? <img src={product.imageUrl} alt="" width={DRAWER_IMAGE_SIZE} height={DRAWER_IMAGE_SIZE} /> : <span className="drawer-line__no-image" aria-hidden="true" />}
      <div className="drawer-line__body">
        <p className="drawer-line__name">{product.description ?? product.productCode}</p>
        <p className="drawer-line__code">{product.productCode}</p>
        <p className="drawer-line__in-cart">{t('drawer.inCart')}</p>
        {renderQuantity({ product, busy, onCommit: (quantity) => actor.send({ type: 'drawer.quantityChanged', orderProductId: product.orderProductId, quantity }) })}
      </div>
    </li>
  );
};

/**
 * Spec §2.1: the 'Added to cart' drawer on the right. A real modal dialog: focus moves into it and
 * stays there, Escape or a click outside closes it, and focus goes back to the button that added.
 */
export const AddedToCartDrawer = ({ renderQuantity }: Pick<LineProps, 'renderQuantity'>) => {
  const actor = useDrawerActor();
  const { t } = useTranslation();
  // Rendered once the first add started the actor (lazy-drawer.tsx).
  const snapshot = useLazySnapshot(actor);
  const open = snapshot !== undefined && !snapshot.matches('closed');
  const products = snapshot?.context.products ?? [];
  const problem = snapshot?.context.problem ?? null;
  const saving = snapshot?.matches({ open: { quantity: 'updating' } }) ? snapshot.context.inFlight?.orderProductId : undefined;
  const dialog = useRef<HTMLDialogElement>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
      element.showModal();
      // The buyer first hears what happened ('Added to cart', the count), rather than landing on the first
      // line's '−', where one more Enter would take back what was just added.
      element.querySelector<HTMLElement>('#added-to-cart-title')?.focus();
    } else if (!open && element.open) {
      element.close();
      opener?.focus();
    }
  }, [open, opener]);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog box fills the drawer; a click on the element itself is a click on the backdrop.
    if (event.target === event.currentTarget) actor.send({ type: 'drawer.outsideClicked' });
  };
  return (
    <dialog
      ref={dialog}
      className="added-to-cart-drawer"
      aria-labelledby="added-to-cart-title"
      onClick={onBackdropClick}
      onCancel={(event) => {
        event.preventDefault();
        // Escape leaves the quantity box as Continue Shopping does, so a quantity typed there is sent, not dropped
        // with the box (an unmounted box never hears its blur).
        const focused = document.activeElement;
        if (focused instanceof HTMLElement && event.currentTarget.contains(focused)) focused.blur();
        actor.send({ type: 'drawer.continueShoppingClicked' });
      }}
    >
      {open && (
        <div className="added-to-cart-drawer__panel">
          <header className="added-to-cart-drawer__header">
            <h2 id="added-to-cart-title" tabIndex={-1}>{t('drawer.title')}</h2>
            <p>{t('drawer.itemCount', { count: snapshot?.context.addedQuantity ?? 0 })}</p>
          </header>
          {problem && <p className="alert" role="alert">{t(problem.code, problem.params)}</p>}
          <ul className="added-to-cart-drawer__lines">
            {products.map((product) => <DrawerLine key={product.orderProductId} product={product} renderQuantity={renderQuantity} busy={product.orderProductId === saving} />)}
          </ul>
          <div className="added-to-cart-drawer__actions">
            <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'drawer.continueShoppingClicked' })}>{t('drawer.continueShopping')}</button>
            <button type="button" className="button" onClick={() => actor.send({ type: 'drawer.viewCartClicked' })}>{t('drawer.viewCart')}</button>
          </div>
        </div>
      )}
    </dialog>
  );
};
