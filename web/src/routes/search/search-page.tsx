import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Listing, keywordOf } from '../../features/search/index.ts';
import { useSession } from '../../features/session/index.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { purchaseOf } from './purchase.tsx';

/** Keyword results (/browse-products/Search?q=…): the keyword is in the URL, so results can be shared. */
export const SearchPage = () => {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const keyword = keywordOf(useSearchParams()[0]);
  const heading = keyword ? t('search.titleKeyword', { keyword }) : t('search.title');
  useDocumentTitle(heading);
  return (
    <div className="page">
      <Listing kind="keyword" heading={heading} countLine={(count) => t('search.results', { count, keyword })} purchase={purchaseOf} signedIn={signedIn} />
    </div>
  );
};
