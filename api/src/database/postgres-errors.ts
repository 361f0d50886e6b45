/** PostgreSQL's SQLSTATE for a unique constraint that refused a row. */
const UNIQUE_VIOLATION = "23505";

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.driverError?.code === UNIQUE_VIOLATION;
}

/** The column a unique violation was about ("slug" for `Key (slug)=(x) already exists`), when PostgreSQL names one. */
export function uniqueViolationColumn(err: unknown): string | undefined {
  if (!isUniqueViolation(err)) return undefined;
  const e = err as { detail?: string; driverError?: { detail?: string } };
  return /^Key \("?(\w+)"?\)=/.exec(e.detail ?? e.driverError?.detail ?? "")?.[1];
}

/** PostgreSQL's SQLSTATE for a row that other rows still refer to. */
const FOREIGN_KEY_VIOLATION = "23503";

export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } };
  return e?.code === FOREIGN_KEY_VIOLATION || e?.driverError?.code === FOREIGN_KEY_VIOLATION;
}
