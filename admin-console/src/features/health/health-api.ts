/** GET /api/health, as the api answers it (api/src/modules/health). */
export type Health =
  | { status: 'ok'; database: 'pglite' | 'postgres'; migration: string | null; products: number }
  | { status: 'unavailable'; database: 'pglite' | 'postgres' };

const isHealth = (value: unknown): value is Health => {
  const body = value as Partial<Record<string, unknown>> | null;
  if (typeof body !== 'object' || body === null) return false;
  if (body.database !== 'pglite' && body.database !== 'postgres') return false;
  if (body.status === 'unavailable') return true;
  return body.status === 'ok' && typeof body.products === 'number' && (typeof body.migration === 'string' || body.migration === null);
};

export class HealthError extends Error {
  override readonly name = 'HealthError';
}

/** 503 still carries a health body (database unreachable); anything else unexpected is an error. */
export const fetchHealth = async (signal?: AbortSignal): Promise<Health> => {
  const response = await fetch('/api/health', { headers: { Accept: 'application/json' }, signal, cache: 'no-store' });
  const body: unknown = await response.json().catch(() => undefined);
  if (!isHealth(body)) throw new HealthError(`health answered ${response.status} with an unexpected body`);
  return body;
};
