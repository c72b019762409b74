import { describe, expect, it } from 'vitest';
import { isManualRenewalAllowed, normalizeRenewal, renewalTypeOptions } from './renewal.js';
import type { RenewalPeriodId } from './products.js';

const AUTO = 1;
const MANUAL = 2;

describe('renewal rules (purchase spec §4)', () => {
  it.each<[string, number | null | undefined, number | null | undefined, { renewalPeriod: number; renewalType: number }]>([
    ['period 0 is annual with auto renewal', 0, undefined, { renewalPeriod: 2, renewalType: AUTO }],
    ['period 0 is annual auto even when manual was stored', 0, MANUAL, { renewalPeriod: 2, renewalType: AUTO }],
    ['no period at all is annual auto', null, null, { renewalPeriod: 2, renewalType: AUTO }],
    ['an unknown period is annual auto', 7, MANUAL, { renewalPeriod: 2, renewalType: AUTO }],
    ['monthly manual becomes auto: manual is disabled for the month', 1, MANUAL, { renewalPeriod: 1, renewalType: AUTO }],
    ['monthly auto stays', 1, AUTO, { renewalPeriod: 1, renewalType: AUTO }],
    ['annual manual stays manual', 2, MANUAL, { renewalPeriod: 2, renewalType: MANUAL }],
    ['semi-annual manual stays manual', 3, MANUAL, { renewalPeriod: 3, renewalType: MANUAL }],
    ['two years manual stays manual', 4, MANUAL, { renewalPeriod: 4, renewalType: MANUAL }],
    ['a missing type is auto', 3, undefined, { renewalPeriod: 3, renewalType: AUTO }],
  ])('%s', (_, period, type, expected) => {
    expect(normalizeRenewal(period, type)).toEqual(expected);
  });

  it.each<[RenewalPeriodId, boolean]>([
    [1, false],
    [2, true],
    [3, true],
    [4, true],
  ])('period %i allows manual renewal: %s', (period, allowed) => {
    expect(isManualRenewalAllowed(period)).toBe(allowed);
    expect(renewalTypeOptions(period)).toEqual([
      { renewalType: AUTO, label: 'Automatic renewal', disabled: false },
      { renewalType: MANUAL, label: 'Manual renewal', disabled: !allowed },
    ]);
  });
});
