// A newcomer in Chromium against the real api: free trial with the code from the e-mail, an empty library,
// then out and back in (word-addin §2.5, reference-library §2).
import { describe, it } from 'vitest';
import { verificationCodeIn } from '../../api/src/testing/accounts.js';
import { screens } from './screens.js';
import { useWebSession } from './web-session.js';
import { aria, at, button, click, fill, heading, logIn, see, text } from './user.js';

const web = useWebSession();

const newcomer = { email: 'amara.nwosu@example.edu', password: 'a long trial passphrase', firstName: 'Amara', lastName: 'Nwosu', school: 'Lakeside Community College' };

describe('a newcomer', () => {
  it('signs up for the free trial with the code from the e-mail, lands on an empty library, logs out and logs back in', async () => {
    const shots = screens('free-trial');
    await web.page.goto(`${web.server.url}/login`);
    await see(web.page, heading('Log in with your email'));
    await shots.capture(web.page, 'login');

    await click(web.page, button('Start a Free Trial'));
    await at(web.page, '/free-trial-start');
    await see(web.page, heading('Start a 7-day Free Trial'));
    await shots.capture(web.page, 'free-trial-start');
    await fill(web.page, 'Email', newcomer.email);
    await fill(web.page, 'Password', newcomer.password);
    await fill(web.page, 'First Name', newcomer.firstName);
    await fill(web.page, 'Last Name', newcomer.lastName);
    await fill(web.page, 'Institution', newcomer.school);
    await click(web.page, button('Start my Free Trial'));

    await at(web.page, /^\/free-trial-verify\/[\w-]+$/);
    await see(web.page, aria('textbox', '6-Digit Verification Code'));
    // The verify screen repeats what was entered so far.
    await see(web.page, text(newcomer.email));
    await see(web.page, text(`${newcomer.firstName} ${newcomer.lastName}`));
    await see(web.page, text(newcomer.school));
    await shots.capture(web.page, 'free-trial-verify');
    const mail = await web.server.mailTo(newcomer.email);
    await fill(web.page, '6-Digit Verification Code', verificationCodeIn(mail));
    await web.page.keyboard.press('Enter');

    await at(web.page, '/my-reference-library');
    await see(web.page, text('No references found.'));
    await shots.capture(web.page, 'empty-library');

    await click(web.page, button('Log Out'));
    await at(web.page, '/login');
    // Signed out for real: the library sends the user back to Login.
    await web.page.goto(`${web.server.url}/my-reference-library`);
    await at(web.page, '/login');
    await logIn(web.page, newcomer.email, newcomer.password);
    await at(web.page, '/my-reference-library');
    await see(web.page, text('No references found.'));
    await shots.capture(web.page, 'library-after-login');
  });
});
