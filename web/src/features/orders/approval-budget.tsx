import { formatDate, formatMoney, type OrderView } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf } from '../../paths.ts';

interface Props {
  budget: NonNullable<OrderView['buyerBudget']>;
  orderTotal: number;
}

/**
 * The budget an approval charges the order to (decision 022): what is left of it, and by how much the order goes over
 * it, since the approver may approve it all the same. A budget already overspent has nothing left.
 */
export const ApprovalBudget = ({ budget, orderTotal }: Props) => {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  // A budget already overspent has nothing left: the order goes over by its own total, not by what others overspent.
  const left = Math.max(0, budget.availableBudget);
  const over = orderTotal - left;
  return (
    <>
      <p>
        {t('orderDetails.approvalBudgetLeft', {
          available: formatMoney(left, locale),
          total: formatMoney(budget.totalBudget, locale),
          beginDate: formatDate(budget.beginDate, locale),
          endDate: formatDate(budget.endDate, locale),
        })}
      </p>
      {over > 0 && <p className="approval-decision__over-budget">{t('orderDetails.approvalBudgetOver', { over: formatMoney(over, locale) })}</p>}
    </>
  );
};
