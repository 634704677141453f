import { ORDER_SEARCH_MAX_LENGTH } from '@comptoir/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './order-search-form.css';

interface Props {
  /** The search in effect, or null when the orders of a date window are shown. */
  active: string | null;
  onSearch: (searchText: string | null) => void;
}

/**
 * Spec §2.3 order search ('Find by order number'): the api also matches PO numbers and product codes. The submitted
 * orders search in place; the dashboard sends the search to them (searchTextParameter).
 */
export const OrderSearchForm = ({ active, onSearch }: Props) => {
  const { t } = useTranslation();
  const [text, setText] = useState(active ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || null);
  };
  return (
    <form role="search" className="order-search" onSubmit={submit} aria-label={t('orders.searchLabel')}>
      <div className="field">
        <label htmlFor="order-search-text">{t('orders.searchLabel')}</label>
        <input id="order-search-text" name="searchText" type="search" maxLength={ORDER_SEARCH_MAX_LENGTH} placeholder={t('dashboard.findByOrderNumber')} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <button type="submit" className="button">{t('orders.searchSubmit')}</button>
      {active !== null && (
        <button type="button" className="button button--secondary" onClick={() => { setText(''); onSearch(null); }}>{t('orders.showAllOrders')}</button>
      )}
    </form>
  );
};
