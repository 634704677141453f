import { formatDate } from '@comptoir/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListingStates, ListingTable } from '../../features/orders/index.ts';
import { SignInFirst, useSession } from '../../features/session/index.ts';
import { DeleteTemplateButton, fetchTemplates, renameTemplate, TemplateNameButton, useTemplateToCart } from '../../features/templates/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, hrefWith, localeOf } from '../../paths.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useFocusAfterRemoval } from '../../ui/use-focus-after-removal.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import '../../ui/forms.css';

/** Spec §2.2 'templates summary' (/orders/templates): the buyer's order templates, newest first; add to cart, open, rename, delete. */
export const TemplatesPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const { signedIn, profile } = useSession();
  const buyerId = profile?.buyerId ?? null;
  const templates = useFetched(signedIn && buyerId ? `${buyerId}|${language}` : null, (signal) => fetchTemplates(buyerId ?? '', signal));
  const { addToCart, pending } = useTemplateToCart();
  const page = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('templates.title'));
  // A template deleted: the keyboard goes to the Delete of the template that took its place (else the one before, else the heading).
  useFocusAfterRemoval(templates.data?.map((template) => template.templateId).join(' ') ?? null, page, heading, '.templates-actions > button:last-of-type');
  if (!signedIn) return <SignInFirst />;
  const columns = [
    { label: t('templates.name') },
    { label: t('templates.products'), numeric: true },
    { label: t('templates.created') },
    { label: t('cart.addToCart'), action: true },
  ];
  return (
    <div ref={page} className="page listing-page">
      <h1 ref={heading} tabIndex={-1}>{t('templates.title')}</h1>
      <ListingStates
        fetched={templates}
        empty={
          <div className="empty-state">
            <p>{t('templates.empty')}</p>
            <Link to={href(language, 'cart')}>{t('templates.viewCart')}</Link>
          </div>
        }
      >
        {(records) => (
          <ListingTable
            caption={t('templates.list')}
            className="templates-table"
            columns={columns}
            records={records}
            keyOf={(template) => template.templateId}
            row={(template) => (
              <>
                <th scope="row">
                  <Link to={hrefWith(language, 'templateDetails', { id: template.templateId })} aria-label={t('templates.openAction', { name: template.name })}>{template.name}</Link>
                </th>
                <td className="numeric">{t('templates.productCount', { count: template.lineCount })}</td>
                <td>{formatDate(template.createdDate, locale)}</td>
                <td>
                  <div className="templates-actions">
                    <button type="button" className="button" aria-disabled={pending !== null || undefined} onClick={() => void addToCart(template.templateId)}>
                      {t('templates.addAction', { name: template.name })}
                    </button>
                    <TemplateNameButton
                      label={t('templates.renameAction', { name: template.name })}
                      title={t('templates.renameTitle', { name: template.name })}
                      submitLabel={t('templates.renameSave')}
                      initialName={template.name}
                      onSubmit={async (name) => {
                        const answer = await renameTemplate(template.templateId, name);
                        templates.retry();
                        return answer.Messages;
                      }}
                    />
                    <DeleteTemplateButton templateId={template.templateId} name={template.name} onDeleted={templates.retry} />
                  </div>
                </td>
              </>
            )}
          />
        )}
      </ListingStates>
    </div>
  );
};
