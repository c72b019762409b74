import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HostError } from '../../host/document-host';
import { storedReference } from '../../screens/reference/reference-fixtures';
import { customerFixture } from '../../testing/customers';
import { createMemoryHost, type MemoryHostOptions } from '../../testing/memory-host';
import { fakeApi } from '../../testing/render';
import { renderPane } from '../../testing/render-pane';
import { CITATION_FAILED_TEXT, CITATION_PLACEMENT_TEXT } from './citation-errors';
import { MISSING_CITATION_REDIRECT_MS } from './citation-screen';

const walker = storedReference();
const born = storedReference({
  referenceID: 6,
  referenceUniqueID: 'REF-6',
  title: 'Memory function',
  data: { contributors: [{ id: 'c1', type: 'author', kind: 'person', given: 'Jan', family: 'Born' }], title: 'Memory function', containerTitle: 'Brain', issued: { year: 2010 } },
});
const by = (family: string, title: string, year: number) => ({ contributors: [{ id: 'c1', type: 'author', kind: 'person', given: 'A.', family }], title, issued: { year } });
const play = storedReference({ referenceID: 7, referenceUniqueID: 'REF-7', referenceTypeID: 6, title: 'Hamlet', data: by('Shakespeare', 'Hamlet', 1603) });
const film = storedReference({ referenceID: 8, referenceUniqueID: 'REF-8', referenceTypeID: 19, title: 'A film', data: by('Nolan', 'A film', 2014) });
const library = [walker, born, play, film];

beforeEach(() => {
  localStorage.setItem('ibid.token', 't');
  fakeApi({
    'GET /v4/Customer': () => customerFixture(),
    'GET /v4/GenesisReference/Share': () => ({ requests: [] }),
    ...Object.fromEntries(library.map((r) => [`GET /v4/GenesisReference/${r.referenceUniqueID}`, () => r])),
  });
});

function open(referenceUniqueID: string, options: MemoryHostOptions = {}, mode = 'add', citationUniqueID?: string) {
  const host = createMemoryHost({ library, inPaper: ['REF-5', 'REF-6', 'REF-7', 'REF-8'], ...options });
  return { host, ...renderPane(`/citation/${mode}`, host, { state: { referenceUniqueID, citationUniqueID } }) };
}

const preview = () => screen.getByRole('region', { name: 'Citation preview' });
const citations = (host: ReturnType<typeof createMemoryHost>) =>
  host.document().content.flatMap((b) => (b.type === 'paragraph' ? b.content.filter((n) => n.type === 'citation') : []));

