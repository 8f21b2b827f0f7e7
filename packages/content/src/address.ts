/** One-line postal address, for footers and the contact page. */
export function formatAddress(
  address: Readonly<Record<'street' | 'city' | 'stateCode' | 'zipCode', string>>,
): string {
  return `${address.street}, ${address.city}, ${address.stateCode} ${address.zipCode}`;
}
