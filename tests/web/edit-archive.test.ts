// Editing, archiving and restoring a reference in My Reference Library, in Chromium against the real api
// (reference-library §2 'Reference edit and review', 'Show Options'; §4 archive and restore; §8 'Changes saved').
import { formatReference, referenceSchema } from '@ibid/engine';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { SAMPLE_ARTICLE } from '../../api/src/testing/references.js';
import { createReference, signIn } from './api.js';
import { screens } from './screens.js';
import { useWebSession } from './web-session.js';
import { aria, at, button, click, fill, heading, see, text } from './user.js';

let uid = '';
const NICKNAME = 'Reading habits';
const NEW_TITLE = 'Reading habits of first-year college students';

const web = useWebSession({
  signedIn: true,
  prepare: async (server) => {
    const token = await signIn(server, server.demo.email, server.demo.password);
    uid = (await createReference(server, token, { referenceTypeId: 1, data: SAMPLE_ARTICLE, nickname: NICKNAME })).referenceUniqueID;
  },
});

const apa = (data: object) => formatReference(referenceSchema.parse({ referenceTypeID: 1, data }), 'apa7').text;
const rowCount = (p: Page) => p.$$eval('table[aria-label="References"] tbody tr', (rows) => rows.length);

describe('editing, archiving and restoring a reference', () => {
  it("changes the title on the Details tab, sees 'Changes saved', and the library shows the new text", async () => {
    const shots = screens('edit');
    await see(web.page, text(apa(SAMPLE_ARTICLE)));
    await shots.capture(web.page, 'library');

    await click(web.page, text(apa(SAMPLE_ARTICLE)));
    await at(web.page, `/my-reference-library/reference-edit/${uid}/citations`);
    await shots.capture(web.page, 'citations-tab');
    await click(web.page, aria('tab', 'Details'));
    await at(web.page, `/my-reference-library/reference-edit/${uid}/details`);
    await see(web.page, heading('Reference Data'));
    await shots.capture(web.page, 'details-tab');

    await fill(web.page, 'Title', NEW_TITLE);
    const updated = apa({ ...SAMPLE_ARTICLE, title: NEW_TITLE });
    await see(web.page, text(updated));
    await click(web.page, button('Update Reference'));
    await see(web.page, text('Changes saved'));
    await shots.capture(web.page, 'changes-saved');

    await click(web.page, aria('link', 'References'));
    await at(web.page, '/my-reference-library');
    await see(web.page, text(updated));
    expect(await rowCount(web.page)).toBe(1);
    await shots.capture(web.page, 'library-after-edit');
  });

  it('archives the reference from its row menu, finds it among the archived references, and restores it', async () => {
    const shots = screens('archive-restore');
    const shown = apa({ ...SAMPLE_ARTICLE, title: NEW_TITLE });
    await click(web.page, button(`Reference options: ${NICKNAME}`));
    await see(web.page, aria('menuitem', 'Archive Reference'));
    await shots.capture(web.page, 'row-menu');
    await click(web.page, aria('menuitem', 'Archive Reference'));
    await see(web.page, text('This will archive the reference. Are you sure?'));
    await shots.capture(web.page, 'archive-confirmation');
    await click(web.page, button('Archive Reference'));
    await see(web.page, text('No references found.'));
    await shots.capture(web.page, 'library-after-archive');

    await click(web.page, button('Show Options'));
    await see(web.page, aria('toolbar', 'Library options'));
    await click(web.page, button('Show Archived References'));
    await see(web.page, text('Archived references'));
    await see(web.page, text(shown));
    await shots.capture(web.page, 'archived-references');

    // An archived row's click selects it; the selection is what Restore Selected restores.
    await click(web.page, text(shown));
    await see(web.page, text('1 reference selected'));
    await click(web.page, button('Restore Selected'));
    await see(web.page, text('No references found.'));
    await shots.capture(web.page, 'archived-after-restore');

    await click(web.page, button('Hide Archived References'));
    await see(web.page, text(shown));
    expect(await rowCount(web.page)).toBe(1);
    await shots.capture(web.page, 'library-after-restore');
  });
});
