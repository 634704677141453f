import { api } from '../api-client/index.ts';

/** What the api says of a client's brand (GET /svc/buyers/clients/{clientId}/branding, spec §3 Branding). */
export interface ClientBranding {
  brand: string;
  logoText: string | null;
  copyrightText: string | null;
  contactEmailLabel: string | null;
  contactEmail: string | null;
  /** The client's own sales representative, whatever the brand (the dashboard's help message). */
  salesRepEmail: string | null;
}

// The logo, the footer and the dashboard read the brand: one request per client and language.
const answers = new Map<string, Promise<ClientBranding>>();
export const fetchBranding = (clientId: string, locale: string): Promise<ClientBranding> => {
  const key = `${clientId}:${locale}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = api.get<ClientBranding>(`/svc/buyers/clients/${encodeURIComponent(clientId)}/branding`);
    answers.set(key, answer);
    answer.catch(() => answers.delete(key));
  }
  return answer;
};
