import { DeliveryServiceOption } from '@comptoir/core';
import type { CheckoutMachine } from '@comptoir/machines';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

interface Props {
  actor: ActorRefFrom<CheckoutMachine>;
  snapshot: SnapshotFrom<CheckoutMachine>;
}

/** The service label of a delivery service option, on Delivery Details and Review & Confirm. */
export const deliveryServiceKey = (service: DeliveryServiceOption) => (service === DeliveryServiceOption.deliveryAndInstall ? 'checkout.deliverAndInstall' : 'checkout.deliverOnly');

/**
 * Spec §3, §8: an order with special-delivery products is delivered only, or delivered and installed where the
 * ship-to's area offers installation; what the area took away is said here (its notice), where the buyer chose it.
 */
export const DeliveryServiceField = ({ actor, snapshot }: Props) => {
  const { t } = useTranslation();
  const { specialDelivery, area, notices } = snapshot.context;
  return (
    <fieldset>
      <legend>{t('checkout.deliveryService')}</legend>
      {notices.map((notice) => <p key={notice.key} className="alert" role="status">{t(notice.key, notice.params)}</p>)}
      {[DeliveryServiceOption.standard, DeliveryServiceOption.deliveryAndInstall].map((service) => (
        <label key={service} className="choice">
          <input type="radio" name="deliveryService" value={service} checked={specialDelivery.service === service} disabled={service === DeliveryServiceOption.deliveryAndInstall && !area.installationAvailable} aria-describedby={service === DeliveryServiceOption.deliveryAndInstall && !area.installationAvailable ? 'installation-not-offered' : undefined} onChange={() => actor.send({ type: 'checkout.deliveryServiceSelected', service })} />
          <span>{t(deliveryServiceKey(service))}</span>
        </label>
      ))}
      {!area.installationAvailable && <p id="installation-not-offered" className="field__hint">{t('checkout.installationNotOffered')}</p>}
    </fieldset>
  );
};
