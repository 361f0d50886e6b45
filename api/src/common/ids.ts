const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `text` has the shape of our ids; anything else cannot name a row (and must not reach a uuid column). */
export const isUuid = (text: string): boolean => UUID.test(text);
