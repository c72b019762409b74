/** Renewal rules of Subscription Settings (purchase spec §4): manual is disabled for monthly; period 0 is annual auto. */
import { RENEWAL_PERIODS, RENEWAL_TYPES, type RenewalPeriodId } from './products.js';

export type RenewalTypeId = (typeof RENEWAL_TYPES)[keyof typeof RENEWAL_TYPES];

export interface RenewalChoice {
  renewalPeriod: RenewalPeriodId;
  renewalType: RenewalTypeId;
}

export function isRenewalPeriod(value: unknown): value is RenewalPeriodId {
  return typeof value === 'number' && Object.hasOwn(RENEWAL_PERIODS, value);
}

/** Whether manual renewal may be chosen for a period: a monthly plan always renews automatically. */
export function isManualRenewalAllowed(period: RenewalPeriodId): boolean {
  return period !== 1;
}

/**
 * The renewal a cart uses: a period of 0 (or one the spec does not define) is annual with auto renewal, and a
 * manual monthly choice becomes auto, since manual is disabled for the month.
 */
export function normalizeRenewal(renewalPeriod: number | null | undefined, renewalType: number | null | undefined): RenewalChoice {
  if (!isRenewalPeriod(renewalPeriod)) return { renewalPeriod: 2, renewalType: RENEWAL_TYPES.AUTO };
  const manual = renewalType === RENEWAL_TYPES.MANUAL && isManualRenewalAllowed(renewalPeriod);
  return { renewalPeriod, renewalType: manual ? RENEWAL_TYPES.MANUAL : RENEWAL_TYPES.AUTO };
}

/** The renewal-method radio buttons of a period: auto, and manual disabled for the month. */
export function renewalTypeOptions(period: RenewalPeriodId): { renewalType: RenewalTypeId; label: string; disabled: boolean }[] {
  return [
    { renewalType: RENEWAL_TYPES.AUTO, label: 'Automatic renewal', disabled: false },
    { renewalType: RENEWAL_TYPES.MANUAL, label: 'Manual renewal', disabled: !isManualRenewalAllowed(period) },
  ];
}
