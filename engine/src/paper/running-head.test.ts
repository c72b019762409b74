import { describe, expect, it } from 'vitest';
import {
  RUNNING_HEAD_LIMIT,
  deriveRunningHead,
  editRunningHead,
  followTitle,
  linkedRunningHead,
  runningHeadAdvisory,
  validateRunningHead,
} from './running-head.js';

const advisory = (n: number) => `APA 7 suggests no more than 50 characters. Currently: ${n} characters.`;

describe('deriving the running head from the title', () => {
  it('upper-cases the title and collapses whitespace', () => {
    expect(deriveRunningHead('  The   Effects of\tSleep  ')).toBe('THE EFFECTS OF SLEEP');
  });

  it('uses the main title only when there is a subtitle after a colon', () => {
    expect(deriveRunningHead('Sleep and Memory: A Meta-Analysis of Adolescent Studies')).toBe('SLEEP AND MEMORY');
  });

  it('does not silently truncate a long title', () => {
    const title = 'A Very Long Title That Goes On Well Past The Fifty Character Suggestion';
    expect(deriveRunningHead(title)).toBe(title.toUpperCase());
    expect(deriveRunningHead(title).length).toBeGreaterThan(RUNNING_HEAD_LIMIT);
  });

  it('keeps the whole title when nothing comes before the colon', () => {
    expect(deriveRunningHead(': Untitled')).toBe(': UNTITLED');
  });

  it('gives an empty running head for a blank or missing title', () => {
    expect(deriveRunningHead('  ')).toBe('');
    expect(deriveRunningHead(undefined)).toBe('');
  });
});

describe('linking the running head to the title', () => {
  it('follows the title while linked', () => {
    const field = linkedRunningHead('Sleep');
    expect(field).toEqual({ value: 'SLEEP', linked: true });
    expect(followTitle(field, 'Sleep and Memory: A Review')).toEqual({ value: 'SLEEP AND MEMORY', linked: true });
  });

  it('stops following once the user edits it, until reset', () => {
    const edited = editRunningHead('MEMORY');
    expect(edited).toEqual({ value: 'MEMORY', linked: false });
    expect(followTitle(edited, 'Something Else')).toBe(edited);
    expect(linkedRunningHead('Something Else')).toEqual({ value: 'SOMETHING ELSE', linked: true });
  });
});

describe('the 50-character advisory', () => {
  it('suggests no more than 50 characters', () => {
    expect(RUNNING_HEAD_LIMIT).toBe(50);
  });

  it('shows on blur at 50 or more characters when not linked', () => {
    expect(runningHeadAdvisory('x'.repeat(50), { event: 'blur', linked: false })).toBe(advisory(50));
    expect(runningHeadAdvisory('x'.repeat(61), { event: 'blur', linked: false })).toBe(advisory(61));
    expect(runningHeadAdvisory('x'.repeat(49), { event: 'blur', linked: false })).toBeUndefined();
  });

  it('does not show on blur while linked to the title', () => {
    expect(runningHeadAdvisory('x'.repeat(60), { event: 'blur', linked: true })).toBeUndefined();
  });

  it('shows while typing over 50 characters, but not at exactly 50', () => {
    expect(runningHeadAdvisory('x'.repeat(51), { event: 'input', linked: false })).toBe(advisory(51));
    expect(runningHeadAdvisory('x'.repeat(50), { event: 'input', linked: false })).toBeUndefined();
  });

  it('does not count surrounding spaces', () => {
    expect(runningHeadAdvisory(`  ${'x'.repeat(49)}  `, { event: 'blur', linked: false })).toBeUndefined();
  });

  it('shows nothing for a missing value', () => {
    expect(runningHeadAdvisory(undefined, { event: 'blur', linked: false })).toBeUndefined();
  });
});

describe('validating the running head', () => {
  it("requires it, with 'Please enter Running Head'", () => {
    expect(validateRunningHead('  ')).toEqual({
      ok: false,
      error: { code: 'running-head-required', message: 'Please enter Running Head' },
    });
    expect(validateRunningHead(undefined).ok).toBe(false);
  });

  it('accepts a long running head: the limit is advice, not a rule', () => {
    expect(validateRunningHead(' ' + 'X'.repeat(70) + ' ')).toEqual({ ok: true, value: 'X'.repeat(70) });
  });
});
