// The citation form on a legacy APA 6 paper (word-addin §1, §2.7, §2.12) beside the browser editor, in Chromium
// against the real api: the form says APA 6 no longer works and cites in APA 7, the format the engine lays the paper
// out in; the notice fits the task pane at 350 and 320 px and passes axe.
// Functions passed to page.evaluate run in the page: they are typed against the DOM.
/// <reference lib="dom" />
import { newPaperDocument } from '@ibid/engine/paper';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../api/src/db/prisma.js';
import { SAMPLE_ARTICLE } from '../../api/src/testing/references.js';
import { createReference, signIn } from './api.js';
import type { IbidServer } from './ibid-server.js';
import { captureAtBothWidths, cutOffOnTheRight, screens } from './screens.js';
import { button, click, heading, see, text } from './user.js';
import { useWebSession } from './web-session.js';

const PANE = 'aside[aria-label="Task pane"]';
const APA6_RESEARCH = 1;
const TITLE = 'Reading Habits of First-Year Students';
let paperGUID = '';

/** An APA 6 paper holding one reference: created as APA 7 (no route creates APA 6 any more), then retyped in the database. */
async function prepare(server: IbidServer): Promise<void> {
  const token = await signIn(server, server.demo.email, server.demo.password);
  const article = await createReference(server, token, { referenceTypeId: 1, data: SAMPLE_ARTICLE });
  const answer = await fetch(`${server.url}/v4/Paper`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ Title: TITLE, PaperType: 11, Author: 'Ada Okafor', Course: 'PSY 101', Teacher: 'Dr. Rivera', Institution: 'Riverside College', DueDate: '', IsAuthorNote: false, RunningHead: '', ShowPanel: true }),
  });
  if (!answer.ok) throw new Error(`POST /v4/Paper answered ${answer.status}: ${await answer.text()}`);
  paperGUID = ((await answer.json()) as { paperGUID: string }).paperGUID;
  const db = await openDb(server.databaseUrl);
  try {
    const paper = await db.paper.update({
      where: { uniqueId: paperGUID.toUpperCase() },
      data: { paperTypeId: APA6_RESEARCH, documentJson: JSON.stringify(newPaperDocument({ Title: TITLE, Author: 'Ada Okafor' }, APA6_RESEARCH)) },
    });
    await db.paperReference.create({ data: { paperId: paper.id, referenceId: article.referenceID, position: 0 } });
  } finally {
    await db.$disconnect();
  }
}

const web = useWebSession({ signedIn: true, prepare });

describe('the citation form on a legacy paper', () => {
  it('says APA 6 no longer works, offers the switch and the clean copy, and cites in APA 7', async () => {
    const shots = screens('pane-legacy-citation');
    await web.page.goto(`${web.server.url}/paper/${paperGUID}`);
    await see(web.page, `${PANE} ${heading('Refs & Citations (1)')}`);
    await click(web.page, `${PANE} ${button('Citations (0)')}`);
    await click(web.page, `${PANE} ${button('Add Citation')}`);
    await see(web.page, `${PANE} ${heading('Add Citation')}`);
    await see(web.page, `${PANE} ${text('APA 6 no longer works in Ibid.')}`);
    await see(web.page, `${PANE} ${button('Switch the paper to APA 7')}`);
    await see(web.page, `${PANE} ${button('create a clean copy')}`);
    await captureAtBothWidths(shots, web.page, 'citation-add-legacy-apa6');
    await web.page.setViewport({ width: 320, height: 900 });
    expect(await cutOffOnTheRight(web.page)).toEqual([]);
    await web.page.setViewport({ width: 1280, height: 900 });

    await click(web.page, `${PANE} ${button('Insert Citation')}`);
    await web.page.waitForFunction(() => Array.from(document.querySelectorAll('.ProseMirror .ib-citation')).some((c) => /^\(.+, \d{4}\)$/.test(c.textContent ?? '')), { timeout: 30_000 });
  });
});
