import { describe, expect, it } from 'vitest';
import { CONTRIBUTOR_ROLES } from '../model/contributor.js';
import { CURRENT_FORMATS } from '../formats.js';
import { FIELDS, isFieldName } from '../model/fields.js';
import {
  commonReferenceTypes,
  getReferenceType,
  getReferenceTypeBySlug,
  referenceTypesByCategory,
} from './lookup.js';
import { AVAILABILITIES, TYPE_CATEGORIES, type ReferenceType } from './reference-type.js';
import { referenceTypes } from './reference-types.js';
import { MISC_TYPE_ID } from './type-ids.js';
import { TYPE_NOTICES } from './type-notices.js';
import { referenceTypeCategory } from './type-categories.js';

const byId = (id: number): ReferenceType => {
  const type = referenceTypes.find((t) => t.id === id);
  if (!type) throw new Error(`type ${id} is missing`);
  return type;
};

const allNotices = referenceTypes.flatMap((t) => t.notices.map((n) => ({ typeId: t.id, notice: n })));

describe('the reference-type catalogue', () => {
  it('has 48 types with ids 1 to 48 in id order', () => {
    expect(referenceTypes.map((t) => t.id)).toEqual(Array.from({ length: 48 }, (_, i) => i + 1));
  });

  it('gives every type a unique kebab-case slug', () => {
    const slugs = referenceTypes.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(48);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every type a unique title, a help sentence, a known category and lower-case search words', () => {
    expect(new Set(referenceTypes.map((t) => t.title)).size).toBe(48);
    for (const t of referenceTypes) {
      expect(t.title.length, `type ${t.id}`).toBeGreaterThan(0);
      expect(t.desc, `type ${t.id}`).toMatch(/^[A-Z].*\.$/);
      expect(Object.keys(TYPE_CATEGORIES), `type ${t.id}`).toContain(t.category);
      expect(t.metadata.length, `type ${t.id}`).toBeGreaterThan(0);
      for (const word of t.metadata) expect(word, `type ${t.id}`).toBe(word.toLowerCase());
    }
  });

  it("keeps the category table (type-categories.ts) the catalogue's", () => {
    for (const type of referenceTypes) expect(referenceTypeCategory(type.id), `type ${type.id}`).toBe(type.category);
    expect([0, 49, 1.5].map(referenceTypeCategory)).toEqual([undefined, undefined, undefined]);
  });

  it('puts exactly 1, 2, 3, 4, 9, 29 and 47 on the Common tab (DESIGN.md)', () => {
    expect(referenceTypes.filter((t) => t.isCommon).map((t) => t.id)).toEqual([1, 2, 3, 4, 9, 29, 47]);
  });

  it('makes type 48 unavailable in every format and files it under misc', () => {
    const misc = byId(48);
    expect(misc.category).toBe('misc');
    for (const format of CURRENT_FORMATS) expect(misc.formats[format]).toBe('unavailable');
    expect(referenceTypes.filter((t) => t.category === 'misc').map((t) => t.id)).toEqual([48]);
  });

  it('makes types 1 to 47 available in every current format', () => {
    for (const t of referenceTypes.filter((type) => type.id !== 48)) {
      for (const format of CURRENT_FORMATS) expect(t.formats[format], `type ${t.id} ${format}`).toBe('available');
      expect(Object.keys(t.formats).sort()).toEqual([...CURRENT_FORMATS].sort());
    }
    for (const t of referenceTypes) for (const a of Object.values(t.formats)) expect(AVAILABILITIES).toContain(a);
  });

  it('gives every type a title field required in every format', () => {
    for (const t of referenceTypes) {
      const title = t.fields.find((f) => f.name === 'title');
      expect(title, `type ${t.id}`).toBeDefined();
      expect([...(title?.required ?? [])].sort(), `type ${t.id}`).toEqual([...CURRENT_FORMATS].sort());
    }
  });

  it('gives every type a contributors field with at least one known role', () => {
    for (const t of referenceTypes) {
      const contributors = t.fields.find((f) => f.name === 'contributors');
      expect(contributors?.kind, `type ${t.id}`).toBe('contributors');
      expect(contributors?.roles?.length ?? 0, `type ${t.id}`).toBeGreaterThan(0);
      for (const role of contributors?.roles ?? []) expect(Object.keys(CONTRIBUTOR_ROLES)).toContain(role);
      expect(new Set(contributors?.roles).size, `type ${t.id}`).toBe(contributors?.roles?.length);
    }
  });

  it('offers roles only on the contributors field', () => {
    for (const t of referenceTypes) {
      for (const f of t.fields) if (f.name !== 'contributors') expect(f.roles, `type ${t.id} ${f.name}`).toBeUndefined();
    }
  });

  it('uses only field names from the field dictionary, each once, with the dictionary kind', () => {
    for (const t of referenceTypes) {
      const names = t.fields.map((f) => f.name);
      expect(new Set(names).size, `type ${t.id}`).toBe(names.length);
      for (const f of t.fields) {
        expect(isFieldName(f.name), `type ${t.id} ${f.name}`).toBe(true);
        expect(f.kind).toBe(FIELDS[f.name].kind);
        expect(f.label.length).toBeGreaterThan(0);
        for (const format of f.required) expect(CURRENT_FORMATS).toContain(format);
      }
    }
  });

  it('marks some fields of every type as commonly used', () => {
    for (const t of referenceTypes) {
      if (t.id === 48) continue;
      expect(t.fields.some((f) => f.common && f.name !== 'title'), `type ${t.id}`).toBe(true);
    }
  });

  it('never requires the publication date or the contributors, since the styles have n.d. and title-first forms', () => {
    for (const t of referenceTypes) {
      for (const f of t.fields.filter((field) => field.name === 'issued' || field.name === 'contributors')) {
        expect(f.required, `type ${t.id} ${f.name}`).toEqual([]);
      }
    }
  });

  it('requires the container of periodical articles and chapters and the publisher of books', () => {
    const required = (id: number, name: string) => byId(id).fields.find((f) => f.name === name)?.required ?? [];
    for (const id of [1, 9, 13, 26, 29, 34]) expect(required(id, 'containerTitle'), `type ${id}`).toEqual([...CURRENT_FORMATS]);
    for (const id of [2, 9, 31]) expect(required(id, 'publishers'), `type ${id}`).toEqual([...CURRENT_FORMATS]);
    expect(required(18, 'authority')).toEqual([...CURRENT_FORMATS]);
    expect(byId(1).fields.find((f) => f.name === 'containerTitle')?.label).toBe('Journal name');
  });

  it('gives the interview type its kind-of-interview choice with the personal option', () => {
    const kind = byId(23).fields.find((f) => f.name === 'interviewKind');
    expect(kind?.options).toContain('personal');
    expect(byId(23).fields.find((f) => f.name === 'contributors')?.roles?.[0]).toBe('interviewee');
  });

  it('offers the arXiv ID on preprints and the ISBN on books', () => {
    expect(byId(32).fields.map((f) => f.name)).toContain('arxiv');
    for (const id of [2, 9, 31]) expect(byId(id).fields.map((f) => f.name)).toContain('isbns');
  });

  it('finds the spec lookup words in the right types', () => {
    const has = (id: number, word: string) => expect(byId(id).metadata, `type ${id}`).toContain(word);
    has(37, 'bible');
    has(2, 'book');
    has(12, 'blog');
    has(1, 'article');
    has(1, 'journal');
    for (const w of ['web', 'webpage', 'website']) has(3, w);
    for (const w of ['youtube', 'video']) has(47, w);
  });
});

