import { checkLeftQuantity, defaultQuantity, fitQuantity, parseQuantity, type QuantityRule } from '@comptoir/core';
import { useRef, useState } from 'react';
import { useSaid } from '../../i18n/use-said.ts';
import { useTranslation } from 'react-i18next';
import { QuantityInput } from './quantity-input.tsx';
import { useAddToCart } from './use-add-to-cart.ts';
import './add-to-cart-button.css';

interface Props {
  productCode: string;
  /** The product's name, for the box's and the button's accessible names on a list of results. */
  productName: string;
  rule: QuantityRule;
  /** The quantity the box starts at (buy again: the last one ordered), fitted to today's rule; the rule's default otherwise. */
  initialQuantity?: number;
  disabled?: boolean;
}

// While adding, the button stays enabled (only aria-disabled): a disabled button would lose focus, and the
// drawer must hand focus back to it when it closes.
/**
 * The quantity box and the add button of a product (results rows, product page, buy again). A guest adds
 * to the cart of its guest-cart cookie under the same rules (its prices stay behind sign-in, spec §6).
 */
export const AddToCartButton = ({ productCode, productName, rule, initialQuantity, disabled }: Props) => {
  const { t } = useTranslation();
  const { add, pending } = useAddToCart();
  const [value, setValue] = useState(() => String(initialQuantity === undefined ? defaultQuantity(rule) : fitQuantity(initialQuantity, rule)));
  const [error, setError] = useSaid();
  const [notice, setNotice] = useSaid();
  const input = useRef<HTMLInputElement>(null);

  const submit = async (fromEnter: boolean) => {
    if (pending) return;
    setNotice(null);
    const quantity = parseQuantity(value);
    const result = await add([{ productCode, quantity, rule }]);
    if (result.ok) {
      setError(null);
      return;
    }
    setError(result.problem ? { key: result.problem.code, params: result.problem.params } : { text: result.message });
    // Spec §5: a quantity that is not a multiple, entered with Enter, is reset.
    if (fromEnter && quantity !== null && quantity > 0) setValue(String(fitQuantity(quantity, rule)));
    input.current?.focus();
  };

  // Spec §5: the minimum is told when the buyer leaves the box below it, before pressing Add.
  const leave = () => {
    const problem = checkLeftQuantity(parseQuantity(value), rule, productCode);
    setNotice(problem ? { key: problem.code, params: problem.params } : null);
  };

  return (
    <div className="add-to-cart">
      <QuantityInput
        ref={input}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
          setNotice(null);
        }}
        rule={rule}
        productLabel={productName}
        error={error}
        notice={notice}
        onEnter={() => void submit(true)}
        onBlur={leave}
        disabled={disabled}
      />
      <button type="button" className="button add-to-cart__button" onClick={() => void submit(false)} disabled={disabled} aria-disabled={pending || undefined} aria-label={`${t('cart.addToCart')} — ${productName}`}>
        {t('cart.addToCart')}
      </button>
    </div>
  );
};
