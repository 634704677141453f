/** The database could not be opened or reached. `message` is one line, fit to print as-is. */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  constructor(
    readonly target: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Cannot reach the database at ${target}: ${reason}`, options);
  }
}

/** A migration failed; every migration of the run was rolled back. */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Database migration failed and was rolled back: ${reason}`, options);
  }
}

/** The URL without its password, for messages and logs. */
export function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ETIMEDOUT: 'connection timed out',
  CONNECT_TIMEOUT: 'connection timed out',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  '28P01': 'password authentication failed',
  '28000': 'authentication rejected',
  '3D000': 'database does not exist',
};

/** A short human reason for a driver error (node socket codes and Postgres SQLSTATEs). */
export function describeConnectionError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && REASONS[code]) return REASONS[code];
  const aggregate = (error as { errors?: unknown[] } | null)?.errors;
  if (Array.isArray(aggregate) && aggregate.length > 0) return describeConnectionError(aggregate[0]);
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? 'unknown error';
}