describe('CSL type mapping', () => {
  const byCsl = new Map<string, ReferenceType[]>();
  for (const t of referenceTypes) byCsl.set(t.csl.type, [...(byCsl.get(t.csl.type) ?? []), t]);

  it('gives every type a CSL type and only lower-case hints', () => {
    for (const t of referenceTypes) {
      expect(t.csl.type, `type ${t.id}`).toMatch(/^[a-z_-]+$/);
      for (const hint of t.csl.hints ?? []) expect(hint).toBe(hint.toLowerCase());
    }
  });

  it('has exactly one type without hints, the first in id order, for every CSL type shared by several types', () => {
    for (const [csl, types] of byCsl) {
      const defaults = types.filter((t) => !t.csl.hints?.length);
      expect(defaults.map((t) => t.id), csl).toHaveLength(1);
      expect(defaults[0]?.id, csl).toBe(types[0]?.id);
    }
  });

  it('never uses the same hint for two types that share a CSL type', () => {
    for (const [csl, types] of byCsl) {
      const hints = types.flatMap((t) => t.csl.hints ?? []);
      expect(new Set(hints).size, csl).toBe(hints.length);
    }
  });

  it('maps the obvious pairs', () => {
    expect(byId(1).csl.type).toBe('article-journal');
    expect(byId(2).csl.type).toBe('book');
    expect(byId(3).csl.type).toBe('webpage');
    expect(byId(9).csl.type).toBe('chapter');
    expect(byId(29).csl.type).toBe('article-newspaper');
    expect(byId(47).csl).toEqual({ type: 'motion_picture', hints: expect.arrayContaining(['video', 'youtube']) });
    expect(byId(19).csl.hints).toBeUndefined();
    expect(byId(34).csl.hints).toContain('podcast');
    expect(byId(33).csl).toEqual({ type: 'post' });
    expect(byId(36).csl.type).toBe('post');
  });
});

