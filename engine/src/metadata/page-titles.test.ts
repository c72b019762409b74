import { describe, expect, it } from 'vitest';
import { cutToHeading, namesHost, stripSiteName } from './page-titles.js';

describe('stripSiteName', () => {
  it.each([
    ['Bob Dylan - Wikipedia', [], 'Bob Dylan', 'Wikipedia'],
    ['Facebook can track you | Technology | The Guardian', ['The Guardian'], 'Facebook can track you | Technology', 'The Guardian'],
    ["O'Reilly Japan - Head First", ["O'Reilly Japan"], 'Head First', "O'Reilly Japan"],
    ['Attention Is All You Need', [], 'Attention Is All You Need', undefined],
    ['見出しの文：朝日新聞デジタル', ['朝日新聞デジタル'], '見出しの文', '朝日新聞デジタル'],
    ['見出し : スポーツ : 読売新聞オンライン', ['読売新聞オンライン'], '見出し : スポーツ', '読売新聞オンライン'],
    ['Caption ｜ サイト', ['サイト'], 'Caption', 'サイト'],
    ['Camping (2) @ My Blog :: PIXNET ::', ['My Blog'], 'Camping (2)', 'My Blog'],
    ['Outside the web :: V8 ::', [], 'Outside the web', 'V8'],
  ])('cuts the site name from "%s"', (title, sites, expected, site) => {
    const stripped = stripSiteName(title, sites, true);
    expect(stripped.title).toBe(expected);
    expect(stripped.siteName).toBe(site);
  });

  it('never guesses that what follows a colon or an "@" is a site', () => {
    expect(stripSiteName('Review : A Study', [], true)).toEqual({ title: 'Review : A Study' });
    expect(stripSiteName('Lunch @ The Park', [], true)).toEqual({ title: 'Lunch @ The Park' });
    expect(stripSiteName('標題：副題', [], true)).toEqual({ title: '標題：副題' });
  });
});

describe('cutToHeading', () => {
  it("cuts a title to the page's heading when a short section and site follow it", () => {
    expect(cutToHeading('新电脑已可利用记忆自学 人工智能迈上新台阶_科技_腾讯网', '新电脑已可利用记忆自学 人工智能迈上新台阶')).toEqual({ title: '新电脑已可利用记忆自学 人工智能迈上新台阶', rest: ['科技', '腾讯网'] });
    expect(cutToHeading('Barcelona beat United in the first leg : Sports', 'Barcelona beat United in the first leg')?.title).toBe('Barcelona beat United in the first leg');
    expect(cutToHeading('Mozilla - Wikipedia', 'Mozilla')).toEqual({ title: 'Mozilla', rest: ['Wikipedia'] });
  });

  it("leaves a title alone when the heading is the site's banner or the title goes on without a separator", () => {
    expect(cutToHeading('V8 | Outside the web: standalone WebAssembly binaries', 'V8')).toBeUndefined();
    expect(cutToHeading('Mozilla Firefox', 'Mozilla')).toBeUndefined();
    expect(cutToHeading('Bits or pieces?: A good enough map', 'Bits or pieces?')).toBeUndefined();
    expect(cutToHeading('A title', undefined)).toBeUndefined();
  });
});

describe('namesHost', () => {
  it.each([
    ['NPR', 'npr.org', true],
    ['The Boston Globe', 'bostonglobe.com', true],
    ['Wikipedia', 'en.wikipedia.org', true],
    ['Donny Winston', 'donnywinston.com', true],
    ['Los Angeles Times', 'latimes.com', false],
    ['Technology', 'theguardian.com', false],
    ['org', 'npr.org', false],
  ])('"%s" names %s: %s', (name, host, expected) => {
    expect(namesHost(name, host)).toBe(expected);
  });
});
