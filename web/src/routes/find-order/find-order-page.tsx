import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { lookUpOrder, type OrderLookup } from '../../features/orders/index.ts';
import { useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, hrefWith, signInHref } from '../../paths.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import '../../ui/forms.css';
import './find-order-page.css';

const FIELD_ID = 'find-order-number';

/** Spec §2 'find your order' (§2.3's fallback): an order number looked up among the orders the buyer may see. */
export const FindOrderPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const [params] = useSearchParams();
  const [entry, setEntry] = useState(params.get('number') ?? '');
  const [result, setResult] = useState<Exclude<OrderLookup, { outcome: 'found' }> | null>(null);
  const [working, setWorking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  useDocumentTitle(t('findOrder.title'));
  // Spec §5: a refused entry focuses its field; otherwise the answer takes focus, so it is read out.
  useEffect(() => {
    if (result?.outcome === 'invalid') input.current?.focus();
    else if (result) outcome.current?.focus();
  }, [result]);

  if (!signedIn) {
    return (
      <div className="page find-order">
        <h1>{t('findOrder.title')}</h1>
        <p>{t('findOrder.signInPrompt')}</p>
        <Link className="button" to={signInHref(language, `${location.pathname}${location.search}`)}>{t('nav.signIn')}</Link>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setWorking(true);
    try {
      const found = await lookUpOrder(entry);
      if (found.outcome === 'found') return navigate(hrefWith(language, 'orderDetails', { id: found.orderId }));
      setResult(found);
    } finally {
      setWorking(false);
    }
  };
  const fieldError = result?.outcome === 'invalid' ? t(result.code) : null;
  const describedBy = [`${FIELD_ID}-hint`, fieldError ? `${FIELD_ID}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className="page find-order">
      <h1>{t('findOrder.title')}</h1>
      <p>{t('findOrder.intro')}</p>
      <form className="find-order__form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={FIELD_ID}>{t('findOrder.numberLabel')}</label>
          <p className="field__hint" id={`${FIELD_ID}-hint`}>{t('findOrder.numberHint')}</p>
          <input
            id={FIELD_ID}
            ref={input}
            name="orderNumber"
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={entry}
            onChange={(event) => setEntry(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy}
            required
          />
          {fieldError && <p className="field__error" id={`${FIELD_ID}-error`}>{fieldError}</p>}
        </div>
        <button type="submit" className="button" disabled={working}>{working ? t('findOrder.searching') : t('findOrder.submit')}</button>
      </form>
      {result?.outcome === 'notFound' && (
        <div className="alert find-order__outcome" role="alert" tabIndex={-1} ref={outcome}>
          <p>{t('findOrder.notFound', { orderNumber: result.orderNumber })}</p>
          <p>{t('findOrder.nextSteps')}</p>
          <Link to={href(language, 'submittedOrders')}>{t('checkout.viewSubmittedOrders')}</Link>
        </div>
      )}
      {result?.outcome === 'failed' && <div className="alert find-order__outcome" role="alert" tabIndex={-1} ref={outcome}>{result.message}</div>}
    </div>
  );
};
