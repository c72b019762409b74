import { describe, expect, it } from 'vitest';
import { isValidSlashSeparated, normalizeLink, replaceCurlyQuotes } from './text.js';

describe('normalizeLink', () => {
  it('adds http:// to a link without a scheme', () => {
    expect(normalizeLink('www.example.com/page')).toBe('http://www.example.com/page');
    expect(normalizeLink('example.com')).toBe('http://example.com');
  });

  it('removes all whitespace', () => {
    expect(normalizeLink('  https://exa mple.com/a b\n')).toBe('https://example.com/ab');
    expect(normalizeLink(' www.example.com ')).toBe('http://www.example.com');
  });

  it('keeps a scheme that is already there', () => {
    expect(normalizeLink('https://example.com')).toBe('https://example.com');
    expect(normalizeLink('HTTP://example.com')).toBe('HTTP://example.com');
    expect(normalizeLink('ftp://files.example.com')).toBe('ftp://files.example.com');
    expect(normalizeLink('mailto:someone@example.com')).toBe('mailto:someone@example.com');
    expect(normalizeLink('tel:+15551234')).toBe('tel:+15551234');
  });

  it('does not mistake a host with a port for a scheme', () => {
    expect(normalizeLink('localhost:3000/x')).toBe('http://localhost:3000/x');
    expect(normalizeLink('example.com:8080')).toBe('http://example.com:8080');
  });

  it('completes a protocol-relative link without doubling its slashes', () => {
    expect(normalizeLink('//cdn.example.com/a')).toBe('http://cdn.example.com/a');
  });

  it('gives an empty string for blank or missing text', () => {
    expect(normalizeLink('   ')).toBe('');
    expect(normalizeLink(undefined)).toBe('');
  });
});

describe('replaceCurlyQuotes', () => {
  it('replaces typographic single quotes with a straight apostrophe', () => {
    expect(replaceCurlyQuotes('\u2018It\u2019s\u201A \u201Bhere\u2019')).toBe("'It's' 'here'");
  });

  it('replaces typographic double quotes with a straight double quote', () => {
    expect(replaceCurlyQuotes('\u201CQuoted\u201D and \u201Elow\u201F')).toBe('"Quoted" and "low"');
  });

  it('leaves primes, guillemets and straight quotes alone', () => {
    expect(replaceCurlyQuotes('5\u2032 10\u2033 \u00ABbonjour\u00BB "plain" \'x\'')).toBe('5\u2032 10\u2033 \u00ABbonjour\u00BB "plain" \'x\'');
  });

  it('gives an empty string for missing text', () => {
    expect(replaceCurlyQuotes(undefined)).toBe('');
  });
});

describe('isValidSlashSeparated', () => {
  it('accepts slash-separated strings whose segments all have text', () => {
    expect(isValidSlashSeparated('a/b/c')).toBe(true);
    expect(isValidSlashSeparated('3/1/56')).toBe(true);
    expect(isValidSlashSeparated('novel')).toBe(true);
  });

  it('rejects an empty segment: a//b, /a and a/', () => {
    expect(isValidSlashSeparated('a//b')).toBe(false);
    expect(isValidSlashSeparated('/a')).toBe(false);
    expect(isValidSlashSeparated('a/')).toBe(false);
  });

  it('rejects a segment of spaces, the empty string and a missing value', () => {
    expect(isValidSlashSeparated('a/ /b')).toBe(false);
    expect(isValidSlashSeparated('')).toBe(false);
    expect(isValidSlashSeparated(undefined)).toBe(false);
  });
});
