import { quantityBounds, quantityNotes, stepQuantity, parseQuantity, type QuantityRule } from '@comptoir/core';
import { forwardRef, useId, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './quantity-input.css';

interface Props {
  /** The text in the box: digits only (spec §5: non-numeric input becomes empty). */
  value: string;
  onChange: (value: string) => void;
  rule: QuantityRule;
  /** The product's name or code, so every box on a results page has its own accessible name. */
  productLabel?: string;
  /** The message of the last refused quantity, shown under the box. */
  error?: string | null;
  /**
   * A message about the rule the notes state (the minimum, on leaving the box): the notes are drawn as an error and the
   * message is read out, but nothing moves, so the Add button the pointer is pressing stays under it.
   */
  notice?: string | null;
  onEnter?: () => void;
  /** The keyboard left the box and its − and + (moving between them is not leaving): a step, then Tab, is a change too. */
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  /** A change is being saved: the box is read-only and the steps inert, but nothing loses the keyboard's focus. */
  busy?: boolean;
}

/**
 * What the box keeps of what was typed or pasted (spec §5: non-numeric input becomes empty): digits, without the
 * spaces of '1 000'. Anything else empties it rather than losing a character: '2.5' or '2,5' kept as 25 ordered ten times as much.
 */
export const quantityText = (typed: string): string => {
  const digits = typed.replace(/\s/g, '');
  return /^\d*$/.test(digits) ? digits : '';
};

/**
 * The one quantity box of the storefront (spec §5): the notes 'sold in multiples of X' and the minimum
 * shown before the buyer errs, − and + moving by the sales multiple within 1..9999, digits only. No length
 * limit: one would cut 10000 to 1000 without a word, where core's check says the maximum.
 */
export const QuantityInput = forwardRef<HTMLInputElement, Props>(({ value, onChange, rule, productLabel, error, notice, onEnter, onBlur, name = 'quantity', disabled, busy }, ref) => {
  const { t } = useTranslation();
  const id = useId();
  const notes = quantityNotes(rule);
  const { step, max } = quantityBounds(rule);
  const current = parseQuantity(value);
  const flagged = !error && notice && notes.length > 0 ? notice : null;
  const describedBy = [notes.length > 0 ? `${id}-notes` : '', error ? `${id}-error` : '', flagged ? `${id}-notice` : ''].filter(Boolean).join(' ') || undefined;
  // Every control names its product, so a list of twenty rows is not twenty 'Decrease quantity' to a screen reader.
  const named = (key: string) => (productLabel ? `${t(key)} — ${productLabel}` : t(key));
  const move = (direction: 1 | -1) => {
    if (!busy) onChange(String(stepQuantity(current ?? 0, direction, rule)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && onEnter && !busy) {
      event.preventDefault();
      onEnter();
    }
  };
  const onLeave = (event: FocusEvent<HTMLDivElement>) => {
    if (onBlur && !event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };
  return (
    <div className="quantity-input">
      <div className="quantity-input__box" onBlur={onLeave}>
        <button type="button" className="quantity-input__step" aria-label={named('quantity.decrease')} onClick={() => move(-1)} disabled={disabled || current === null || stepQuantity(current, -1, rule) >= current} aria-disabled={busy || undefined}>−</button>
        <input
          ref={ref}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={named('quantity.label')}
          aria-invalid={error || flagged ? true : undefined}
          aria-describedby={describedBy}
          value={value}
          disabled={disabled}
          readOnly={busy}
          onChange={(event) => onChange(quantityText(event.target.value))}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="quantity-input__step" aria-label={named('quantity.increase')} onClick={() => move(1)} disabled={disabled || (current ?? 0) + step > max} aria-disabled={busy || undefined}>+</button>
      </div>
      {notes.length > 0 && (
        <p id={`${id}-notes`} className={flagged ? 'quantity-input__notes quantity-input__notes--flagged' : 'quantity-input__notes'}>
          {notes.map((note) => t(note.key, note.params)).join(' · ')}
        </p>
      )}
      {flagged && (
        <p id={`${id}-notice`} className="visually-hidden" role="alert">
          {flagged}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="quantity-input__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
QuantityInput.displayName = 'QuantityInput';
