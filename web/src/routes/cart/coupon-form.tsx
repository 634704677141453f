import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../features/api-client/index.ts';
import { cartApi, loadCart } from '../../features/cart/index.ts';
import { useSaid, type Saying } from '../../i18n/use-said.ts';

/** Coupon entry (spec §2.5): the api's own message answers each apply and remove, beside the field. */
/** `notice`: the cart's word on an applied coupon that no longer applies (expired, used up, withdrawn). */
export const CouponForm = ({ applied, notice }: { applied: string | null; notice?: string | undefined }) => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  // The outcome's kind, and its text: the api's, shown only in the language it was asked in.
  const [kind, setKind] = useState<'error' | 'success' | null>(null);
  const [outcomeText, say] = useSaid();
  const setOutcome = (outcome: { kind: 'error' | 'success'; saying: Saying }) => {
    setKind(outcome.kind);
    say(outcome.saying);
  };
  const [working, setWorking] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  /** Whether the api took the change. */
  const run = async (change: () => Promise<{ Messages: ReadonlyArray<{ PrimaryMessage: string }> }>) => {
    setWorking(true);
    try {
      const answer = await change();
      setOutcome({ kind: 'success', saying: { text: answer.Messages.map((message) => message.PrimaryMessage).join(' ') } });
      setCode('');
      return true;
    } catch (error) {
      setOutcome({ kind: 'error', saying: error instanceof ApiError ? { text: error.message } : { key: 'errors.generic' } });
      return false;
    } finally {
      await loadCart().catch(() => undefined);
      setWorking(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    if (!code.trim()) {
      field.current?.focus();
      return setOutcome({ kind: 'error', saying: { key: 'cartTools.couponRequired' } });
    }
    // A refused code stays in the field, which gets the keyboard back to correct it (the message describes it).
    void run(() => cartApi.addCouponCode(code.trim())).then((taken) => taken || field.current?.focus());
  };
  // A removed coupon takes its Remove button away: the keyboard goes to the field, which the outcome describes, not to
  // the page body. Refused, the button stays and keeps the keyboard.
  const remove = async (coupon: string) => {
    if (working) return;
    if (await run(() => cartApi.removeCouponCode(coupon))) field.current?.focus();
  };
  const outcome = outcomeText === null ? null : { kind, text: outcomeText };
  const error = outcome?.kind === 'error';
  // A code taken, then said by the cart not to apply (under its minimum, now or after a quantity change): the status says
  // why, once, rather than keep 'applied' beside it.
  const overtaken = outcome?.kind === 'success' && notice !== undefined;
  return (
    <form className="coupon-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="coupon-code">{t('cartTools.couponCode')}</label>
        <div className="coupon-form__row">
          <input ref={field} id="coupon-code" name="couponCode" value={code} maxLength={40} autoComplete="off" onChange={(event) => setCode(event.target.value)} aria-invalid={error || undefined} aria-describedby={outcome ? 'coupon-outcome' : undefined} />
          {/* aria-disabled, not disabled: a disabled button drops the keyboard's focus to the page body while the code is checked. */}
          <button type="submit" className="button button--secondary" aria-disabled={working || undefined}>{t('cartTools.applyCoupon')}</button>
        </div>
        <p id="coupon-outcome" className={error ? 'field__error' : 'field__hint'} role={error ? 'alert' : 'status'}>{overtaken ? notice : outcome?.text}</p>
      </div>
      {applied && (
        <p className="coupon-form__applied">
          {notice && !overtaken ? <span className="field__error">{notice}</span> : t('cartTools.appliedCoupon', { code: applied })}{' '}
          <button type="button" className="link-button" onClick={() => void remove(applied)} aria-disabled={working || undefined}>{t('cartTools.removeCoupon', { code: applied })}</button>
        </p>
      )}
    </form>
  );
};
