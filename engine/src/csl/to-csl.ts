/** Ibid reference to CSL-JSON item: every field with a CSL variable written there, the rest kept in `custom`. */
import { FIELDS, type FieldDefinition, type FieldName } from '../model/fields.js';
import { getReferenceType } from '../catalogue/lookup.js';
import { CONTRIBUTOR_ROLES, type Contributor } from '../model/contributor.js';
import { formatPages, type Pages } from '../model/page-range.js';
import type { PartialDate } from '../model/partial-date.js';
import { publisherPlace, type Publisher } from '../model/publisher.js';
import type { Reference } from '../model/reference.js';
import { partialToCslDate } from './csl-dates.js';
import type { CslItem } from './csl-item.js';
import { contributorToCslName } from './csl-names.js';
import { IBID_CUSTOM_KEY, type IbidCustom } from './csl-variables.js';

function writeValue(def: FieldDefinition, value: unknown, item: CslItem): void {
  const variable = def.csl as string;
  switch (def.kind) {
    case 'date': {
      const date = partialToCslDate(value as PartialDate);
      if (date) item[variable] = date;
      break;
    }
    case 'pages':
      item[variable] = formatPages(value as Pages, '-');
      break;
    case 'publishers': {
      const publishers = value as Publisher[];
      item.publisher = publishers.map((p) => p.name).join('; ');
      const places = publishers.map(publisherPlace);
      if (places.some(Boolean)) {
        item['publisher-place'] = places.every((p) => p === places[0]) ? places[0] : places.map((p) => p ?? '').join('; ');
      }
      break;
    }
    case 'isbns':
      item[variable] = (value as string[]).join(' ');
      break;
    default:
      item[variable] = value;
  }
}

/** A CSL-JSON item for a reference (DESIGN.md contract); `fromCsl(toCsl(ref))` gives the reference back. */
export function toCsl(ref: Reference): CslItem {
  const type = getReferenceType(ref.referenceTypeID);
  const item: CslItem = {
    id: ref.referenceUniqueID ?? (ref.referenceID !== undefined ? String(ref.referenceID) : `ibid-${ref.referenceTypeID}`),
    type: type.ok ? type.value.csl.type : 'document',
  };
  const custom: IbidCustom = { typeId: ref.referenceTypeID };
  const data = ref.data as Record<string, unknown>;

  for (const name of Object.keys(FIELDS) as FieldName[]) {
    const def: FieldDefinition = FIELDS[name];
    const value = data[name];
    if (value === undefined || def.kind === 'contributors') continue;
    if (def.csl) writeValue(def, value, item);
    else (custom.fields ??= {})[name] = value;
  }
  const issuedStatus = ref.data.issued?.status;
  if (!item.status && (issuedStatus === 'in-press' || issuedStatus === 'forthcoming')) {
    item.status = issuedStatus === 'in-press' ? 'in press' : 'forthcoming';
  }

  for (const c of ref.data.contributors ?? []) {
    const variable = CONTRIBUTOR_ROLES[c.type].csl;
    const names = (item[variable] ??= []) as unknown[];
    const extra = contributorExtras(c);
    if (extra) (custom.names ??= {})[`${variable}.${names.length}`] = extra;
    names.push(contributorToCslName(c));
  }
  item.custom = { [IBID_CUSTOM_KEY]: custom };
  return item;
}

function contributorExtras(c: Contributor): { handle?: string; abbreviation?: string } | undefined {
  const extra = {
    ...(c.handle ? { handle: c.handle } : {}),
    ...(c.kind === 'group' && c.abbreviation ? { abbreviation: c.abbreviation } : {}),
  };
  return Object.keys(extra).length ? extra : undefined;
}
