import { addressLines, formatDate, formatMoney, isCardOnFileOption, isCardOption, minimumOrderShortfall } from '@comptoir/core';
import { reviewBanners } from '@comptoir/machines';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loadCart, OrderTotals } from '../../features/cart/index.ts';
import { checkoutInputOf, fetchDeliveryDetails, isOverBudgetBlock, savedCardFor, useCheckout, type CardEntry, type DeliveryDetails } from '../../features/checkout/index.ts';
import { CardOnFileText, emptyCard } from '../../features/payment-cards/index.ts';
import type { BuyerProfile } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, localeOf } from '../../paths.ts';
import { deliveryServiceKey } from './delivery-service-field.tsx';
import { DeliveryStep } from './delivery-step.tsx';
import { ReviewLines } from './review-lines.tsx';
import { ReviewPrompts } from './review-prompts.tsx';
import { useReviewStepHistory } from './use-review-step-history.ts';
import { isSayableAgain } from '../../i18n/sayable.ts';

interface Props {
  details: DeliveryDetails;
  client: BuyerProfile['client'];
  orderHold: { from: string | null; until: string | null } | null;
  /** Spec isAdminFlag: the buyer keeps the ship-tos' account cards, so checkout leads them there when one is missing. */
  mayManageShipToCards?: boolean;
  /** The signed-in buyer, named in the confirmation's history entry (another buyer of the tab is not shown it). */
  buyerId?: string;
}

