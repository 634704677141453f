import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client/index.ts';
import { useToasts } from '../toasts/index.ts';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { cancelOrder } from './orders-api.ts';

interface Props {
  order: { OrderId: number; orderNo: string };
  buyerId: string;
  /** Reloads the order: cancelled, or as it stands when the cancellation was refused (an approver decided first). */
  onChanged: () => void;
}

/**
 * Cancel order (spec §4 order action 3; decision 056) for the buyer of an order awaiting approval, after a confirmation
 * ('Keep order' is the safe choice). The service's messages, in the buyer's language, become toasts either way.
 */
export const CancelOrderButton = ({ order, buyerId, onChanged }: Props) => {
  const { t } = useTranslation();
  const toasts = useToasts();
  const withdraw = async () => {
    try {
      toasts.messages((await cancelOrder(buyerId, order.OrderId)).Messages);
    } catch (error) {
      if (error instanceof ApiError && error.messages.length > 0) toasts.messages(error.messages);
      else toasts.show('errors.generic', 1);
    }
    onChanged();
  };
  return (
    <ConfirmButton
      id="cancel-order"
      label={t('orders.cancelOrder')}
      title={t('orderDetails.cancelTitle', { orderNumber: order.orderNo })}
      text={t('orderDetails.cancelText')}
      keepLabel={t('orderDetails.keepOrder')}
      confirmLabel={t('orders.cancelOrder')}
      onConfirm={withdraw}
    />
  );
};
