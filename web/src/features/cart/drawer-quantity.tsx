import { parseQuantity } from '@comptoir/core';
import type { DrawerProduct } from '@comptoir/machines';
import { useState } from 'react';
import { QuantityInput } from './quantity-input.tsx';

/** The drawer line's quantity box: a change is sent when the buyer leaves the box or presses Enter. */
export const DrawerQuantity = ({ product, onCommit }: { product: DrawerProduct; onCommit: (quantity: number) => void }) => {
  const [value, setValue] = useState(String(product.quantity));
  const [shown, setShown] = useState(product.quantity);
  // The machine reverts a refused change: follow the line's quantity when it moves.
  if (shown !== product.quantity) {
    setShown(product.quantity);
    setValue(String(product.quantity));
  }
  const commit = () => {
    const quantity = parseQuantity(value);
    if (quantity === null) setValue(String(product.quantity));
    else if (quantity !== product.quantity) onCommit(quantity);
  };
  return <QuantityInput value={value} onChange={setValue} rule={product.rule} productLabel={product.description ?? product.productCode} onEnter={commit} onBlur={commit} />;
};
