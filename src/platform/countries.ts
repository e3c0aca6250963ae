// Country codes, checked by the services that store addresses (people, organizations, products, invoices).

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** Codes Intl names that are not countries: unknown region, the EU, the eurozone, the UN, outlying Oceania. */
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO']);

/** ISO 3166-1 alpha-2: two capitals that Intl knows as a region (no list to maintain). */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && regionNames.of(code) !== code;
}
