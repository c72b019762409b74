import type { CitationAttrs } from '../../host/document-host';
import { describe, expect, it } from 'vitest';
import { createMemoryHost } from '../../testing/memory-host';
import { showingPaper } from './narrow-view';

const citation = (citationUniqueID: string): CitationAttrs => ({
  citationUniqueID,
  groupUniqueID: null,
  items: [{ referenceUniqueID: 'REF-1', namePart: true, datePart: true }],
  prefix: '',
  suffix: '',
  narrative: false,
});

function watched() {
  const host = createMemoryHost({ library: [], inPaper: [] });
  let shown = 0;
  return { host, pane: showingPaper(host, () => shown++), shown: () => shown };
}

describe("the pane's host on narrow screens", () => {
  it('brings the paper back once a citation is inserted or revealed, and passes the request on to the paper', async () => {
    const { host, pane, shown } = watched();
    await pane.insertCitation(citation('C-1'));
    expect(shown()).toBe(1);
    expect(await host.citation('C-1')).toMatchObject({ citationUniqueID: 'C-1' });
    await pane.revealCitation('C-1');
    expect(shown()).toBe(2);
  });

  it('stays on the tools when the paper refuses (the pane says why), and for requests the paper does not show', async () => {
    const { host, pane, shown } = watched();
    host.cursorInCitation = true;
    await expect(pane.insertCitation(citation('C-2'))).rejects.toMatchObject({ code: 'citation-placement' });
    await pane.references();
    await pane.updateTitlePage({ title: 'Renamed' });
    expect(shown()).toBe(0);
    expect((await pane.paper())?.title).toBe('Renamed');
  });
});
