import { formatMessage } from '@comptoir/core';
import type { DrawerProduct } from '@comptoir/machines';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withModalDialogs } from '../../test/modal-dialog.ts';
import { renderAt } from '../../test/render.tsx';
import { DrawerProvider, useDrawer } from './drawer-provider.tsx';
import { LazyAddedToCartDrawer } from './lazy-drawer.tsx';

// The cart already held 20 pens; the buyer adds 2 more, so the cart's line now holds 22.
const pensInCart: DrawerProduct = { orderProductId: 1, productCode: 'PEN-12', quantity: 22, rule: {}, description: 'Pens' };

const AddTwoPens = () => {
  const drawer = useDrawer();
  return <button type="button" onClick={() => drawer.itemsAdded([{ productCode: 'PEN-12', quantity: 2 }], [pensInCart])}>add</button>;
};

const renderDrawer = (url: string) =>
  renderAt(
    url,
    <DrawerProvider shopper="buyer-1" signedIn mergeMode={false} clientNo="" onCartChanged={() => undefined}>
      <AddTwoPens />
      <LazyAddedToCartDrawer renderQuantity={({ product }) => <output>{product.quantity}</output>} />
    </DrawerProvider>,
  );

withModalDialogs();

describe('the added-to-cart drawer', () => {
  it.each([
    ['/en', 'en-CA'],
    ['/fr', 'fr-CA'],
  ] as const)('at %s counts what was just added (2), and labels the line’s 22 as the quantity in the cart', async (url, locale) => {
    renderDrawer(url);
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    const drawer = await screen.findByRole('dialog', { name: formatMessage(locale, 'drawer.title') }, { timeout: 3000 });
    expect(drawer.textContent).toContain(formatMessage(locale, 'drawer.itemCount_other', { count: 2 }));
    expect(drawer.textContent).not.toContain(formatMessage(locale, 'drawer.itemCount_other', { count: 22 }));
    expect(screen.getByText(formatMessage(locale, 'drawer.inCart')).nextElementSibling?.textContent).toBe('22');
  });
});
