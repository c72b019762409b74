import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../../testing/render';

afterEach(() => vi.unstubAllGlobals());

async function seriousViolations(): Promise<string[]> {
  const { violations } = await axe.run(document.body);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const VERIFY_ID = '8c9d6a5e-1b2c-4d3e-8f90-123456789abc';

describe('Sign-in screens have no serious accessibility problem', () => {
  it.each([
    ['Forgot password', '/forgot-password'],
    ['Free trial start', '/free-trial-start'],
    ['Free trial verify', `/free-trial-verify/${VERIFY_ID}`],
    ['Free trial alternate email', '/free-trial-alternate-email'],
    ['Logged out', '/error/401'],
    ['No connection', '/error/connection'],
  ])('%s', async (_name, path) => {
    fakeApi({ 'GET /v4/FreeTrial/Verify': () => ({ email: 'ada@example.edu', firstName: 'Ada', lastName: 'Lovelace', password: '', school: 'Analytical College' }) });
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(await seriousViolations()).toEqual([]);
  });
});
