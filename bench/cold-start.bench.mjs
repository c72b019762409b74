// A cold start of the web app's first screens in Chromium at the task pane's width (350×900), on the built api
// serving the built web app (`npm run bench` builds both): what a user waits for when opening Ibid in a new browser.
// Goal (issue 17): the first screen loads under 300 KB of JavaScript, gzipped.
//
// Each round opens the page in a new Chromium on a new profile (empty cache and storage: a cold start; a signed-in
// page gets the api's token into local storage before the page's own scripts run, as the web app keeps it). The
// round's figure ('median ms') runs from navigation start (the page's time origin) to the end of the frame that
// painted the page's first screen (`shown`: its heading, or the editor's editable paper; timed as the first
// requestAnimationFrame that finds it, then a task after that frame, as editor.bench.mjs times a key). The 'KB'
// column is the JavaScript the page had loaded by then: every script it fetched (its resource timing entries that
// ended before that paint), each body fetched again and gzipped here with zlib's default level, whatever the server
// sends. On loopback the time is mostly requests and script evaluation, not bytes: 'KB' is what a real network pays.
// Browser start-up is not counted; 'peak MB' is the bench's Node process, not Chromium's. Each row starts its own
// api (bench/ibid-server.mjs) and each round its own Chromium (bench/chromium.mjs). BENCH_WEB_APP_DIR=<a dist kept
// aside> measures another build of the web app (to compare before and after a change).
//
// The pages are the table PAGES: a row for another page is one line there.
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium.mjs';
import { call, startIbid } from './ibid-server.mjs';
import { PAPER_TYPE, TITLE } from './paper-data.mjs';
import { OFFICE_JS_URL, officeDoubleScript } from '../tests/word/office-double-script.mjs';

const VIEWPORT = { width: 350, height: 900 };
/** Rounds per row (after run.mjs's warm-up round): each starts a browser. */
const ROUNDS = 5;
const GOAL_KB = 300;

/**
 * name: the page; path(server): where it opens (server.paperGUID: a new paper, stored when `paper` is set);
 * signedIn: with the demo account's token; shown: the first screen's heading, a CSS selector and the text it must have.
 */
const PAGES = [
  { name: 'signed-out first screen, /login', path: () => '/login', shown: { selector: 'h1', text: 'Log in with your email' } },
  { name: "signed-in first screen, the library", path: () => '/my-reference-library', signedIn: true, shown: { selector: 'h1', text: 'My Reference Library' } },
  { name: 'paper editor and its task pane, /paper/<id>', path: (server) => `/paper/${server.paperGUID}`, signedIn: true, paper: true, shown: { selector: '.ProseMirror' } },
  // In Word: taskpane.html with office.js answered by the tests' double over the paper's document (Word itself is not here).
  { name: 'Word task pane, taskpane.html, the paper’s references', path: () => '/taskpane.html?screen=/references-citations', signedIn: true, paper: true, word: true, shown: { selector: 'h1', text: 'Refs & Citations' } },
];

/** In the page, before its scripts: sets the token (and Word's document), then times the first frame that paints `shown`. */
function watchFirstScreen({ token, selector, text, wordSeed }) {
  if (wordSeed) Object.assign(window, { ibidWordSeed: wordSeed });
  if (token) {
    try {
      localStorage.setItem('ibid.token', token);
    } catch {
      // about:blank has no storage.
    }
  }
  const found = () => Array.from(document.querySelectorAll(selector)).some((el) => text === undefined || el.textContent?.trim() === text);
  const look = () => {
    if (found()) requestAnimationFrame(() => setTimeout(() => (window.firstScreenPainted = performance.now()), 0));
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** Gzipped sizes of the scripts fetched, by url (the same build in every round). */
const gzipped = new Map();
async function gzippedBytes(url) {
  if (!gzipped.has(url)) {
    const answer = await fetch(url);
    if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}`);
    gzipped.set(url, gzipSync(Buffer.from(await answer.arrayBuffer())).length);
  }
  return gzipped.get(url);
}

function coldStartRow(page) {
  let server;
  let office;
  return {
    name: `cold start at 350 px: ${page.name}, to heading painted (goal < ${GOAL_KB} KB JS gz)`,
    items: 1,
    rounds: ROUNDS,
    async setup() {
      server = await startIbid();
      if (page.paper) ({ paperGUID: server.paperGUID, paperID: server.paperID } = await call(server, 'POST', '/v4/Paper', { ...TITLE, PaperType: PAPER_TYPE, IsAuthorNote: false, RunningHead: '', ShowPanel: true }));
      if (page.word) office = await officeDoubleScript();
    },
    async run() {
      const chromium = await launchChromium(VIEWPORT);
      try {
        const { page: tab } = chromium;
        const thrown = [];
        tab.on('pageerror', (error) => thrown.push(error instanceof Error ? error.message : String(error)));
        const wordSeed = page.word ? { paperTypeID: PAPER_TYPE, properties: { PaperGUID: server.paperGUID, PaperID: String(server.paperID) } } : undefined;
        if (page.word) {
          await tab.setRequestInterception(true);
          tab.on('request', (request) => {
            if (request.url() === OFFICE_JS_URL) void request.respond({ status: 200, contentType: 'text/javascript', body: office });
            else void request.continue();
          });
        }
        await tab.evaluateOnNewDocument(watchFirstScreen, { token: page.signedIn ? server.token : undefined, wordSeed, ...page.shown });
        await tab.goto(`${server.url}${page.path(server)}`);
        const painted = await tab
          .waitForFunction(() => window.firstScreenPainted, { timeout: 60_000, polling: 50 })
          .then((handle) => handle.jsonValue())
          .catch((error) => {
            throw new Error(`${page.name}: no ${page.shown.selector}${page.shown.text ? ` "${page.shown.text}"` : ''} painted${thrown.length ? ` (the page threw: ${thrown[0]})` : ''}`, { cause: error });
          });
        const scripts = await tab.evaluate(
          // Ibid's own scripts: Microsoft's office.js (here its double) is not Ibid's to count.
          ({ until, origin }) => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).origin === origin && /\.m?js$/.test(new URL(entry.name).pathname) && entry.responseEnd > 0 && entry.responseEnd <= until).map((entry) => entry.name),
          { until: painted, origin: new URL(server.url).origin },
        );
        let bytes = 0;
        for (const url of new Set(scripts)) bytes += await gzippedBytes(url);
        return { ms: painted, kb: bytes / 1024 };
      } finally {
        await chromium.close();
      }
    },
    teardown: () => server?.stop(),
  };
}

export const rows = PAGES.map(coldStartRow);
