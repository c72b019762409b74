import { describe, expect, it } from 'vitest';
import { capturePage } from '../shared/page-capture';
import { fixturePage } from '../testing/fixture-pages';
import { forThePopup } from './popup-capture';

describe('forThePopup', () => {
  it("puts the page's title in sentence case for APA and keeps the page's own beside it (APA 6.17)", () => {
    const page = fixturePage('plos-pone');
    const captured = capturePage(page.html, page.url!, 'Page title', '', new Date('2025-01-15T12:00:00Z'));
    expect(captured.metadata.reference.data.title).toBe('Neural Substrate of Cold-Seeking Behavior in Endotoxin Shock');
    const shown = forThePopup(captured).metadata.reference.data;
    expect(shown.title).toBe('Neural substrate of cold-seeking behavior in endotoxin shock');
    expect(shown.titleAsImported).toBe('Neural Substrate of Cold-Seeking Behavior in Endotoxin Shock');
  });
});
