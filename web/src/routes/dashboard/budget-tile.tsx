import { formatDate, formatMoney } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { fetchBudget } from '../../features/dashboard/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf } from '../../paths.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { useFetched } from '../../ui/use-fetched.ts';
import { DashboardTile } from './dashboard-tile.tsx';

/**
 * Spec §2.3 budget calculator, shown only when the budget model says so (spec §3 showBudgetCalculator): the period's
 * budget and what remains of it, the period when showTimePeriodDates. Nothing shows while the model loads, so a buyer
 * without a budget never sees the tile come and go; a failure shows in the tile.
 */
export const BudgetTile = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  // The time-period message is in the request's language.
  const budget = useFetched(language, fetchBudget);
  const title = t('dashboard.budgetCalculator');
  if (budget.status === 'failed') return <DashboardTile title={title}><LoadError error={budget.error} onRetry={budget.retry} /></DashboardTile>;
  const model = budget.data;
  if (!model?.showBudgetCalculator) return null;
  return (
    <DashboardTile title={title}>
      {model.timePeriodMessage && <p>{model.timePeriodMessage}</p>}
      {model.showTimePeriodDates && model.beginDate && model.endDate && (
        <p>{t('dashboard.budgetPeriod', { beginDate: formatDate(model.beginDate, locale), endDate: formatDate(model.endDate, locale) })}</p>
      )}
      <dl className="dashboard-budget">
        <div>
          <dt>{t('dashboard.monthlyBudget')}</dt>
          <dd>{formatMoney(model.totalBudget, locale)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.remainingBalance')}</dt>
          <dd>{formatMoney(Math.max(0, model.availableBudget), locale)}</dd>
        </div>
        {/* A budget spent past its total has nothing left, as checkout says; by how much shows apart. */}
        {model.availableBudget < 0 && (
          <div>
            <dt>{t('dashboard.overBudgetBy')}</dt>
            <dd>{formatMoney(-model.availableBudget, locale)}</dd>
          </div>
        )}
      </dl>
    </DashboardTile>
  );
};
