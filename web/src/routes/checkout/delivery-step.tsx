import { addressLines, customPromptAllowedLength, formatDate, isBusinessDay, isCardOnFileOption, isCardOption, isProvince } from '@comptoir/core';
import type { CheckoutMachine } from '@comptoir/machines';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { savedCardFor, type CardEntry, type DeliveryDetails } from '../../features/checkout/index.ts';
import { CardFields } from '../../features/payment-cards/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf } from '../../paths.ts';
import { DeliveryServiceField } from './delivery-service-field.tsx';
import { PoNumberField, poNumberError } from './po-number-field.tsx';
import { SavedCardChoice } from './saved-card-choice.tsx';

interface Props {
  details: DeliveryDetails;
  actor: ActorRefFrom<CheckoutMachine>;
  snapshot: SnapshotFrom<CheckoutMachine>;
  shipToId: string | undefined;
  onShipTo: (shipToId: string) => void;
  card: CardEntry;
  onCard: (card: CardEntry) => void;
  poNumber: string;
  onPoNumber: (text: string) => void;
  deliveryInstructions: string;
  onDeliveryInstructions: (text: string) => void;
  mayManageShipToCards: boolean;
}

/** The api's limit on an order's delivery instructions. */
const DELIVERY_INSTRUCTIONS_MAX_LENGTH = 250;

