import { describe, expect, it } from 'vitest';
import { startPath } from './word-paths';

describe("the Word pane's first path", () => {
  it("opens a paper at the ribbon button's screen, else on its references", () => {
    expect(startPath('paper', '/research-notes')).toBe('/research-notes');
    expect(startPath('paper', null)).toBe('/references-citations');
    // Not a ribbon path: a made-up query opens nothing else.
    expect(startPath('paper', '/developer-tools')).toBe('/references-citations');
  });

  it('sends a document that is no paper (or a legacy one) where start-up says, whatever button opened the pane', () => {
    expect(startPath('adopt-paper', '/references-citations')).toBe('/getting-started-adopt-paper-step-1');
    expect(startPath('clean-copy-redirect', null)).toBe('/create-clean-copy-redirect');
    expect(startPath('legacy-format', '/research-notes')).toBe('/legacy-format');
    expect(startPath('word-online-format-unavailable', null)).toBe('/word-online-format-not-available-yet');
  });

  it('creates a paper and opens Settings from their buttons in any document', () => {
    expect(startPath('adopt-paper', '/document-create-landing')).toBe('/document-create-landing');
    expect(startPath('legacy-format', '/settings')).toBe('/settings');
  });
});
