// Sharing a reference with a second account, in Chromium against the real api: the sender shares from the options
// bar, the recipient signs in, is told 'You've got shared references!', accepts, and finds the copy in the library
// (reference-library §2 Share panel and shared references, §4 shared request queue, §8 toasts).
import { formatReference, referenceSchema } from '@ibid/engine';
import { describe, expect, it } from 'vitest';
import { SAMPLE_BOOK } from '../../api/src/testing/references.js';
import { createReference, signIn, signUpForTrial, type Person } from './api.js';
import { screens } from './screens.js';
import { useWebSession } from './web-session.js';
import { aria, at, button, click, fill, logIn, see, text } from './user.js';

const NICKNAME = 'Popper for the seminar';
const MESSAGE = 'For Thursday: chapter 10 is the one we discuss.';
const recipient: Person = { email: 'lena.fischer@example.edu', password: 'lenas own passphrase', firstName: 'Lena', lastName: 'Fischer', school: 'Hillcrest University' };
const shown = formatReference(referenceSchema.parse({ referenceTypeID: 2, data: SAMPLE_BOOK }), 'apa7').text;

const web = useWebSession({
  prepare: async (server) => {
    await signUpForTrial(server, recipient);
    const token = await signIn(server, server.demo.email, server.demo.password);
    await createReference(server, token, { referenceTypeId: 2, data: SAMPLE_BOOK, nickname: NICKNAME });
  },
});

describe('sharing a reference', () => {
  it('shares a reference with a second account, which signs in, accepts it, and finds the copy in its library', async () => {
    const shots = screens('share');
    await web.page.goto(`${web.server.url}/login`);
    await logIn(web.page, web.server.demo.email, web.server.demo.password);
    await at(web.page, '/my-reference-library');
    await see(web.page, text(shown));

    // The row's checkbox shows on hover; selecting opens the options bar.
    await web.page.locator(text(shown)).hover();
    await click(web.page, aria('checkbox', `Select ${NICKNAME}`));
    await see(web.page, aria('toolbar', 'Library options'));
    await see(web.page, text('1 reference selected'));
    await shots.capture(web.page, 'selected');

    await click(web.page, button('Share Selected References'));
    await see(web.page, text('Share Reference'));
    await fill(web.page, 'Email addresses', recipient.email);
    await web.page.keyboard.press('Enter');
    await see(web.page, text(recipient.email));
    await fill(web.page, 'Message (optional)', MESSAGE);
    await see(web.page, text(`${MESSAGE.length}/250 characters`));
    await shots.capture(web.page, 'share-panel');
    await click(web.page, button('Share'));
    await see(web.page, text('Reference Shared'));
    await shots.capture(web.page, 'shared');

    await click(web.page, button('Log Out'));
    await at(web.page, '/login');
    await logIn(web.page, recipient.email, recipient.password);
    await at(web.page, '/my-reference-library');
    await see(web.page, text('No references found.'));
    await see(web.page, text('New references were shared with you.'));
    await shots.capture(web.page, 'recipient-library-with-strip');

    await click(web.page, button('Review shared references'));
    await see(web.page, aria('dialog', "You've got shared references!"));
    await see(web.page, text('Demo'));
    await see(web.page, text(MESSAGE));
    await see(web.page, text('Do you want to copy these reference to your Reference Library?'));
    await shots.capture(web.page, 'shared-references-modal');
    await click(web.page, button('Add References to My Library'));

    await see(web.page, text('Shared references added to your library'));
    await see(web.page, text(shown));
    expect(await web.page.$$eval('table[aria-label="References"] tbody tr', (rows) => rows.length)).toBe(1);
    await shots.capture(web.page, 'recipient-library-after-accept');
  });
});
