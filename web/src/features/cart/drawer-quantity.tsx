import { parseQuantity } from '@comptoir/core';
import type { DrawerProduct } from '@comptoir/machines';
import { useState } from 'react';
import { QuantityInput } from './quantity-input.tsx';

/**
 * The drawer line's quantity box: a change is asked for when the buyer leaves the box or presses Enter. While it is
 * saved (busy) the box is read-only: the answer moves the line's quantity, which would overwrite what is being typed.
 */
export const DrawerQuantity = ({ product, onCommit, busy }: { product: DrawerProduct; onCommit: (quantity: number) => void; busy: boolean }) => {
  const [value, setValue] = useState(String(product.quantity));
  const [shown, setShown] = useState(product.quantity);
  // The machine reverts a refused change: follow the line's quantity when it moves.
  if (shown !== product.quantity) {
    setShown(product.quantity);
    setValue(String(product.quantity));
  }
  // The box shows what the cart holds: a typed quantity is a request, which the machine takes (the line's quantity
  // moves and the box follows it) or refuses with its message (below the minimum, above 9999, not a multiple).
  const commit = () => {
    const quantity = parseQuantity(value);
    setValue(String(product.quantity));
    if (quantity !== null && quantity !== product.quantity) onCommit(quantity);
  };
  return <QuantityInput value={value} onChange={setValue} rule={product.rule} productLabel={product.description ?? product.productCode} onEnter={commit} onBlur={commit} busy={busy} />;
};
