/** "green" -> "Green": the API keeps option values in their canonical (often lowercase) spelling. */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
