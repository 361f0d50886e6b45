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

/** PostgreSQL's SQLSTATEs for deleting a row that other rows still refer to (NO ACTION, RESTRICT). */
const STILL_REFERENCED = ["23503", "23001"];

export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } };
  return STILL_REFERENCED.includes(e?.code ?? "") || STILL_REFERENCED.includes(e?.driverError?.code ?? "");
}