export const CheckoutFlow = ({ details, client, orderHold, mayManageShipToCards = false, buyerId }: Props) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const navigate = useNavigate();
  const [input] = useState(() => checkoutInputOf(details, client, orderHold));
  const [shipToId, setShipToId] = useState(details.shipTos.find((shipTo) => shipTo.isCurrent)?.shipToId);
  const [card, setCard] = useState<CardEntry>(emptyCard);
  const [poNumber, setPoNumber] = useState(details.poNumber);
  const [deliveryInstructions, setDeliveryInstructions] = useState(details.deliveryInstructions);
  // The totals Review & Confirm shows, read again when the cart changed elsewhere (another tab) since.
  const [summary, setSummary] = useState(details.CartSummary);
  const latest = useRef({ shipToId, card, poNumber, deliveryInstructions, reviewedTotal: summary.OrderTotal });
  latest.current = { shipToId, card, poNumber, deliveryInstructions, reviewedTotal: summary.OrderTotal };
  const { actor, snapshot, refusal, submitted } = useCheckout(details, input, () => latest.current);
  const heading = useRef<HTMLHeadingElement>(null);
  const onReview = snapshot.matches('reviewAndConfirm') || snapshot.matches('submitting') || snapshot.matches('failed');

  useEffect(() => heading.current?.focus(), [onReview]);
  // A submitted order stays on its step: the confirmation replaces this history entry.
  useReviewStepHistory(onReview || snapshot.status === 'done', () => actor.send({ type: 'checkout.editDeliveryDetailsClicked' }));
  // A refusal disables nothing it can hand focus back to, so focus goes to the message saying what to do.
  const alert = useRef<HTMLDivElement>(null);
  const failed = snapshot.matches('failed');
  useEffect(() => {
    if (snapshot.context.error) alert.current?.focus();
  }, [snapshot.context.error, failed]);
  // Refused because the order changed after review: its lines, totals, ship-to, PO number, delivery instructions, delivery
  // service and prompt answers as they are now, for the buyer to check and submit again.
  const orderChanged = failed && snapshot.context.error === 'checkout.orderChanged';
  useEffect(() => {
    if (!orderChanged) return;
    let live = true;
    void loadCart().catch(() => undefined);
    fetchDeliveryDetails().then((fresh) => {
      if (!live) return;
      setSummary(fresh.CartSummary);
      // Moved to another ship-to elsewhere: Review & Confirm shows, and Submit order again sends, the one the order now has.
      setShipToId((chosen) => fresh.shipTos.find((shipTo) => shipTo.isCurrent)?.shipToId ?? chosen);
      setPoNumber(fresh.poNumber);
      setDeliveryInstructions(fresh.deliveryInstructions);
      const promptValues = Object.fromEntries(fresh.CustomPrompts.filter((prompt) => prompt.orderProductId === null).map((prompt) => [prompt.promptId, prompt.value ?? '']));
      actor.send({ type: 'checkout.orderReloaded', promptValues, deliveryService: fresh.OrderDeli.deliServOptType });
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [actor, orderChanged]);
  useEffect(() => {
    if (snapshot.status !== 'done' || !snapshot.context.orderNumber) return;
    void loadCart().catch(() => undefined);
    // The history entry's state survives a reload and the back button, so the confirmation keeps telling an approval order apart.
    navigate(`${href(language, 'confirmation')}?ewayorderno=${encodeURIComponent(snapshot.context.orderNumber)}&orderId=${submitted?.orderId ?? ''}`, { replace: true, state: { awaitingApproval: submitted?.awaitingApproval ?? false, poNumber: submitted?.poNumber ?? '', buyerId } });
  }, [buyerId, language, navigate, snapshot, submitted]);

  const banners = onReview ? reviewBanners(snapshot.context) : [];
  const bannerText = (banner: (typeof banners)[number]) => {
    if (banner.key === 'orderHold.withDates') return t(banner.key, { from: formatDate(String(banner.params.from), locale), until: formatDate(String(banner.params.until), locale) });
    if (banner.key === 'cart.underMinimum') {
      const minimum = client?.minimumOrderAmount ?? 0;
      return t('cart.underMinimumShortfall', { amount: formatMoney(minimum, locale), shortfall: formatMoney(minimumOrderShortfall(details.CartSummary.PriceDetails.subTotal, minimum), locale) });
    }
    return t(banner.key, banner.params);
  };
  const shipTo = details.shipTos.find((candidate) => candidate.shipToId === shipToId);
  const selected = snapshot.context.billing.selected;
  const savedCard = isCardOnFileOption(selected) ? savedCardFor(details, selected, shipToId) : null;
  // A card on file was checked on Continue; a typed card must still be there (a reload empties it).
  const cardMissing = isCardOption(selected) && !isCardOnFileOption(selected) && !(card.cardNumber && card.expiryMonth && card.expiryYear && card.cvc);
  const blocked = snapshot.matches({ reviewAndConfirm: 'blocked' });
  const bannerId = (index: number) => `checkout-banner-${index}`;
  const overBudgetId = (index: number) => `checkout-order-message-${index}`;
  // Screen readers hear why Submit order is disabled: the banners and api messages that block it, or the missing card.
  const submitReasons = [
    ...(blocked ? banners.map((_, index) => bannerId(index)) : []),
    ...(blocked ? details.Messages.flatMap((message, index) => (isOverBudgetBlock(message) ? [overBudgetId(index)] : [])) : []),
    ...(cardMissing ? ['checkout-card-required'] : []),
  ];

  return (
    <div className="page checkout">
      <h1>{t('checkout.title')}</h1>
      <p className="checkout__step">{t('checkout.step', { step: onReview ? 2 : 1, stepCount: 2 })}</p>
      <h2 ref={heading} tabIndex={-1}>{onReview ? t('checkout.reviewAndConfirm') : t('checkout.deliveryDetails')}</h2>
      {snapshot.context.error && (
        <div className="alert" role="alert" tabIndex={-1} ref={alert}>
          {/* The api's refusal, said by the catalogue when it can: the page may have switched language since. */}
          {refusal.length > 0 ? refusal.map((message) => <p key={message.PrimaryMessage}>{isSayableAgain(message.Type) ? t(message.Type) : message.PrimaryMessage}</p>) : t(snapshot.context.error)}
        </div>
      )}
      {!onReview ? (
        <DeliveryStep details={details} actor={actor} snapshot={snapshot} shipToId={shipToId} onShipTo={setShipToId} card={card} onCard={setCard} poNumber={poNumber} onPoNumber={setPoNumber} deliveryInstructions={deliveryInstructions} onDeliveryInstructions={setDeliveryInstructions} mayManageShipToCards={mayManageShipToCards} />
      ) : (
        <div className="checkout__review">
          {banners.map((banner, index) => <p key={banner.key} id={bannerId(index)} className="alert" role="alert">{bannerText(banner)}</p>)}
          {/* What the api says of this order before it is submitted (over the budget, items removed), in the page's language. */}
          {details.Messages.map((message, index) => <p key={message.PrimaryMessage} id={isOverBudgetBlock(message) ? overBudgetId(index) : undefined} className="alert" role="alert">{message.PrimaryMessage}</p>)}
          <section aria-labelledby="review-ship-to">
            <h3 id="review-ship-to">{t('checkout.shippingAddress')}</h3>
            {shipTo && <address>{addressLines(shipTo.address).map((line) => <span key={line} className="checkout__address-line">{line}</span>)}</address>}
            {deliveryInstructions.trim() && <p><strong>{t('fields.deliveryInstructions')}</strong><br />{deliveryInstructions.trim()}</p>}
            {details.CartSummary.hasSpecialDeliveryItem && <p>{t(deliveryServiceKey(snapshot.context.specialDelivery.service))}</p>}
            <p>{snapshot.context.deliveryType === 'scheduled' && snapshot.context.scheduledDate ? t('checkout.scheduledDeliveryOn', { date: formatDate(snapshot.context.scheduledDate, locale) }) : t('checkout.defaultDeliveryMessage')}</p>
          </section>
          <ReviewPrompts prompts={details.CustomPrompts.filter((prompt) => prompt.orderProductId === null)} values={snapshot.context.promptValues} poNumber={details.poNumberPromptId === null ? poNumber.trim() : ''} />
          <section aria-labelledby="review-billing">
            <h3 id="review-billing">{t('checkout.billingOption')}</h3>
            <p>{details.billingOptions.find((option) => option.billingOptionType === snapshot.context.billing.selected)?.label}</p>
            {savedCard && <CardOnFileText card={savedCard} />}
            {isCardOption(selected) && !isCardOnFileOption(selected) && card.cardNumber && <p>•••• {card.cardNumber.replace(/\D/g, '').slice(-4)}</p>}
          </section>
          <ReviewLines />
          <section aria-labelledby="review-totals">
            <h3 id="review-totals">{t('cart.summary')}</h3>
            <OrderTotals summary={summary} locale={locale} />
          </section>
          {cardMissing && <p id="checkout-card-required" className="alert" role="alert">{t('checkout.cardRequired')}</p>}
          <div className="checkout__actions">
            <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'checkout.editDeliveryDetailsClicked' })}>{t('checkout.editDeliveryDetails')}</button>
            <button type="button" className="button" disabled={blocked || snapshot.matches('submitting') || cardMissing} aria-describedby={submitReasons.length > 0 ? submitReasons.join(' ') : undefined} onClick={() => actor.send({ type: 'checkout.submitClicked' })}>
              {snapshot.matches('submitting') ? t('checkout.submitting') : t('checkout.placeOrder')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
};
