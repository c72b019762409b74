import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Handler } from '../../testing/render';
import { fakeApi, renderApp } from '../../testing/render';
import { buttonIn, findOpenDialog, page, reference, shareRequest, signedInLibrary } from '../library/library-fixtures';

afterEach(() => vi.unstubAllGlobals());

const MINE = [reference(1, 'Analytical Engines')];
const COPY = reference(50, 'Sketch of the Analytical Engine');

interface Recorded {
  decisions: string[];
  librarySorts: string[];
}

/** The library before and after the copies arrive, and the decisions sent. */
function sharingApi(requests = [shareRequest(1, 'Grace', ['Sketch of the Analytical Engine', 'Notes'], 'For your thesis')]) {
  const recorded: Recorded = { decisions: [], librarySorts: [] };
  let accepted = false;
  const decide =
    (kind: string): Handler =>
    ({ url }) => {
      const id = Number(url.searchParams.get('shareRequestID'));
      recorded.decisions.push(`${kind} ${id}`);
      if (kind === 'Accept') accepted = true;
      return { genesisReferenceShareRequestID: id, status: kind === 'Accept' ? 2 : 3, referenceIDs: kind === 'Accept' ? [50] : [] };
    };
  const handlers = {
    ...signedInLibrary({
      shares: requests,
      library: ({ url }) => {
        recorded.librarySorts.push(`${url.searchParams.get('sort')} ${url.searchParams.get('direction')}`);
        return page(accepted ? [COPY, ...MINE] : MINE);
      },
    }),
    'PUT /v4/GenesisReference/Share/Accept': decide('Accept'),
    'PUT /v4/GenesisReference/Share/Decline': decide('Decline'),
  };
  return { handlers, recorded };
}

async function openModal(handlers: Record<string, Handler>) {
  fakeApi(handlers);
  const app = renderApp('/my-reference-library');
  await screen.findByText('New references were shared with you.');
  await app.user.click(screen.getByRole('button', { name: 'Review shared references' }));
  const modal = await findOpenDialog("You've got shared references!");
  return { ...app, modal };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Shared references received in the library', () => {
  it('shows no strip when nothing is waiting', async () => {
    fakeApi(signedInLibrary({ library: () => page(MINE) }));
    renderApp('/my-reference-library');
    await screen.findByText('Analytical Engines');
    expect(screen.queryByText('New references were shared with you.')).toBeNull();
  });

  it('tells who shared how many references, that accepting copies them, the message and the question', async () => {
    const { modal } = await openModal(sharingApi().handlers);
    expect(modal).toHaveTextContent('Grace shared 2 references with you. Adding them creates copies in your Reference Library');
    expect(within(modal).getByText('For your thesis')).toBeInTheDocument();
    expect(within(modal).getByText('Sketch of the Analytical Engine')).toBeInTheDocument();
    expect(within(modal).getByText('Do you want to copy these reference to your Reference Library?')).toBeInTheDocument();
    expect(buttonIn(modal, 'Decline Shared References')).toBeInTheDocument();
    expect(buttonIn(modal, 'Add References to My Library')).toBeInTheDocument();
  });

  it('accepts, then reloads the library newest first with the copies highlighted and says so', async () => {
    localStorage.setItem('ibid.sort.my-reference-library', JSON.stringify({ sort: 'title', direction: 'asc' }));
    const { handlers, recorded } = sharingApi();
    const { user, modal } = await openModal(handlers);
    await user.click(buttonIn(modal, 'Add References to My Library'));
    expect(await screen.findByText('Shared references added to your library')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(recorded.decisions).toEqual(['Accept 1']);
    expect(recorded.librarySorts).toEqual(['title asc', 'createdDate desc']);
    const copy = await waitFor(() => rowOf('Sketch of the Analytical Engine'));
    expect(within(copy).getByText('New')).toBeInTheDocument();
    expect(screen.queryByText('New references were shared with you.')).toBeNull();
  });

  it('declines and says the shared references were ignored, leaving the library as it was', async () => {
    const { handlers, recorded } = sharingApi();
    const { user, modal } = await openModal(handlers);
    await user.click(buttonIn(modal, 'Decline Shared References'));
    expect(await screen.findByText('Shared references ignored')).toBeInTheDocument();
    expect(recorded.decisions).toEqual(['Decline 1']);
    expect(recorded.librarySorts).toEqual(['createdDate desc']);
    expect(screen.queryByText('Sketch of the Analytical Engine')).toBeNull();
  });

  it('handles the requests one at a time, first request first, and closes after the last', async () => {
    const { handlers, recorded } = sharingApi([shareRequest(1, 'Grace', ['Sketch of the Analytical Engine']), shareRequest(2, 'Alan', ['Computable Numbers'])]);
    const { user, modal } = await openModal(handlers);
    expect(modal).toHaveTextContent('Grace shared 1 reference with you.');
    expect(modal).toHaveTextContent('1 of 2 shared requests');
    await user.click(buttonIn(modal, 'Decline Shared References'));
    await waitFor(() => expect(modal).toHaveTextContent('Alan shared 1 reference with you.'));
    expect(screen.queryByText('Shared references ignored')).toBeNull();
    await user.click(buttonIn(modal, 'Add References to My Library'));
    expect(await screen.findByText('Shared references added to your library')).toBeInTheDocument();
    expect(recorded.decisions).toEqual(['Decline 1', 'Accept 2']);
  });
});

describe('/shared-references-received', () => {
  it('shows the request as a page and, after the last, goes to the library with the copies highlighted', async () => {
    const { handlers, recorded } = sharingApi();
    fakeApi(handlers);
    const { user } = renderApp('/shared-references-received');
    expect(await screen.findByRole('heading', { name: "You've got shared references!", level: 1 })).toBeInTheDocument();
    expect(screen.getByText('For your thesis')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add References to My Library' }));
    expect(await screen.findByRole('heading', { name: 'My Reference Library', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Shared references added to your library')).toBeInTheDocument();
    expect(within(rowOf('Sketch of the Analytical Engine')).getByText('New')).toBeInTheDocument();
    expect(recorded.decisions).toEqual(['Accept 1']);
  });

  it('after declining the last request goes to the library and says they were ignored', async () => {
    const { handlers } = sharingApi();
    fakeApi(handlers);
    const { user } = renderApp('/shared-references-received');
    await user.click(await screen.findByRole('button', { name: 'Decline Shared References' }));
    expect(await screen.findByRole('heading', { name: 'My Reference Library', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Shared references ignored')).toBeInTheDocument();
  });

  it('says so when nothing is waiting', async () => {
    fakeApi(signedInLibrary());
    renderApp('/shared-references-received');
    expect(await screen.findByText('There are no shared references waiting for you.')).toBeInTheDocument();
  });
});