/** Walker (2020) cited at page 4 in APA 7, as the form previews it, inserted; back in References & Citations. */
async function insertAtPage4(user: ReturnType<typeof open>['user'], router: ReturnType<typeof open>['router']): Promise<void> {
    await waitFor(() => expect(preview()).toHaveTextContent('(Walker, 2020)'));
    await user.click(screen.getByRole('checkbox', { name: 'Location (page number, etc.)' }));
    await user.type(screen.getByRole('textbox', { name: 'Page' }), '4');
    expect(preview()).toHaveTextContent('(Walker, 2020, p. 4)');
    await user.click(screen.getByRole('button', { name: 'Insert Citation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/references-citations'));
}

describe('Add Citation', () => {
  it('previews the citation live and inserts it at the cursor with its page', async () => {
    const { host, user, router } = open('REF-5');
    await insertAtPage4(user, router);
    expect(citations(host)).toEqual([
      expect.objectContaining({ attrs: expect.objectContaining({ groupUniqueID: null, items: [{ referenceUniqueID: 'REF-5', namePart: true, datePart: true, location: { type: 3, value: '4' } }] }) }),
    ]);
    // Back in References & Citations the reference is open with its new citation.
    const list = await screen.findByRole('list', { name: 'Citations' });
    expect(await within(list).findByText('(Walker, 2020, p. 4)')).toBeInTheDocument();
  });

  it('disables the submit when none of name, date and location is ticked', async () => {
    const { user } = open('REF-5');
    const submit = await screen.findByRole('button', { name: 'Insert Citation' });
    await user.click(screen.getByRole('checkbox', { name: "Contributor's name" }));
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Date' }));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Location (page number, etc.)' }));
    expect(submit).toBeEnabled();
  });

  it('clears the location and disables its options when Location is unticked', async () => {
    const { user } = open('REF-5');
    const location = await screen.findByRole('checkbox', { name: 'Location (page number, etc.)' });
    expect(screen.getByRole('radio', { name: 'Page' })).toBeDisabled();
    await user.click(location);
    await user.type(screen.getByRole('textbox', { name: 'Page' }), '12');
    await user.click(location);
    expect(screen.getByRole('radio', { name: 'Page' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Page' })).not.toBeInTheDocument();
    await user.click(location);
    expect(screen.getByRole('textbox', { name: 'Page' })).toHaveValue('');
  });

  it('hides Date in MLA and always includes it', async () => {
    const { host, user } = open('REF-5', { paperTypeID: 111 });
    await screen.findByRole('checkbox', { name: "Contributor's name" });
    expect(screen.getAllByRole('checkbox').map((c) => (c as HTMLInputElement).labels?.[0]?.textContent)).toEqual(["Contributor's name", 'Location (page number, etc.)']);
    expect(screen.queryByRole('checkbox', { name: 'Date' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: "Contributor's name" }));
    expect(screen.getByRole('button', { name: 'Insert Citation' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Insert Citation' }));
    await waitFor(() => expect(citations(host)).toHaveLength(1));
    expect(citations(host)[0]!.attrs.items[0]).toMatchObject({ namePart: false, datePart: true });
  });

  it('hides the checklist in Turabian and includes every part', async () => {
    const { host, user } = open('REF-5', { paperTypeID: 211 });
    await waitFor(() => expect(preview()).toHaveTextContent('Matthew Walker, “Sleep and Memory,” Nature (2020).'));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Page' }), '4');
    expect(preview()).toHaveTextContent('Nature (2020): 4.');
    await user.click(screen.getByRole('button', { name: 'Insert Citation' }));
    await waitFor(() => expect(citations(host)).toHaveLength(1));
    expect(citations(host)[0]!.attrs.items[0]).toEqual({ referenceUniqueID: 'REF-5', namePart: true, datePart: true, location: { type: 3, value: '4' } });
  });

  it("offers the engine's location options for the reference type", async () => {
    open('REF-7');
    const options = async () => within(await screen.findByRole('radiogroup')).getAllByRole('radio').map((r) => (r as HTMLInputElement).labels?.[0]?.textContent);
    expect(await options()).toEqual(['Not a direct quote', 'Act/Scene/Line', 'Page', 'Paragraph', 'Chapter', 'Section', 'Other']);
  });

  it('leaves pages out for a film and offers its time', async () => {
    open('REF-8');
    const group = await screen.findByRole('radiogroup');
    await waitFor(() => expect(within(group).queryByRole('radio', { name: 'Page' })).not.toBeInTheDocument());
    expect(within(group).getByRole('radio', { name: 'Time' })).toBeInTheDocument();
  });

  it('encodes act, scene and line as one value', async () => {
    const { host, user } = open('REF-7');
    await user.click(await screen.findByRole('checkbox', { name: 'Location (page number, etc.)' }));
    await user.click(screen.getByRole('radio', { name: 'Act/Scene/Line' }));
    await user.type(screen.getByRole('textbox', { name: 'Act' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Scene' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Line' }), '56');
    await user.click(screen.getByRole('button', { name: 'Insert Citation' }));
    await waitFor(() => expect(citations(host)).toHaveLength(1));
    expect(citations(host)[0]!.attrs.items[0]!.location).toEqual({ type: 1, value: '3/1/56' });
  });

  it("shows the engine's message for a bad time and inserts nothing", async () => {
    const { host, user } = open('REF-8');
    await user.click(await screen.findByRole('checkbox', { name: 'Location (page number, etc.)' }));
    await user.click(screen.getByRole('radio', { name: 'Time' }));
    await user.type(screen.getByRole('textbox', { name: 'Minutes' }), '75');
    await user.click(screen.getByRole('button', { name: 'Insert Citation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Minutes and seconds must be between 0 and 59.');
    expect(citations(host)).toHaveLength(0);
  });

  it('keeps a label with an other location', async () => {
    const { host, user } = open('REF-5');
    await user.click(await screen.findByRole('checkbox', { name: 'Location (page number, etc.)' }));
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Track');
    await user.type(screen.getByRole('textbox', { name: 'Value' }), '15');
    await user.click(screen.getByRole('button', { name: 'Insert Citation' }));
    await waitFor(() => expect(citations(host)).toHaveLength(1));
    expect(citations(host)[0]!.attrs.items[0]!.location).toEqual({ type: 10, label: 'Track', value: '15' });
  });

  it('cites several references in one citation, each with its own parts', async () => {
    const { host, user } = open('REF-5');
    await screen.findByRole('button', { name: 'Insert Citation' });
    expect(screen.queryByRole('combobox', { name: 'Select which citation to edit?' })).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Add another reference to this citation' }), 'REF-6');
    const which = screen.getByRole('combobox', { name: 'Select which citation to edit?' });
    expect(which).toHaveDisplayValue('Memory function');
    await user.click(screen.getByRole('checkbox', { name: 'Date' }));
    await waitFor(() => expect(preview()).toHaveTextContent('(Born; Walker, 2020)'));
    await user.click(screen.getByRole('button', { name: 'Insert Citation' }));
    await waitFor(() => expect(citations(host)).toHaveLength(1));
    const [citation] = citations(host);
    expect(citation!.attrs.items.map((i) => [i.referenceUniqueID, i.datePart])).toEqual([
      ['REF-5', true],
      ['REF-6', false],
    ]);
    expect(citation!.attrs.groupUniqueID).toEqual(expect.any(String));
  });

  it('shows the First / Subsequent Use toggle in Advanced Edit Mode only', async () => {
    open('REF-5');
    await screen.findByRole('button', { name: 'Insert Citation' });
    expect(screen.queryByRole('button', { name: 'Subsequent Use' })).not.toBeInTheDocument();
  });

  it('previews the subsequent use in Advanced Edit Mode', async () => {
    const { user } = open('REF-5', { paperTypeID: 211, advancedMode: true });
    await waitFor(() => expect(preview()).toHaveTextContent('Matthew Walker'));
    await user.click(screen.getByRole('button', { name: 'Subsequent Use' }));
    expect(preview()).toHaveTextContent('Walker, “Sleep and Memory.”');
  });

  it("says a citation cannot go where the cursor is in a sticky 'Problem inserting citation' toast", async () => {
    const { host, user, router } = open('REF-5');
    host.cursorInCitation = true;
    await user.click(await screen.findByRole('button', { name: 'Insert Citation' }));
    expect(await screen.findByText('Problem inserting citation')).toBeInTheDocument();
    expect(screen.getByText(CITATION_PLACEMENT_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/citation/add');
  });

  it('says something went wrong for any other failure', async () => {
    const { host, user } = open('REF-5');
    host.failNext = new HostError('failed', 'The editor is gone.');
    await user.click(await screen.findByRole('button', { name: 'Insert Citation' }));
    expect(await screen.findByText(CITATION_FAILED_TEXT)).toBeInTheDocument();
  });

  it('goes back to References & Citations at once with no open reference', async () => {
    const host = createMemoryHost({ library });
    const { router } = renderPane('/citation/add', host);
    await waitFor(() => expect(router.state.location.pathname).toBe('/references-citations'));
  });
});

describe('Edit Citation', () => {
  async function withGroup() {
    const host = createMemoryHost({ library, inPaper: ['REF-5', 'REF-6'] });
    await host.insertCitation({
      citationUniqueID: 'C-1',
      groupUniqueID: 'G-1',
      items: [
        { referenceUniqueID: 'REF-5', namePart: true, datePart: true, location: { type: 3, value: '4' } },
        { referenceUniqueID: 'REF-6', namePart: true, datePart: false },
      ],
      prefix: '',
      suffix: '',
      narrative: false,
    });
    return host;
  }

  it('switches among the citations of a group and updates the one changed', async () => {
    const host = await withGroup();
    const { user, router } = renderPane('/citation/edit', host, { state: { referenceUniqueID: 'REF-6', citationUniqueID: 'C-1' } });
    const which = await screen.findByRole('combobox', { name: 'Select which citation to edit?' });
    expect(which).toHaveDisplayValue('Memory function');
    expect(screen.getByRole('checkbox', { name: 'Date' })).not.toBeChecked();
    await user.selectOptions(which, 'Sleep and memory');
    expect(screen.getByRole('checkbox', { name: 'Date' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Page' })).toHaveValue('4');
    await user.clear(screen.getByRole('textbox', { name: 'Page' }));
    await user.type(screen.getByRole('textbox', { name: 'Page' }), '9');
    await user.click(screen.getByRole('button', { name: 'Update Citation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/references-citations'));
    expect((await host.citation('C-1'))?.items).toEqual([
      { referenceUniqueID: 'REF-5', namePart: true, datePart: true, location: { type: 3, value: '9' } },
      { referenceUniqueID: 'REF-6', namePart: true, datePart: false },
    ]);
  });

  it('deletes the citation', async () => {
    const host = await withGroup();
    const { user } = renderPane('/citation/edit', host, { state: { referenceUniqueID: 'REF-5', citationUniqueID: 'C-1' } });
    await user.click(await screen.findByRole('button', { name: 'Delete Citation' }));
    await waitFor(async () => expect(await host.citation('C-1')).toBeUndefined());
  });

  it('returns to References & Citations about 2.1 seconds after finding the citation gone', async () => {
    const host = createMemoryHost({ library, inPaper: ['REF-5'] });
    const { router } = renderPane('/citation/edit', host, { state: { referenceUniqueID: 'REF-5', citationUniqueID: 'GONE' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This citation is no longer in your paper.');
    const shown = Date.now();
    await waitFor(() => expect(router.state.location.pathname).toBe('/references-citations'), { timeout: MISSING_CITATION_REDIRECT_MS + 1500 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(MISSING_CITATION_REDIRECT_MS - 200);
  });
});

describe('Add Citation on a legacy paper', () => {
  it('says APA 6 no longer works and cites in APA 7, the format the paper is laid out in', async () => {
    const { host, user, router } = open('REF-5', { paperTypeID: 1 });
    const notice = await screen.findByRole('group', { name: 'APA 6 no longer works in Ibid.' });
    expect(notice).toHaveTextContent('This citation is formatted in APA 7, like every citation and reference in this paper.');
    await insertAtPage4(user, router);
    expect(citations(host)).toHaveLength(1);
    expect((await host.layout()).citations[citations(host)[0]!.attrs.citationUniqueID]?.text.text).toBe('(Walker, 2020, p. 4)');
  });

  it('offers an MLA 8 paper the switch to MLA 9 and the clean copy', async () => {
    const { user, router } = open('REF-5', { paperTypeID: 101 });
    const notice = await screen.findByRole('group', { name: 'MLA 8 no longer works in Ibid.' });
    await waitFor(() => expect(preview()).toHaveTextContent('(Walker)'));
    await user.click(within(notice).getByRole('button', { name: 'Switch the paper to MLA 9' }));
    // Paper Format is a lazy route: the router goes there once its chunk has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/paper-format'));
    await router.navigate(-1);
    await user.click(within(await screen.findByRole('group', { name: 'MLA 8 no longer works in Ibid.' })).getByRole('button', { name: 'create a clean copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/im-finished'));
  });

  it('shows no notice on a current paper', async () => {
    open('REF-5');
    await waitFor(() => expect(preview()).toHaveTextContent('(Walker, 2020)'));
    expect(screen.queryByText(/no longer works/)).not.toBeInTheDocument();
  });
});
