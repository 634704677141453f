import { withoutCardNumbers } from '@comptoir/core';
import type { LogLevel } from './config.ts';

export type LogFields = Readonly<Record<string, unknown>>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Field names (letters only, any case or separator) whose values are never written, whatever object they sit in. */
const secretEndings = ['password', 'passwordhash', 'secret', 'token', 'authorization', 'cookie', 'apiauth', 'cardnumber', 'cvv', 'databaseurl'];
export const isSecretKey = (key: string) => {
  const letters = key.toLowerCase().replace(/[^a-z]/g, '');
  return secretEndings.some((ending) => letters.endsWith(ending));
};

/**
 * drizzle's failed-query errors end their message (and so their stack's first lines) with the statement's
 * parameters: whatever the buyer typed, a payment token, a card number pasted into a PO number.
 */
const withoutQueryParams = (text: string | undefined) => (text === undefined ? undefined : withoutCardNumbers(text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]')));

/** Replaces secret values and turns errors into plain objects (message, name, stack, cause). */
export const redact = (value: unknown, depth = 0): unknown => {
  if (depth > 6) return '[depth]';
  if (value instanceof Error) {
    return {
      name: value.name,
      message: withoutQueryParams(value.message),
      stack: withoutQueryParams(value.stack),
      ...(value.cause === undefined ? {} : { cause: redact(value.cause, depth + 1) }),
    };
  }
  // A card number typed into a path (an order number box, a mistyped address) or quoted in an error is not written.
  if (typeof value === 'string') return withoutCardNumbers(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, isSecretKey(key) ? '[redacted]' : redact(item, depth + 1)]),
    );
  }
  return value;
};

type Sink = (line: string) => void;

const defaultSink: Sink = (line) => process.stdout.write(`${line}\n`);

/** A structured JSON-lines logger: one object per line, with time, level and message first. */
export const createLogger = (level: LogLevel, base: LogFields = {}, sink: Sink = defaultSink): Logger => {
  const write = (at: Exclude<LogLevel, 'silent'>, message: string, fields?: LogFields) => {
    if (rank[at] < rank[level]) return;
    const record = { time: new Date().toISOString(), level: at, msg: message, ...(redact({ ...base, ...fields }) as object) };
    sink(JSON.stringify(record));
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }, sink),
  };
};