/** Step 1, Delivery Details: ship-to, delivery type and date, PO number, delivery instructions, the order's custom prompts, billing option. */
export const DeliveryStep = ({ details, actor, snapshot, shipToId, onShipTo, card, onCard, poNumber, onPoNumber, deliveryInstructions, onDeliveryInstructions, mayManageShipToCards }: Props) => {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const form = useRef<HTMLFormElement>(null);
  const { context } = snapshot;
  const prompts = details.CustomPrompts.filter((prompt) => prompt.orderProductId === null);
  const validating = snapshot.matches({ deliveryDetails: 'validatingPrompts' });
  const province = details.shipTos.find((shipTo) => shipTo.shipToId === shipToId)?.address.province;
  // Spec §4: a scheduled date is a business day (the ship-to province's holidays), from the earliest date up to the
  // latest (core's horizon). The box keeps what the buyer picked; the machine gets it only when usable, so Continue asks for another date.
  const [dateText, setDateText] = useState(context.scheduledDate ?? '');
  const latest = details.latestScheduledDate;
  const usableDate = (date: string) => date >= details.earliestScheduledDate && date <= latest && isBusinessDay(date, isProvince(province) ? province : null);
  const dateError =
    dateText !== '' && dateText > latest ? t('checkout.scheduledDateTooLate', { date: formatDate(latest, locale) })
    : dateText !== '' && !usableDate(dateText) ? t('checkout.scheduledDateInvalid')
    : context.dateRequired ? t('checkout.dateRequired') : null;
  const hasPoNumberField = details.poNumberPromptId === null;
  const [poChecked, setPoChecked] = useState(false);

  // Spec §5: on a refused step, the first invalid field is focused (the card's last, as it comes last).
  useEffect(() => {
    if (context.promptBanner || context.dateRequired || context.paymentProblem) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [context.promptBanner, context.dateRequired, context.fieldErrors, context.paymentProblem]);

  // The card is named on its field once the order's required fields are accepted (the machine's order), instead of failing the submission.
  const cardError = context.paymentProblem;
  // A card-on-file option without a usable card has no field of its own: the option is what is invalid, so Continue's
  // refusal focuses it (not the body the disabled button left) and it names the reason.
  const refusedOption = cardError?.field === 'cardOnFile' ? context.billing.selected : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasPoNumberField && poNumberError(poNumber, t)) {
      setPoChecked(true);
      form.current?.querySelector<HTMLElement>('#po-number')?.focus();
      return;
    }
    actor.send({ type: 'checkout.continueClicked' });
  };

  return (
    <form ref={form} className="checkout__form" onSubmit={submit} noValidate>
      {context.promptBanner && <p className="alert" role="alert">{t('cart.customPromptsInvalid')}</p>}
      <fieldset>
        <legend>{t('checkout.shipTo')}</legend>
        {details.shipTos.filter((shipTo) => details.canSelectShipTo || shipTo.shipToId === shipToId).map((shipTo) => (
          <label key={shipTo.shipToId} className="choice">
            <input type="radio" name="shipTo" value={shipTo.shipToId} checked={shipTo.shipToId === shipToId} onChange={() => {
              onShipTo(shipTo.shipToId);
              actor.send({ type: 'checkout.shipToChanged', area: { preAssemblyAvailable: shipTo.assemblyAvailable, installationAvailable: shipTo.installationAvailable } });
            }} />
            <span>{addressLines(shipTo.address).join(', ')}</span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('checkout.deliveryType')}</legend>
        {(['standard', 'scheduled'] as const).map((type) => (
          <label key={type} className="choice">
            <input type="radio" name="deliveryType" value={type} checked={context.deliveryType === type} onChange={() => actor.send({ type: 'checkout.deliveryTypeSelected', deliveryType: type })} />
            <span>{t(type === 'standard' ? 'checkout.deliveryStandard' : 'checkout.deliveryScheduled')}</span>
          </label>
        ))}
        {context.deliveryType === 'scheduled' && (
          <div className="field">
            <label htmlFor="scheduled-date">{t('checkout.scheduledDate')}</label>
            <input id="scheduled-date" name="scheduledDate" type="date" min={details.earliestScheduledDate} max={latest} value={dateText} aria-invalid={dateError ? true : undefined} aria-describedby="scheduled-date-hint" onChange={(event) => {
              setDateText(event.target.value);
              actor.send({ type: 'checkout.scheduledDateSelected', date: usableDate(event.target.value) ? event.target.value : '' });
            }} />
            <p className={dateError ? 'field__error' : 'field__hint'} id="scheduled-date-hint">{dateError ?? t('checkout.scheduledDateRange', { from: formatDate(details.earliestScheduledDate, locale), until: formatDate(latest, locale) })}</p>
          </div>
        )}
      </fieldset>
      {details.CartSummary.hasSpecialDeliveryItem && <DeliveryServiceField actor={actor} snapshot={snapshot} />}
      {hasPoNumberField && <PoNumberField value={poNumber} onChange={onPoNumber} checked={poChecked} />}
      <div className="field">
        <label htmlFor="delivery-instructions">{t('fields.deliveryInstructions')}</label>
        <textarea id="delivery-instructions" name="deliveryInstructions" rows={2} maxLength={DELIVERY_INSTRUCTIONS_MAX_LENGTH} aria-describedby="delivery-instructions-hint" value={deliveryInstructions} onChange={(event) => onDeliveryInstructions(event.target.value)} />
        <p id="delivery-instructions-hint" className="field__hint">{t('checkout.promptLengthHint', { max: DELIVERY_INSTRUCTIONS_MAX_LENGTH })}</p>
      </div>
      {prompts.length > 0 && (
        <fieldset>
          <legend>{t('checkout.customPrompts')}</legend>
          {prompts.map((prompt) => {
            const error = context.fieldErrors[prompt.promptId];
            const max = customPromptAllowedLength(prompt.promptLength, prompt.prefix);
            // The box also takes the prefix, so a whole PO number pasted is not cut short: the api takes the prefix off.
            const id = `prompt-${prompt.promptId}`;
            // Spec §5: the field becomes a dropdown when alias options exist.
            const options = prompt.CustomPromptElements.flatMap((element) => element.CustomPromptCustomizations);
            const common = {
              value: context.promptValues[prompt.promptId] ?? '',
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error || options.length === 0 ? `${id}-hint` : undefined,
              onChange: (event: { target: { value: string } }) => actor.send({ type: 'checkout.customPromptChanged', promptId: prompt.promptId, value: event.target.value }),
            };
            return (
              <div className="field" key={prompt.promptId}>
                <label htmlFor={id}>{prompt.label}{prompt.isMandatory ? ` (${t('common.required')})` : ''}</label>
                {options.length > 0 ? (
                  <select id={id} name={id} required={prompt.isMandatory} {...common}>
                    <option value="">{t('checkout.choosePrompt')}</option>
                    {options.map((option) => <option key={option.CustomizationValue} value={option.CustomizationValue}>{option.Alias ?? option.CustomizationValue}</option>)}
                  </select>
                ) : (
                  <input id={id} name={id} type="text" maxLength={max + (prompt.prefix?.length ?? 0)} required={prompt.isMandatory} {...common} />
                )}
                {(error || options.length === 0) && <p id={`${id}-hint`} className={error ? 'field__error' : 'field__hint'}>{error ?? (prompt.prefix ? t('checkout.promptPrefixLengthHint', { prefix: prompt.prefix, max }) : t('checkout.promptLengthHint', { max }))}</p>}
              </div>
            );
          })}
        </fieldset>
      )}
      <fieldset>
        <legend>{t('checkout.billingOption')}</legend>
        {context.billing.offered.map((option) => (
          <label key={option} className="choice">
            <input type="radio" name="billingOption" value={option} checked={context.billing.selected === option} aria-invalid={option === refusedOption || undefined} aria-describedby={option === refusedOption ? 'card-error' : undefined} onChange={() => actor.send({ type: 'billing.optionSelected', option })} />
            <span>{details.billingOptions.find((candidate) => candidate.billingOptionType === option)?.label}</span>
          </label>
        ))}
        {isCardOnFileOption(context.billing.selected) ? (
          <SavedCardChoice option={context.billing.selected} card={savedCardFor(details, context.billing.selected, shipToId)} problem={cardError?.field === 'cardOnFile' ? cardError : null} mayManageShipToCards={mayManageShipToCards} />
        ) : (
          isCardOption(context.billing.selected) && <CardFields card={card} problem={cardError} onCard={(next) => {
            onCard(next);
            actor.send({ type: 'checkout.cardChanged' });
          }} />
        )}
      </fieldset>
      <div className="checkout__actions">
        <button type="submit" className="button" disabled={validating}>{t('checkout.continueToReview')}</button>
      </div>
    </form>
  );
};
