// Creating a paper in Chromium against the real api (issue 15 "Done when"): from the document create landing to an
// APA 7 student paper, found in My Papers, downloaded as a .docx whose title page holds what the form sent; then
// deleted after its confirmation. Screens are captured at 1280 px and at the task pane's 350 px.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureAptTool } from '../apt-install.js';
import { eventually } from './ibid-server.js';
import { captureAtBothWidths, screens } from './screens.js';
import { aria, at, button, click, fill, heading, retype, see, text } from './user.js';
import { useWebSession } from './web-session.js';

// With the demo papers, as `npm start` gives them: My Papers lists the new paper among them.
const web = useWebSession({ signedIn: true, demoContent: true });

const PAPER = {
  title: 'Rivers and Their Towns: A Social History',
  author: 'Sam Okafor',
  institution: 'Riverside Community College',
  course: 'HIS 300: Urban History',
  instructor: 'Dr. Amelia Reed',
  // The date input is typed as Chromium's en-US mm/dd/yyyy; the api stores yyyy-mm-dd and the title page prints it APA's way.
  typedDate: '12012026',
  storedDate: '2026-12-01',
  printedDate: 'December 1, 2026',
};

const downloads = mkdtempSync(join(tmpdir(), 'ibid-papers-downloads-'));
afterAll(() => rmSync(downloads, { recursive: true, force: true }));

/** The text of each paragraph of a .docx's main document, its runs joined. */
async function docxParagraphs(file: string): Promise<string[]> {
  const unzip = await ensureAptTool({ binary: '/usr/bin/unzip', packages: ['unzip'], hint: 'Install unzip: `sudo apt-get install -y unzip`.' });
  const xml = execFileSync(unzip, ['-p', file, 'word/document.xml'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map(([p]) => [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => unescape(t[1]!)).join(''))
    .filter((p) => p.trim() !== '');
}

describe('papers in the browser', () => {
  it('creates an APA 7 student paper from the landing, finds it in My Papers and downloads a .docx holding its title page', async () => {
    const page = web.page;
    const shots = screens('papers');

    await click(page, aria('link', 'Create New Paper'));
    await at(page, '/document-create-landing');
    await see(page, heading('Create a New Paper'));
    await captureAtBothWidths(shots, page, 'landing');

    await click(page, text('Research Paper'));
    await at(page, '/create-research-paper/apa-7');
    await see(page, aria('tab', 'Student'));
    await fill(page, 'Title', PAPER.title);
    // The account's name comes filled in; this paper is someone else's.
    expect(await page.$eval(aria('textbox', 'Author'), (input) => (input as HTMLInputElement).value)).not.toBe('');
    await retype(page, 'Author', PAPER.author);
    await retype(page, 'Institution', PAPER.institution);
    await fill(page, 'Instructor', PAPER.instructor);
    await fill(page, 'Course Number & Name', PAPER.course, 'combobox');
    await page.locator('input[type="date"]').click();
    await page.keyboard.type(PAPER.typedDate);
    expect(await page.$eval('input[type="date"]', (input) => (input as HTMLInputElement).value)).toBe(PAPER.storedDate);
    await captureAtBothWidths(shots, page, 'research-paper-form');

    await click(page, button('Create APA 7 Student Paper'));
    await at(page, '/document-create-success');
    await see(page, heading('Paper created successfully'));
    await see(page, text(`“${PAPER.title}” is saved in My Papers`));
    await captureAtBothWidths(shots, page, 'created');

    await click(page, aria('link', 'Go to My Papers'));
    await at(page, '/papers');
    await see(page, heading(PAPER.title));
    const card = aria('listitem', PAPER.title);
    const cardText = await page.$eval(card, (li) => (li.textContent ?? '').replace(/\s+/g, ' '));
    expect(cardText).toContain('APA 7 Student Paper');
    expect(cardText).toContain(PAPER.course);
    expect(cardText).toContain(PAPER.printedDate);
    await captureAtBothWidths(shots, page, 'my-papers');

    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads, eventsEnabled: true });
    await click(page, `${aria('group', `Actions for ${PAPER.title}`)} ${button('Download .docx')}`);
    const file = await eventually(
      'the .docx download',
      () => readdirSync(downloads).find((name) => name.endsWith('.docx')),
      30_000,
    );
    const paragraphs = await docxParagraphs(join(downloads, file));
    expect(paragraphs).toEqual(expect.arrayContaining([PAPER.title, PAPER.author, PAPER.institution, PAPER.course, PAPER.instructor, PAPER.printedDate]));

    await click(page, `${aria('group', `Actions for ${PAPER.title}`)} ${button('Delete')}`);
    await see(page, aria('alertdialog', 'Delete this paper?'));
    await shots.capture(page, 'delete-confirmation');
    await click(page, button('Delete Paper'));
    await see(page, text('Paper deleted'));
    await page.waitForFunction((title) => !Array.from(document.querySelectorAll('h2')).some((h) => h.textContent === title), {}, PAPER.title);
  });

  it('shows the professional paper’s running head, switches format, waits 3 seconds after a reference list, and explains adding Ibid', async () => {
    const page = web.page;
    const shots = screens('paper-forms');

    await page.goto(`${web.server.url}/create-research-paper/apa-7`);
    await click(page, aria('tab', 'Professional'));
    await fill(page, 'Title', 'An Unusually Long Title About Rivers, Towns and the Bridges Between Them');
    await see(page, text('APA 7 suggests no more than 50 characters. Currently: 72 characters.'));
    await captureAtBothWidths(shots, page, 'professional-paper');

    await click(page, aria('radio', 'MLA 9'));
    await at(page, '/create-research-paper/mla-9');
    await see(page, button('Create MLA 9 Research Paper'));
    expect(await page.$(aria('textbox', 'Institution'))).toBeNull();

    await page.goto(`${web.server.url}/create-reference-list/mla-9`);
    await see(page, aria('textbox', 'Document Title'));
    expect(await page.$eval(aria('textbox', 'Document Title'), (input) => (input as HTMLInputElement).value)).toBe('Works Cited');
    await shots.capture(page, 'reference-list-form');
    // The wait's message is watched from inside the page: a polling locator may miss a 3-second window on a busy machine.
    await page.evaluate((words) => {
      const seen = window as unknown as { ibidSawWait?: boolean };
      seen.ibidSawWait = false;
      const observer = new MutationObserver(() => {
        if (!document.body.textContent?.includes(words)) return;
        seen.ibidSawWait = true;
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, 'Your paper is ready. Opening it in a moment…');
    const sent = Date.now();
    await click(page, button('Create MLA 9 Reference List'));
    await see(page, heading('Paper created successfully'));
    expect(Date.now() - sent).toBeGreaterThanOrEqual(3_000);
    expect(await page.evaluate(() => (window as unknown as { ibidSawWait?: boolean }).ibidSawWait)).toBe(true);
    await click(page, aria('link', 'Go to My Papers'));
    await see(page, heading('Works Cited'));
    expect(await page.$eval(aria('listitem', 'Works Cited'), (li) => li.textContent)).toContain('MLA 9 Reference List');

    await page.goto(`${web.server.url}/create-other`);
    await see(page, heading('Add Ibid to an existing paper'));
    await captureAtBothWidths(shots, page, 'create-other');
  });
});
