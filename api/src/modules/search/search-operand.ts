/**
 * A word as a tsquery operand: quoted, its quotes and backslashes escaped, so that no character a
 * shopper typed (`&`, `|`, `!`, `:`, `'`) is read as an operator of the query.
 */
export function tsqueryOperand(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}
