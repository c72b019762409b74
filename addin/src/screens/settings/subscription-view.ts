/**
 * What the settings show for each subscription state (word-addin §4): Account & Billing only for an active paid
 * subscription, Paper Settings for everyone but expired customers, and a subscription notice with its action
 * (subscribe, restore, renew) wherever Account & Billing is hidden.
 */
import type { SubscriptionState } from '@ibid/engine/commerce';

export interface SettingsSections {
  accountBilling: boolean;
  paperSettings: boolean;
  /** The free-trial, cancelled, expired or not-started notice in place of Account & Billing. */
  subscriptionNotice: boolean;
}

export function settingsSections(state: SubscriptionState): SettingsSections {
  return { accountBilling: state === 'active', paperSettings: state !== 'expired', subscriptionNotice: state !== 'active' };
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A subscription date as people read it ('September 15, 2025'); dates are days, kept in UTC like the engine's. */
export function formatDay(date: string | Date | null | undefined): string | undefined {
  if (!date) return undefined;
  const day = new Date(date);
  return Number.isNaN(day.getTime()) ? undefined : LONG_DATE.format(day);
}
