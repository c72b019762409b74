/**
 * Regions of a place of publication as their two-letter postal codes, the form a publisher's place takes and Chicago
 * prints (CMOS 10.28, 14.130): "Massachusetts" and "Mass." are "MA".
 */
/** US states, DC and Canadian provinces by name and by their older abbreviations ("Mass.", "Nebr.", "Ont."). */
const REGIONS: Readonly<Record<string, string>> = {
  alabama: 'AL', ala: 'AL', alaska: 'AK', arizona: 'AZ', ariz: 'AZ', arkansas: 'AR', ark: 'AR', california: 'CA', calif: 'CA', cal: 'CA',
  colorado: 'CO', colo: 'CO', connecticut: 'CT', conn: 'CT', delaware: 'DE', del: 'DE', 'district of columbia': 'DC', 'd.c': 'DC', 'd. c': 'DC',
  florida: 'FL', fla: 'FL', georgia: 'GA', ga: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL', ill: 'IL', indiana: 'IN', ind: 'IN',
  iowa: 'IA', kansas: 'KS', kan: 'KS', kans: 'KS', kentucky: 'KY', ky: 'KY', louisiana: 'LA', la: 'LA', maine: 'ME', maryland: 'MD', md: 'MD',
  massachusetts: 'MA', mass: 'MA', michigan: 'MI', mich: 'MI', minnesota: 'MN', minn: 'MN', mississippi: 'MS', miss: 'MS',
  missouri: 'MO', mo: 'MO', montana: 'MT', mont: 'MT', nebraska: 'NE', neb: 'NE', nebr: 'NE', nevada: 'NV', nev: 'NV', 'new hampshire': 'NH',
  'n.h': 'NH', 'new jersey': 'NJ', 'n.j': 'NJ', 'new mexico': 'NM', 'n.m': 'NM', 'n.mex': 'NM', 'new york': 'NY', 'n.y': 'NY',
  'north carolina': 'NC', 'n.c': 'NC', 'north dakota': 'ND', 'n.dak': 'ND', 'n.d': 'ND', ohio: 'OH', oklahoma: 'OK', okla: 'OK', oregon: 'OR', or: 'OR',
  ore: 'OR', oreg: 'OR', pennsylvania: 'PA', pa: 'PA', penn: 'PA', penna: 'PA', 'rhode island': 'RI', 'r.i': 'RI', 'south carolina': 'SC', 's.c': 'SC',
  'south dakota': 'SD', 's.dak': 'SD', 's.d': 'SD', tennessee: 'TN', tenn: 'TN', texas: 'TX', tex: 'TX', utah: 'UT', vermont: 'VT', vt: 'VT', virginia: 'VA',
  va: 'VA', washington: 'WA', wash: 'WA', 'west virginia': 'WV', 'w. va': 'WV', 'w.va': 'WV', wisconsin: 'WI', wis: 'WI', wisc: 'WI', wyoming: 'WY', wyo: 'WY',
  ontario: 'ON', ont: 'ON', quebec: 'QC', 'british columbia': 'BC', 'b.c': 'BC', alberta: 'AB', alta: 'AB', manitoba: 'MB',
  'nova scotia': 'NS', 'n.s': 'NS', 'new brunswick': 'NB', saskatchewan: 'SK', 'newfoundland and labrador': 'NL',
};

/** The postal code of a US state, DC or a Canadian province written out or abbreviated; undefined for any other place. */
export function regionCode(region: string): string | undefined {
  return REGIONS[region.trim().replace(/\.$/, '').toLowerCase()];
}
