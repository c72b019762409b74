// The browser paper editor (issue 16) in Chromium, on the built api serving the built web app (`npm run bench`
// builds both): the 30-page paper of paper.bench.mjs (bench/paper-data.mjs: 200 references of the bench corpus,
// 400 citations), stored through the api and opened at /paper/<id>. Goals: typing stays under 16 ms from keystroke
// to paint (p95); a format switch re-renders every citation and the reference list in under 100 ms.
//
// - keystroke to paint: 100 keys typed at the end of a paragraph in the middle of the paper, one every 60 ms (a
//   fast typist); each key's time runs from its keydown's timestamp to the end of the frame that shows it (a
//   requestAnimationFrame callback, then a task after that frame). The round's figure is the median key, its tail
//   the 95th percentile ('tail ms'). Its peer is the floor: the same keys in the same Chromium typed into a bare
//   contenteditable of 60 paragraphs (no editor, no app), what the browser itself takes on this machine.
// - format switch: the pane's Paper Format screen switches the APA 7 paper to MLA 9; the figure runs from the
//   click on MLA 9 (its event's timestamp) to the end of the frame that paints the page's last change (a
//   MutationObserver on the editor, then requestAnimationFrame and a task): the pane's answer, the editor's
//   layoutPaper (one, checked with its User Timing measure 'ibid:layout'), every citation and list entry redrawn
//   (checked: all 600 texts changed) and painted. Each round first switches back to APA 7, outside the figure.
// - the peer: citeproc-js (the engine behind Zotero's Word plugin) switching the same 400 citations and 200 items
//   to MLA (the official modern-language-association.csl): a new processor for the new style,
//   rebuildProcessorState with the citations in document order, and makeBibliography, in Node: strings only, no
//   page to redraw ('vs peer' is how many times faster the editor's whole switch, painted, is).
// The browser rows answer the page's own clock ({ ms }, see run.mjs): what run() also does (typing at a person's
// pace, switching back) is not counted; their 'peak MB' is the bench's Node process, not Chromium's. Each browser
// row starts its own Chromium (bench/chromium.mjs: CHROMIUM_PATH, else /usr/bin/chromium, as the web tests find it),
// driven by puppeteer-core (the tests workspace's dependency); each editor row its own api (bench/ibid-server.mjs: a
// fresh SQLite file in BENCH_TMPDIR).
import { call, eventually, startIbid } from './ibid-server.mjs';
import { launchChromium } from './chromium.mjs';
import { CITATIONS, PAPER_TYPE, REFERENCES, TITLE, citeprocCitations, citeprocEngine, citeprocItems, citeprocWith, items, withPaperBody } from './paper-data.mjs';

const VIEWPORT = { width: 1280, height: 900 };
/** Rounds per browser row (after run.mjs's one warm-up round): each takes seconds, and the row starts a server and a browser. */
const ROUNDS = 3;
/** What each keystroke round types: 100 keys. */
const TYPED = ' And so the towns along the rivers grew rich, trading salt, grain and wood with all their neighbors.';
const KEY_DELAY = 60;

/** The paper stored through the api: its 200 references in the demo library (the api formats each), then its document. */
async function storePaper(server) {
  const { fromCsl, newReferenceUniqueId } = await import('@ibid/engine');
  const { randomUUID } = await import('node:crypto');
  const ids = [];
  const corpus = items();
  for (let i = 0; i < corpus.length; i += 10) {
    const made = await Promise.all(
      corpus.slice(i, i + 10).map((item) => {
        const { referenceTypeID, data } = fromCsl(item);
        const query = new URLSearchParams({ referenceTypeId: String(referenceTypeID), uniqueId: newReferenceUniqueId(randomUUID) });
        return call(server, 'POST', `/v3/GenesisReference?${query}`, { data });
      }),
    );
    ids.push(...made.map((reference) => reference.referenceUniqueID));
  }
  const { paperGUID } = await call(server, 'POST', '/v4/Paper', { ...TITLE, PaperType: PAPER_TYPE, IsAuthorNote: false, RunningHead: '', ShowPanel: true });
  const opened = await call(server, 'GET', `/v4/Paper/${paperGUID}`);
  const document = withPaperBody(opened.document, (index) => ids[index]);
  await call(server, 'PUT', `/v4/Paper/${paperGUID}`, { document, referenceUniqueIDs: ids, lastModifiedDate: opened.lastModifiedDate });
  return paperGUID;
}