describe('type notices', () => {
  it('gives every notice a unique id, some text and at least one current format', () => {
    const notices = Object.values(TYPE_NOTICES);
    expect(new Set(notices.map((n) => n.id)).size).toBe(notices.length);
    for (const n of notices) {
      expect(n.text.length).toBeGreaterThan(20);
      expect(n.formats.length).toBeGreaterThan(0);
      for (const f of n.formats) expect(CURRENT_FORMATS).toContain(f);
    }
  });

  it('attaches every notice to a type', () => {
    const attached = new Set(allNotices.map((a) => a.notice.id));
    for (const n of Object.values(TYPE_NOTICES)) expect(attached, n.id).toContain(n.id);
  });

  it('suggests only types that exist', () => {
    for (const { notice } of allNotices) {
      if (notice.suggestTypeId === undefined) continue;
      expect(getReferenceType(notice.suggestTypeId).ok, notice.id).toBe(true);
    }
    expect(TYPE_NOTICES.turabianEnactedBill.suggestTypeId).toBe(20);
    expect(TYPE_NOTICES.socialMedia.suggestTypeId).toBe(23);
  });

  it('conditions notices only on fields the type has, with an allowed value', () => {
    for (const { typeId, notice } of allNotices) {
      if (!notice.when) continue;
      const field = byId(typeId).fields.find((f) => f.name === notice.when?.field);
      expect(field, notice.id).toBeDefined();
      if (field?.options) expect(field.options).toContain(notice.when.equals);
    }
  });

  it('shows the Turabian newspaper warning in the spec words, in Turabian only, on type 29', () => {
    const notice = TYPE_NOTICES.turabianNewspaperPages;
    expect(notice.text).toBe('Page numbers should not be included for newspaper references (Turabian Manual 17.4.2).');
    expect(notice.formats).toEqual(['turabian9']);
    expect(byId(29).notices).toContain(notice);
  });

  it('shows the APA and MLA personal-interview notices only when the interview kind is personal', () => {
    const personal = byId(23).notices.filter((n) => n.formats.includes('apa7') || n.formats.includes('mla9'));
    expect(personal.flatMap((n) => n.formats).sort()).toEqual(['apa7', 'mla9']);
    for (const n of personal) expect(n.when).toEqual({ field: 'interviewKind', equals: 'personal' });
    const turabian = byId(23).notices.filter((n) => n.formats.includes('turabian9'));
    expect(turabian).toHaveLength(1);
  });

  it('attaches the spec notices to their types', () => {
    const noticeIds = (id: number) => byId(id).notices.map((n) => n.id);
    expect(noticeIds(3)).toEqual([TYPE_NOTICES.webpage.id]);
    expect(noticeIds(17)).toEqual([TYPE_NOTICES.executiveOrder.id]);
    expect(noticeIds(18)).toEqual([TYPE_NOTICES.turabianFederalCourt.id]);
    expect(noticeIds(21)).toEqual([TYPE_NOTICES.turabianEnactedBill.id]);
    expect(noticeIds(33)).toEqual([TYPE_NOTICES.socialMedia.id]);
    expect(noticeIds(36)).toEqual([TYPE_NOTICES.turabianOnlineComment.id]);
    expect(TYPE_NOTICES.webpage.formats).toEqual(['apa7', 'mla9', 'turabian9']);
    expect(TYPE_NOTICES.webpage.text).toMatch(/^Works viewed online, such as articles, videos or reports, should use the type of the original work/);
    expect(TYPE_NOTICES.turabianFederalCourt.formats).toEqual(['turabian9']);
    expect(TYPE_NOTICES.turabianOnlineComment.formats).toEqual(['turabian9']);
    expect(TYPE_NOTICES.turabianEnactedBill.formats).toEqual(['turabian9']);
  });
});

describe('catalogue lookup', () => {
  it('finds a type by numeric id and by id as a numeric string', () => {
    const byNumber = getReferenceType(47);
    expect(byNumber.ok && byNumber.value.slug).toBe('video');
    const byString = getReferenceType('29');
    expect(byString.ok && byString.value.id).toBe(29);
  });

  it.each([0, 49, 'abc', null, -1, 1.5, '', undefined])('refuses the unknown id %j with unknown-type naming the id', (id) => {
    const result = getReferenceType(id);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('unknown-type');
    expect(result.error.message).toContain(JSON.stringify(id) ?? 'undefined');
  });

  it('finds every type by its slug and refuses an unknown slug', () => {
    for (const t of referenceTypes) {
      const found = getReferenceTypeBySlug(t.slug);
      expect(found.ok && found.value.id).toBe(t.id);
    }
    const missing = getReferenceTypeBySlug('no-such-type');
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.error.code).toBe('unknown-type');
      expect(missing.error.message).toContain('no-such-type');
    }
  });

  it('lists the Common tab in id order', () => {
    expect(commonReferenceTypes().map((t) => t.id)).toEqual([1, 2, 3, 4, 9, 29, 47]);
  });

  it('groups every type by category with no empty group, sorted by title, 48 in misc', () => {
    const groups = referenceTypesByCategory();
    expect(groups.every((g) => g.types.length > 0)).toBe(true);
    expect(groups.map((g) => g.category)).toEqual(Object.keys(TYPE_CATEGORIES));
    expect(groups.flatMap((g) => g.types).length).toBe(48);
    for (const g of groups) {
      expect(g.label).toBe(TYPE_CATEGORIES[g.category]);
      const titles = g.types.map((t) => t.title);
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    }
    expect(groups.find((g) => g.category === 'misc')?.types.map((t) => t.id)).toEqual([MISC_TYPE_ID]);
  });
});
