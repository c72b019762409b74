import { describe, expect, it } from 'vitest';
import { newPaperDocument } from './new-paper-document.js';
import { paperTitlePage } from './paper-title-page.js';

describe('paperTitlePage', () => {
  it("answers a paper's title page attrs, and nothing for a reference list, which has none", () => {
    expect(paperTitlePage(newPaperDocument({ Title: 'Rivers', RunningHead: 'RIVERS' }, 12))).toMatchObject({ title: 'Rivers', runningHead: 'RIVERS' });
    expect(paperTitlePage(newPaperDocument({ Title: 'Sources' }, 14))).toBeUndefined();
  });
});
