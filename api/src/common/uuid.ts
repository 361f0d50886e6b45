const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether text is a uuid. Ids from clients are checked with this before they reach a uuid
 * column, so a malformed id is "not found" rather than a database error.
 */
export const isUuid = (text: string): boolean => UUID.test(text);
