/**
 * How errors are written to the log. A database error carries what was sent with it: PGlite attaches
 * the query's `params` (a whole submission: a date of birth, criminal-history answers, an argon2
 * hash), PostgreSQL its `detail` ("Failing row contains (…)"), `where` and a message that may quote a
 * value. So a database error is logged by an allowlist of what names the failure and never what was
 * in it; any other error keeps its type, message, code and stack, and nothing else it carries.
 */

/** An SQLSTATE: five digits or capitals ("23505", "57P01"). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** What identifies a database failure without a byte of the data: the class of error and where. */
const DATABASE_ERROR_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
] as const;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  statusCode?: unknown;
  stack?: unknown;
  severity?: unknown;
  cause?: unknown;
}

/** A PostgreSQL error reported by the server (pg) or the embedded database (PGlite). */
export function isDatabaseError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, severity } = error as ErrorLike;
  return typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string';
}

/** The stack's frames only: its first line repeats the message, which may quote a value. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

const MAX_CAUSE_DEPTH = 3;

/**
 * The log's `err` serializer.
 * @example
 * serializeError(pgError) // { type: 'DatabaseError', code: '23514', table: 'users', constraint: '…' }
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: 'a thrown value that is not an Error', stack: '' };
  }
  const source = error as ErrorLike & Record<string, unknown>;
  // pg names its errors "error" and PGlite's class name is minified: say what it is.
  const type = isDatabaseError(error)
    ? 'DatabaseError'
    : typeof source.name === 'string'
      ? source.name
      : 'Error';
  let logged: LoggedError;
  if (isDatabaseError(error)) {
    // The SQLSTATE says what went wrong; PostgreSQL's own message may quote the offending value.
    logged = {
      type,
      message: `database error ${String(source.code)}`,
      stack: framesOf(source.stack),
    };
    for (const field of DATABASE_ERROR_FIELDS) {
      const value = source[field];
      if (typeof value === 'string' && value !== '') logged[field] = value;
    }
  } else {
    logged = {
      type,
      message: typeof source.message === 'string' ? source.message : '',
      stack: typeof source.stack === 'string' ? source.stack : '',
    };
    if (typeof source.code === 'string') logged['code'] = source.code;
    if (typeof source.statusCode === 'number') logged['statusCode'] = source.statusCode;
  }
  if (source.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    logged['cause'] = serializeError(source.cause, depth + 1);
  }
  return logged;
}
