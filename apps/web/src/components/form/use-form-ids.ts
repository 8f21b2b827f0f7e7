/** Ids unique on the page: several forms can share field names ("email"), so each prefixes its own. */
export function formIds(prefix: string) {
  return (field: string) => `${prefix}-${field}`;
}
