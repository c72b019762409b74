import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOpenDialog } from '../library/library-fixtures';
import { openSignedIn, paperSummary } from './papers-fixtures';

afterEach(() => vi.unstubAllGlobals());

async function seriousViolations(): Promise<string[]> {
  const { violations } = await axe.run(document.body);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('The papers screens have no serious accessibility problem', () => {
  it('the landing', async () => {
    openSignedIn('/document-create-landing');
    await screen.findByRole('heading', { level: 1, name: 'Create a New Paper' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('the professional research paper form with a running-head advisory and a class list open', async () => {
    const { user } = openSignedIn('/create-research-paper/apa-7');
    await user.click(await screen.findByRole('tab', { name: 'Professional' }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'A'.repeat(51));
    await user.type(screen.getByRole('combobox', { name: 'Course Number & Name' }), 'PSY');
    await screen.findAllByRole('option');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the legacy creator with its notice', async () => {
    openSignedIn('/create-mla8-research-paper');
    await screen.findByText(/APA 6 and MLA 8 are no longer the standard/);
    expect(await seriousViolations()).toEqual([]);
  });

  it('Other Paper Options', async () => {
    openSignedIn('/create-other');
    await screen.findByRole('heading', { level: 1, name: 'Add Ibid to an existing paper' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('My Papers with a paper and its delete confirmation', async () => {
    const { user } = openSignedIn('/papers', { 'GET /v4/Paper': () => ({ papers: [paperSummary({ paperGUID: 'a-1', title: 'Rivers' })] }) });
    await screen.findByRole('heading', { level: 2, name: 'Rivers' });
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await findOpenDialog('Delete this paper?');
    expect(await seriousViolations()).toEqual([]);
  });
});
