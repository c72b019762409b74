import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../api/types';
import { fakeApi, renderApp } from '../../testing/render';
import { RENEW_LINK, SUBSCRIPTION_CUSTOMERS, customerFixture } from './settings.fixtures';

afterEach(() => vi.unstubAllGlobals());

async function seriousViolations(): Promise<string[]> {
  const { violations } = await axe.run(document.body);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const screens: [string, string, Customer][] = [
  ['Settings (active)', '/settings', SUBSCRIPTION_CUSTOMERS.active],
  ['Settings (free trial)', '/settings', SUBSCRIPTION_CUSTOMERS['free-trial']],
  ['Settings (organization account)', '/settings', customerFixture({ organizationId: 3, alternativeEmails: ['ada@home.org'] })],
  ['Subscription Expired', '/expired-subscription', SUBSCRIPTION_CUSTOMERS.expired],
  ['Settings Updated', '/settings-update-confirmation', SUBSCRIPTION_CUSTOMERS.active],
];

describe('Settings screens have no serious accessibility problem', () => {
  it.each(screens)('%s', async (_name, path, customer) => {
    localStorage.setItem('ibid.token', 't');
    fakeApi({ 'GET /v4/Customer': () => customer, 'GET /v3/RenewSubscriptionLink': () => RENEW_LINK });
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(await seriousViolations()).toEqual([]);
  });
});
