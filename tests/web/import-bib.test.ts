// Importing a .bib file with several entries into My Reference Library, in Chromium against the real api
// (reference-library §2 '.bib import', §4 'more than one reference: the count is shown, then a success screen').
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { screens } from './screens.js';
import { useWebSession } from './web-session.js';
import { aria, at, button, click, see, text } from './user.js';

const BIB = `@article{okafor2021,
  author = {Okafor, Ada and Lindqvist, Erik},
  title = {Reading habits of first-year students},
  journal = {Journal of Student Life},
  year = {2021},
  volume = {14},
  number = {2},
  pages = {101--118},
  doi = {10.1234/jsl.2021.014}
}

@book{popper1945,
  author = {Popper, Karl},
  title = {The Open Society and Its Enemies},
  publisher = {Routledge},
  address = {London},
  year = {1945}
}

@incollection{hooks1994,
  author = {hooks, bell},
  title = {Theory as liberatory practice},
  booktitle = {Teaching to Transgress},
  editor = {Smith, Jane},
  publisher = {Routledge},
  address = {New York},
  year = {1994},
  pages = {59--75}
}
`;

const work = mkdtempSync(join(tmpdir(), 'ibid-bib-'));
const bibFile = join(work, 'my-sources.bib');
writeFileSync(bibFile, BIB);
const web = useWebSession({ signedIn: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('importing a .bib file', () => {
  it('imports a file of three entries, shows how many it found, then after a moment how many were added, and the library lists them', async () => {
    const shots = screens('import-bib');
    await see(web.page, text('No references found.'));
    await click(web.page, button('Create a new reference'));
    await see(web.page, text('Step 1 of 3: Select a reference type'));
    await click(web.page, button('Import from .bib'));

    await at(web.page, '/my-reference-library/import-from-bib-step-1');
    await see(web.page, aria('dialog', 'Import a reference'));
    await see(web.page, text('Step 1 of 4: Select a .bib file'));
    await shots.capture(web.page, 'import-step-1');
    const [chooser] = await Promise.all([web.page.waitForFileChooser(), click(web.page, button('Select a file'))]);
    await chooser.accept([bibFile]);

    // The count first, then after 1.2 s the summary with the success buttons.
    await see(web.page, text('We found 3 references in my-sources.bib.'));
    await shots.capture(web.page, 'import-count', { transient: true });
    await see(web.page, text('3 references were added to your library.'));
    await see(web.page, button('Add Reference from Library'));
    await shots.capture(web.page, 'import-success');

    await click(web.page, button('Great!'));
    await at(web.page, '/my-reference-library');
    await see(web.page, aria('table', 'References'));
    // The file's Title Case title is kept in sentence case, and the library asks to check it.
    for (const title of ['Reading habits of first-year students', 'The open society and its enemies', 'Theory as liberatory practice']) await see(web.page, text(title));
    await see(web.page, text('Title case changed: please check'));
    const rows = await web.page.$$eval('table[aria-label="References"] tbody tr', (r) => r.length);
    expect(rows).toBe(3);
    await shots.capture(web.page, 'library-after-import');
  });
});
