import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../api-client/index.ts';
import { useSession } from '../session/index.ts';
import { isPartnerBrand, type BrandKey } from './brand-themes.ts';
import { rememberBrand } from './branding-cookie.ts';

/** What the api says of a client's brand (GET /svc/buyers/clients/{clientId}/branding, spec §3 Branding). */
export interface ClientBranding {
  brand: string;
  logoText: string | null;
  copyrightText: string | null;
  contactEmailLabel: string | null;
  contactEmail: string | null;
}

// The logo and the footer both read the brand: one request per client and language.
const answers = new Map<string, Promise<ClientBranding>>();
const fetchBranding = (clientId: string, locale: string): Promise<ClientBranding> => {
  const key = `${clientId}:${locale}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = api.get<ClientBranding>(`/svc/buyers/clients/${encodeURIComponent(clientId)}/branding`);
    answers.set(key, answer);
    answer.catch(() => answers.delete(key));
  }
  return answer;
};

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
