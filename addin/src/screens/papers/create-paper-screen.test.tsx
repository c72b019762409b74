import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, renderApp } from '../../testing/render';
import { CLASSES, CUSTOMER, openSignedIn } from './papers-fixtures';

afterEach(() => vi.unstubAllGlobals());

const CREATED = { paperID: 9, paperGUID: 'f0e1d2c3-0000-4000-8000-000000000009' };

/** The app at a creation path with POST v4/Paper answered; `sent` holds each body posted. */
function openCreator(path: string, answer: () => unknown = () => CREATED) {
  const sent: Record<string, unknown>[] = [];
  const opened = openSignedIn(path, {
    'POST /v4/Paper': ({ body }) => {
      sent.push(body as Record<string, unknown>);
      return answer();
    },
  });
  return { sent, ...opened };
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const runningHead = () => textbox(/^Running Head/);

describe('the research paper form', () => {
  it('sends the spec’s payload keys exactly, with the student paper type, and goes to the success screen at once', async () => {
    const { user, sent } = openCreator('/create-research-paper/apa-7');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Rivers and their towns');
    expect(textbox('Author')).toHaveValue(CUSTOMER.fullName);
    expect(textbox('Institution')).toHaveValue(CUSTOMER.institution);
    await user.type(textbox('Instructor'), 'Dr. Reed');
    await user.type(screen.getByRole('combobox', { name: 'Course Number & Name' }), 'HIS 300');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-01' } });
    expect(screen.queryByRole('textbox', { name: /^Running Head/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create APA 7 Student Paper' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paper created successfully' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        Title: 'Rivers and their towns',
        Course: 'HIS 300',
        PaperType: 11,
        Author: 'Ada Lovelace',
        DueDate: '2026-12-01',
        Institution: 'Example University',
        IsAuthorNote: false,
        RunningHead: '',
        ShowPanel: true,
        Teacher: 'Dr. Reed',
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Your APA 7 Student Paper “Rivers and their towns” is saved in My Papers');
    expect(screen.getByRole('link', { name: 'Go to My Papers' })).toHaveAttribute('href', '/papers');
  });

  it('switches the paper type with the Student and Professional tabs', async () => {
    const { user, sent } = openCreator('/create-research-paper/apa-7');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Rivers');
    await user.click(screen.getByRole('tab', { name: 'Professional' }));
    expect(screen.getByRole('button', { name: 'Create APA 7 Professional Paper' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Include an author note on the title page' })).toBeInTheDocument();
    // The professional title page has no date (word-addin §2.9).
    expect(screen.queryByLabelText('Date')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Include an author note on the title page' }));
    await user.click(screen.getByRole('button', { name: 'Create APA 7 Professional Paper' }));
    await screen.findByRole('heading', { level: 1, name: 'Paper created successfully' });
    expect(sent[0]).toMatchObject({ PaperType: 12, RunningHead: 'RIVERS', IsAuthorNote: true, DueDate: '' });
  });

  it('sends the student type again after going back to the Student tab', async () => {
    const { user, sent } = openCreator('/create-research-paper/apa-7');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Rivers');
    await user.click(screen.getByRole('tab', { name: 'Professional' }));
    await user.click(screen.getByRole('tab', { name: 'Student' }));
    await user.click(screen.getByRole('button', { name: 'Create APA 7 Student Paper' }));
    await screen.findByRole('heading', { level: 1, name: 'Paper created successfully' });
    expect(sent[0]).toMatchObject({ PaperType: 11, RunningHead: '', IsAuthorNote: false });
  });

  it('asks for the title before sending anything', async () => {
    const { user, calls } = openCreator('/create-research-paper/apa-7');
    await user.click(await screen.findByRole('button', { name: 'Create APA 7 Student Paper' }));
    expect(await screen.findByText('Please enter Title')).toBeInTheDocument();
    expect(calls).not.toContain('POST /v4/Paper');
  });
});

describe('the running head of the APA 7 professional paper', () => {
  async function openProfessional() {
    const opened = openCreator('/create-research-paper/apa-7');
    await opened.user.click(await screen.findByRole('tab', { name: 'Professional' }));
    return opened;
  }

  it('follows the title until edited, and Reset text links it again', async () => {
    const { user } = await openProfessional();
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await user.type(title, 'Rivers: A history of towns');
    expect(runningHead()).toHaveValue('RIVERS');
    expect(screen.queryByRole('button', { name: 'Reset text' })).not.toBeInTheDocument();

    await user.clear(runningHead());
    await user.type(runningHead(), 'TOWNS');
    await user.type(title, ' and bridges');
    expect(runningHead()).toHaveValue('TOWNS');

    await user.clear(title);
    await user.type(title, 'Bridges');
    await user.click(screen.getByRole('button', { name: 'Reset text' }));
    expect(runningHead()).toHaveValue('BRIDGES');
    await user.type(title, ' of Paris');
    expect(runningHead()).toHaveValue('BRIDGES OF PARIS');
  });

  it('says "Please enter Running Head" when it is emptied, and sends nothing', async () => {
    const { user, calls } = await openProfessional();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Rivers');
    await user.clear(runningHead());
    await user.tab();
    expect(await screen.findByText('Please enter Running Head')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create APA 7 Professional Paper' }));
    expect(calls).not.toContain('POST /v4/Paper');
    await user.type(runningHead(), 'R');
    expect(screen.queryByText('Please enter Running Head')).not.toBeInTheDocument();
  });

  it('advises 50 characters while typing over them, and on blur at 50 once edited', async () => {
    const { user } = await openProfessional();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'A'.repeat(51));
    expect(screen.getByText('APA 7 suggests no more than 50 characters. Currently: 51 characters.')).toBeInTheDocument();

    await user.clear(runningHead());
    await user.type(runningHead(), 'B'.repeat(50));
    // Typing up to 50 is fine; leaving an edited running head of 50 gets the advisory.
    expect(screen.queryByText(/APA 7 suggests/)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('APA 7 suggests no more than 50 characters. Currently: 50 characters.')).toBeInTheDocument();
  });
});

describe('formats', () => {
  it('hides the institution for MLA 9 and updates the address when the format changes', async () => {
    const { user, sent } = openCreator('/create-research-paper/apa-7');
    await screen.findByRole('textbox', { name: 'Institution' });
    await user.click(screen.getByRole('radio', { name: 'MLA 9' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Institution' })).not.toBeInTheDocument());
    expect(screen.queryByRole('tab', { name: 'Professional' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Rivers');
    await user.click(screen.getByRole('button', { name: 'Create MLA 9 Research Paper' }));
    await screen.findByRole('heading', { level: 1, name: 'Paper created successfully' });
    expect(sent[0]).toMatchObject({ PaperType: 111, Institution: '' });
  });

  it('opens the MLA 9 form from its address without the institution', async () => {
    openCreator('/create-research-paper/mla-9');
    expect(await screen.findByRole('radio', { name: 'MLA 9' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Institution' })).not.toBeInTheDocument();
  });

  it('titles a reference list Works Cited in MLA 9 and References otherwise, until the title is typed', async () => {
    const { user } = openCreator('/create-reference-list/apa-7');
    const title = await screen.findByRole('textbox', { name: /^Document Title/ });
    expect(title).toHaveValue('References');
    await user.click(screen.getByRole('radio', { name: 'MLA 9' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Document Title/ })).toHaveValue('Works Cited'));
    await user.clear(screen.getByRole('textbox', { name: /^Document Title/ }));
    await user.type(screen.getByRole('textbox', { name: /^Document Title/ }), 'Sources');
    await user.click(screen.getByRole('radio', { name: 'Turabian 9 (Footnotes)' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Turabian 9 (Footnotes)' })).toBeChecked());
    expect(screen.getByRole('textbox', { name: /^Document Title/ })).toHaveValue('Sources');
  });

  it('sends an unknown format to APA 7', async () => {
    openCreator('/create-discussion-post/apa-99');
    expect(await screen.findByRole('radio', { name: 'APA 7' })).toBeChecked();
  });
});

describe('the class association', () => {
  it('offers only non-archived classes whose name holds the typed text; choosing one fills course and instructor', async () => {
    const { user, sent } = openCreator('/create-research-paper/apa-7');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Rivers');
    const course = screen.getByRole('combobox', { name: 'Course Number & Name' });
    await user.type(course, 'psy');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['PSY 101 Introduction to Psychology (Dr. Reed)', 'PSY 240 Research Methods (Prof. Okafor)']);
    await user.type(course, ' 2');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['PSY 240 Research Methods (Prof. Okafor)']);
    await user.click(screen.getByRole('option', { name: /PSY 240/ }));
    expect(course).toHaveValue('PSY 240 Research Methods');
    expect(textbox('Instructor')).toHaveValue('Prof. Okafor');
    await user.click(screen.getByRole('button', { name: 'Create APA 7 Student Paper' }));
    await screen.findByRole('heading', { level: 1, name: 'Paper created successfully' });
    expect(sent[0]).toMatchObject({
      Course: 'PSY 240 Research Methods',
      Teacher: 'Prof. Okafor',
      AssociatedEntityID: 4,
      AssociatedEntityName: 'PSY 240 Research Methods',
      AssociatedEntityTypeID: 2,
      ClassID: 4,
    });
  });

  it('never offers an archived class', async () => {
    const { user } = openCreator('/create-discussion-post/apa-7');
    await user.type(await screen.findByRole('combobox', { name: 'Course Number & Name' }), 'Old Seminar');
    expect(screen.queryAllByRole('option')).toEqual([]);
    await user.clear(screen.getByRole('combobox', { name: 'Course Number & Name' }));
    await user.type(screen.getByRole('combobox', { name: 'Course Number & Name' }), 'PSY 1');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([`${CLASSES[0]!.name} (${CLASSES[0]!.teacherName})`]);
  });

  it('sends typed text as the course with no class, and a discussion post’s class fills only the course', async () => {
    const { user, sent } = openCreator('/create-discussion-post/apa-7');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Week 3');
    expect(screen.queryByRole('textbox', { name: 'Instructor' })).not.toBeInTheDocument();
    const course = screen.getByRole('combobox', { name: 'Course Number & Name' });
    await user.type(course, 'PSY 101');
    await user.click(await screen.findByRole('option', { name: /PSY 101/ }));
    // Typing after choosing drops the class: the text is a course of its own.
    await user.type(course, ' (online)');
    await user.click(screen.getByRole('button', { name: 'Create APA 7 Discussion Post' }));
    await screen.findByRole('heading', { level: 1, name: 'Paper created successfully' });
    expect(sent[0]).toEqual({
      Title: 'Week 3',
      Course: 'PSY 101 Introduction to Psychology (online)',
      PaperType: 13,
      Author: '',
      DueDate: '',
      Institution: '',
      IsAuthorNote: false,
      RunningHead: '',
      ShowPanel: true,
      Teacher: '',
    });
  });
});

describe('after sending', () => {
  it('waits 3 seconds, visibly, before the success screen of a reference list', async () => {
    const { user } = openCreator('/create-reference-list/apa-7');
    await screen.findByRole('textbox', { name: /^Document Title/ });
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Create APA 7 Reference List' }));
    expect(await screen.findByText('Your paper is ready. Opening it in a moment…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Paper created successfully' })).not.toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Paper created successfully' }, { timeout: 6_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
  });

  it('waits on the legacy creators, which show their notice', async () => {
    const { user, sent } = openCreator('/create-apa6-research-paper');
    expect(await screen.findByText(/APA 6 and MLA 8 are no longer the standard/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Old style');
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Create APA 6 Research Paper' }));
    await screen.findByRole('heading', { level: 1, name: 'Paper created successfully' }, { timeout: 6_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    expect(sent[0]).toMatchObject({ PaperType: 1 });
  });

  it('goes at once after a discussion post', async () => {
    const { user } = openCreator('/create-discussion-post/apa-7');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Week 3');
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Create APA 7 Discussion Post' }));
    await screen.findByRole('heading', { level: 1, name: 'Paper created successfully' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('shows the sticky failure toast with the support link, and stays on the form', async () => {
    const { user } = openCreator('/create-research-paper/apa-7', () => apiError(500, 'internal', 'Something broke'));
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Rivers');
    await user.click(screen.getByRole('button', { name: 'Create APA 7 Student Paper' }));
    const title = await screen.findByText('Problem creating a paper');
    const toast = title.closest('.fui-Toast') as HTMLElement;
    expect(toast).toHaveTextContent(
      'Something went wrong when we tried to make your paper. Please try again. If you still have problems, contact our Customer Support Team at support@ibid.app.',
    );
    expect(within(toast).getByRole('link', { name: 'support@ibid.app' })).toHaveAttribute('href', expect.stringMatching(/^mailto:support@ibid\.app\?subject=/));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Rivers');
  });

  it('names the discussion post in its failure toast', async () => {
    const { user } = openCreator('/create-discussion-post/mla-9', () => apiError(500, 'internal', 'Something broke'));
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Week 3');
    await user.click(screen.getByRole('button', { name: 'Create MLA 9 Discussion Post' }));
    const title = await screen.findByText('Problem creating the discussion post');
    expect(title.closest('.fui-Toast')).toHaveTextContent('Something went wrong when we tried to make your discussion post. Please try again.');
  });
});

describe('the creation routes', () => {
  it('send a signed-out visitor to Login, and back after signing in', async () => {
    fakeApi({});
    renderApp('/create-research-paper/apa-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in with your email' })).toBeInTheDocument();
    expect(sessionStorage.getItem('ibid.redirectTo')).toBe('/create-research-paper/apa-7');
  });

  it.each(['/convert-document', '/create-v2-other'])('send the old path %s to Other Paper Options', async (path) => {
    openSignedIn(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Ibid to an existing paper' })).toBeInTheDocument();
  });

  it('open a drawer without a format in APA 7', async () => {
    openSignedIn('/create-annotated-bibliography');
    expect(await screen.findByRole('radio', { name: 'APA 7' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Annotated Bibliography' })).toBeInTheDocument();
  });
});

describe('the document create landing', () => {
  it('opens each drawer in the customer’s preferred format, and Add Ibid to this paper explains it', async () => {
    const { user } = openSignedIn('/document-create-landing');
    await user.click(await screen.findByRole('button', { name: /^Research Paper/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Research Paper' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'APA 7' })).toBeChecked();
    await user.click(screen.getByRole('link', { name: 'Choose another kind of paper' }));
    await user.click(await screen.findByRole('button', { name: /^Add Ibid to this paper/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Ibid to an existing paper' })).toBeInTheDocument();
  });

  it('describes the four kinds and carries the encoded customer id in the conversion help', async () => {
    openSignedIn('/document-create-landing');
    expect(await screen.findByRole('button', { name: /^Discussion Post.*easy to paste into a forum/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Reference List.*One page of references only/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Annotated Bibliography.*annotation paragraph/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ask for a paper conversion' })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(`(customer ${btoa('7')})`)));
  });
});

describe('Other Paper Options', () => {
  it('leads to the legacy creators with their notice, and to the beta Turabian 9 creator', async () => {
    const { user } = openSignedIn('/create-other');
    expect(await screen.findByText(/APA 6 and MLA 8 are no longer the standard/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MLA 8 Research Paper' })).toHaveAttribute('href', '/create-mla8-research-paper');
    expect(screen.getByRole('link', { name: 'APA 6 Research Paper' })).toHaveAttribute('href', '/create-apa6-research-paper');
    await user.click(screen.getByRole('link', { name: 'Turabian 9 Research Paper (Beta)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Turabian 9 Research Paper (Beta)' })).toBeInTheDocument();
    expect(screen.getByText('Format: Turabian 9 (Footnotes)')).toBeInTheDocument();
  });
});

describe('the success screen', () => {
  it('downloads the paper just made as a .docx', async () => {
    URL.createObjectURL = () => 'blob:paper';
    URL.revokeObjectURL = () => undefined;
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const types: (string | null)[] = [];
    const { user } = openSignedIn('/create-discussion-post/apa-7', {
      'POST /v4/Paper': () => CREATED,
      [`GET /v4/Paper/${CREATED.paperGUID}/Document`]: ({ url }) => {
        types.push(url.searchParams.get('type'));
        return new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-disposition': 'attachment; filename="Week 3.docx"' } });
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Week 3');
    await user.click(screen.getByRole('button', { name: 'Create APA 7 Discussion Post' }));
    await user.click(await screen.findByRole('button', { name: 'Download .docx' }));
    await waitFor(() => expect(saved).toEqual(['Week 3.docx']));
    expect(types).toEqual(['1']);
    click.mockRestore();
  });

  it('opened without a paper still says where papers are', async () => {
    openSignedIn('/document-create-success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paper created successfully' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your paper is saved in My Papers.');
    expect(screen.queryByRole('button', { name: 'Download .docx' })).not.toBeInTheDocument();
  });
});
