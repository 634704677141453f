import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../session/index.ts';
import { isPartnerBrand, type BrandKey } from './brand-themes.ts';
import { fetchBranding, type ClientBranding } from './branding-api.ts';
import { rememberBrand } from './branding-cookie.ts';

/**
 * The storefront's brand: a signed-in buyer's client brand (from the api, texts in the page's language),
 * else the visitor's ?branding= choice. The brand key goes on <html data-brand>, which swaps the tokens.
 */
export const useBranding = (locale: string): { brand: BrandKey; client: ClientBranding | null } => {
  const [search] = useSearchParams();
  const requested = search.get('branding');
  const [visitorBrand, setVisitorBrand] = useState<BrandKey>(() => rememberBrand(requested));
  const { profile } = useSession();
  const clientId = profile?.client?.clientId ?? null;
  const [client, setClient] = useState<ClientBranding | null>(null);

  useEffect(() => setVisitorBrand(rememberBrand(requested)), [requested]);
  useEffect(() => {
    if (!clientId) {
      setClient(null);
      return undefined;
    }
    let current = true;
    fetchBranding(clientId, locale).then(
      (answer) => { if (current) setClient(answer); },
      () => { if (current) setClient(null); },
    );
    return () => { current = false; };
  }, [clientId, locale]);

  const brand: BrandKey = client ? (isPartnerBrand(client.brand) ? client.brand : 'default') : visitorBrand;
  useEffect(() => {
    if (brand === 'default') delete document.documentElement.dataset.brand;
    else document.documentElement.dataset.brand = brand;
  }, [brand]);
  return { brand, client };
};
