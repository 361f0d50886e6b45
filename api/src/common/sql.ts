/** Makes user text safe inside a LIKE / ILIKE pattern: `%` and `_` match themselves. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