/** The api, the stored paper, and Chromium signed in with it open, its 400 citations and 200 entries shown. */
async function openEditor() {
  const server = await startIbid();
  let chromium;
  const close = async () => {
    await chromium?.close();
    await server.stop();
  };
  try {
    const paperGUID = await storePaper(server);
    chromium = await launchChromium(VIEWPORT);
    const { page } = chromium;
    const thrown = [];
    page.on('pageerror', (error) => thrown.push(error instanceof Error ? error.message : String(error)));
    // Signed in as the web app stays signed in: its token in local storage.
    await page.goto(`${server.url}/login`);
    await page.evaluate((token) => localStorage.setItem('ibid.token', token), server.token);
    await page.goto(`${server.url}/paper/${paperGUID}`);
    await page.waitForFunction(
      (citations, entries) => document.querySelectorAll('.ib-citation').length === citations && document.querySelectorAll('.ib-reference-entry').length === entries,
      { timeout: 60_000, polling: 200 },
      CITATIONS,
      REFERENCES,
    ).catch((error) => {
      throw new Error(`the paper did not show its ${CITATIONS} citations and ${REFERENCES} entries${thrown.length ? ` (the page threw: ${thrown[0]})` : ''}`, { cause: error });
    });
    return { server, page, paperGUID, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The baseline: the same Chromium with a bare contenteditable of 60 plain paragraphs, no editor, no app. */
async function openBare() {
  const chromium = await launchChromium(VIEWPORT);
  const paragraph = '<p>Rivers carried goods and people between the towns that grew along their banks over many centuries.</p>';
  await chromium.page.setContent(`<!doctype html><html lang="en"><body><div class="bare" contenteditable="true" style="max-width: 40em; margin: auto; line-height: 2">${paragraph.repeat(60)}</div></body></html>`);
  return chromium;
}

/** Sorted samples' value at quantile q (nearest rank). */
const quantile = (sorted, q) => sorted[Math.max(0, Math.ceil(sorted.length * q) - 1)];

/** The paragraph typed into: the 41st of the editable `root`, in the middle of the paper. */
const TYPED_INTO = 40;

/** Keystroke to paint in what `open` opens, typing into the 41st paragraph of the editable `root`. */
function keystrokeRow({ name, open, root, peer }) {
  let opened;
  return {
    name,
    items: 1,
    rounds: ROUNDS,
    peer,
    async setup() {
      opened = await open();
      // Each key's time: from its keydown to the task after the frame that painted it.
      await opened.page.evaluate(() => {
        window.keySamples = [];
        document.addEventListener('keydown', (event) => {
          const down = event.timeStamp;
          requestAnimationFrame(() => setTimeout(() => window.keySamples.push(performance.now() - down), 0));
        }, true);
      });
    },
    async run() {
      const { page } = opened;
      // A bare contenteditable may keep a typed space as a no-break space.
      const paragraphText = () => page.$$eval(`${root} > p`, (ps, at) => ps[at].textContent.replaceAll('\u00a0', ' '), TYPED_INTO);
      await page.evaluate((editable, at) => {
        window.keySamples = [];
        const paragraph = document.querySelectorAll(`${editable} > p`)[at];
        const range = document.createRange();
        range.selectNodeContents(paragraph);
        range.collapse(false);
        window.getSelection().removeAllRanges();
        window.getSelection().addRange(range);
        paragraph.scrollIntoView({ block: 'center' });
        document.querySelector(editable).focus();
      }, root, TYPED_INTO);
      const before = await paragraphText();
      await page.keyboard.type(TYPED, { delay: KEY_DELAY });
      const samples = await eventually('every key to paint', () => page.evaluate((keys) => (window.keySamples.length >= keys ? window.keySamples : undefined), TYPED.length), 10_000);
      if ((await paragraphText()) !== before + TYPED) throw new Error(`typed ${TYPED.length} keys at the end of a paragraph, but it does not end with them`);
      const sorted = [...samples].sort((a, b) => a - b);
      return { ms: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
    },
    teardown: () => opened?.close(),
  };
}

const BARE = `Chromium baseline: keystroke to paint in a bare contenteditable, ${TYPED.length} keys`;

const CITEPROC = `citeproc-js mla: new Engine + rebuildProcessorState + makeBibliography (${CITATIONS} / ${REFERENCES})`;

function citeprocRow() {
  let csl;
  let cslItems;
  let citations;
  return {
    name: CITEPROC,
    items: 1,
    setup() {
      csl = citeprocWith('modern-language-association.csl');
      cslItems = citeprocItems();
      citations = citeprocCitations();
    },
    run() {
      const engine = citeprocEngine(csl, cslItems);
      const shown = engine.rebuildProcessorState(citations, 'html', []);
      const [, entries] = engine.makeBibliography();
      if (shown.length !== CITATIONS || entries.length !== REFERENCES) throw new Error(`citeproc-js made ${shown.length} citations and ${entries.length} entries`);
      return entries;
    },
  };
}

/** The pane's Paper Format screen: Menu, the title page's drawer, "Switch the paper's format". */
async function openFormatScreen(page) {
  await page.locator('::-p-aria([name="Menu"][role="button"])').click();
  await page.evaluate(() => Array.from(document.querySelectorAll('#pane-menu button')).find((b) => b.textContent?.startsWith('Title')).click());
  await page.locator(`::-p-text("Switch the paper's format")`).click();
  await page.locator('::-p-aria([name="MLA 9"][role="radio"])').wait();
}

/** The text of every citation and list entry, in order. */
const shownTexts = () => Array.from(document.querySelectorAll('.ib-citation, .ib-reference-entry'), (el) => el.textContent);

/** Picks `label` on the Paper Format screen and waits until the list's title says `listTitle` and every citation and entry changed. */
async function switchTo(page, label, listTitle) {
  const before = await page.evaluate(shownTexts);
  await page.locator(`::-p-aria([name="${label}"][role="radio"])`).click();
  await page.waitForFunction(
    (title, old) => {
      const now = Array.from(document.querySelectorAll('.ib-citation, .ib-reference-entry'), (el) => el.textContent);
      return document.querySelector('.ib-reference-list .ib-section-title')?.textContent === title && now.length === old.length && now.every((text, i) => text !== old[i]);
    },
    { timeout: 30_000, polling: 50 },
    listTitle,
    before,
  );
}

/** Until two frames have been painted: what a switch changes is all in the page by then. */
const twoFrames = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));

function formatSwitchRow() {
  let editor;
  return {
    name: `editor: format switch APA 7 → MLA 9, click to paint, ${CITATIONS} citations + ${REFERENCES} entries (goal < 100 ms)`,
    items: 1,
    rounds: ROUNDS,
    peer: CITEPROC,
    async setup() {
      editor = await openEditor();
      await openFormatScreen(editor.page);
    },
    async run() {
      const { page } = editor;
      if (await page.$eval('::-p-aria([name="MLA 9"][role="radio"])', (radio) => radio.checked)) {
        await switchTo(page, 'APA 7', 'References');
        await twoFrames(page);
      }
      // From the click on MLA 9 to the end of the frame that paints the page's last change: each batch of changes
      // (a MutationObserver callback) waits for its frame, as a key does above.
      await page.evaluate(() => {
        performance.clearMeasures();
        window.switched = { clicked: undefined, painted: [] };
        document.addEventListener('click', (event) => (window.switched.clicked = event.timeStamp), { capture: true, once: true });
        window.watcher?.disconnect();
        window.watcher = new MutationObserver(() => requestAnimationFrame(() => setTimeout(() => window.switched.painted.push(performance.now()), 0)));
        window.watcher.observe(document.querySelector('.ProseMirror'), { subtree: true, childList: true, characterData: true });
      });
      await switchTo(page, 'MLA 9', 'Works Cited');
      await twoFrames(page);
      const { ms, layouts } = await page.evaluate(() => {
        window.watcher.disconnect();
        const { clicked, painted } = window.switched;
        return { ms: Math.max(...painted) - clicked, layouts: performance.getEntriesByName('ibid:layout').length };
      });
      if (!(ms > 0)) throw new Error('the switch was not timed: no click, or no change in the page');
      // One layoutPaper for the switch: the editor's layout store did not lay the paper out again for nothing.
      if (layouts !== 1) throw new Error(`the switch laid the paper out ${layouts} times`);
      return { ms };
    },
    teardown: () => editor?.close(),
  };
}

export const rows = [
  keystrokeRow({ name: BARE, open: openBare, root: '.bare' }),
  keystrokeRow({ name: `editor: keystroke to paint, ${TYPED.length} keys (goal p95 < 16 ms)`, open: openEditor, root: '.ProseMirror', peer: BARE }),
  citeprocRow(),
  formatSwitchRow(),
];

