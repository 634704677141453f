import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListingStates } from '../../features/orders/index.ts';
import { fetchTemplates } from '../../features/templates/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, hrefWith } from '../../paths.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import { DashboardTile } from './dashboard-tile.tsx';

/** As many as the orders and approvals tiles show (spec §9: 3). */
const SHOWN = 3;

/**
 * Spec §2.3 lists tile. Shopping lists are not built; the buyer's lists that exist are order templates, so the tile
 * says so in its title and shows the newest, each opening its template.
 */
export const TemplatesTile = ({ buyerId }: { buyerId: string }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const templates = useFetched(`${buyerId}|${language}`, (signal) => fetchTemplates(buyerId, signal));
  return (
    <DashboardTile title={t('account.templates')} more={<Link to={href(language, 'templates')}>{t('dashboard.allTemplates')}</Link>}>
      <ListingStates
        fetched={templates}
        empty={
          <>
            <p>{t('templates.empty')}</p>
            <p><Link to={href(language, 'cart')}>{t('templates.viewCart')}</Link></p>
          </>
        }
      >
        {(records) => (
          <ul className="dashboard-list">
            {records.slice(0, SHOWN).map((template) => (
              <li key={template.templateId}>
                <Link to={hrefWith(language, 'templateDetails', { id: template.templateId })}>{template.name}</Link>
                <span>{t('templates.productCount', { count: template.lineCount })}</span>
              </li>
            ))}
          </ul>
        )}
      </ListingStates>
    </DashboardTile>
  );
};
