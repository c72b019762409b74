import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryHost } from '../../testing/memory-host';
import { renderPane } from '../../testing/render-pane';
import { signedInPane } from './pane-test-setup';

beforeEach(() => signedInPane());

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
const types = (host: ReturnType<typeof createMemoryHost>) => host.document().content.map((n) => n.type);

describe('Table of Contents drawer', () => {
  it('adds the contents after the title page, once', async () => {
    const host = createMemoryHost({ paperTypeID: 11 });
    const { user } = renderPane('/paper-sections-toc', host);
    await user.click(await screen.findByRole('button', { name: 'Add Table of Contents' }));
    expect(await screen.findByText('Your paper has a table of contents.')).toBeInTheDocument();
    expect(types(host).slice(0, 2)).toEqual(['titlePage', 'tableOfContents']);
    expect(screen.getByRole('button', { name: 'Add Table of Contents' })).toBeDisabled();
    expect(screen.getByText(/Update Field, then Update entire table/)).toBeInTheDocument();
  });

  it('shows a discussion post the document-type mismatch instead', async () => {
    renderPane('/paper-sections-toc', createMemoryHost({ paperTypeID: 112 }));
    expect(await screen.findByTestId('document-type-mismatch')).toHaveTextContent('Table of Contents belongs to research papers');
    expect(screen.queryByRole('button', { name: 'Add Table of Contents' })).not.toBeInTheDocument();
  });

  it('sends an adopted paper to the coming-soon screen', async () => {
    renderPane('/paper-sections-toc', createMemoryHost({ paperTypeID: 16 }));
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
  });
});

describe('Abstract drawer', () => {
  it('states the 150-250 word guidance and counts the abstract live as it is typed', async () => {
    const host = createMemoryHost({ paperTypeID: 211 });
    const { user } = renderPane('/paper-sections-abstract', host);
    expect(await screen.findByText(/single paragraph of 150-250 words/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an Abstract' }));
    expect(await screen.findByTestId('abstract-count')).toHaveTextContent('0 words: 150 short of 150.');
    expect(types(host).slice(0, 2)).toEqual(['titlePage', 'abstract']);
    host.typeInAbstract(words(180));
    expect(await screen.findByText('Your abstract: 180 words: within 150-250.')).toBeInTheDocument();
    host.typeInAbstract(` ${words(80)}`);
    expect(await screen.findByText('Your abstract: 260 words: 10 over 250.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an Abstract' })).toBeDisabled();
  });

  it('is for research papers only', async () => {
    renderPane('/paper-sections-abstract', createMemoryHost({ paperTypeID: 14 }));
    expect(await screen.findByTestId('document-type-mismatch')).toHaveTextContent('An abstract belongs to research papers');
  });

  it('sends an adopted paper to the coming-soon screen', async () => {
    renderPane('/paper-sections-abstract', createMemoryHost({ paperTypeID: 115 }));
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
  });
});

describe('Appendix drawer', () => {
  it('adds appendices after the reference list and names them Appendix A, B once there are two', async () => {
    const host = createMemoryHost({ paperTypeID: 12 });
    const { user } = renderPane('/paper-sections-appendix', host);
    const refresh = await screen.findByRole('button', { name: 'Refresh Appendix Names' });
    expect(refresh).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add an Appendix' }));
    expect(await screen.findByText('Appendix')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an Appendix' }));
    expect(await screen.findByText('Appendix B')).toBeInTheDocument();
    expect(screen.getByText('Appendix A')).toBeInTheDocument();
    expect(types(host).slice(-3)).toEqual(['referenceList', 'appendix', 'appendix']);
    await user.click(refresh);
    expect(await screen.findByText('Appendix names refreshed')).toBeInTheDocument();
  });

  it('gives legacy APA 6 papers the manual steps instead of the buttons', async () => {
    renderPane('/paper-sections-appendix', createMemoryHost({ paperTypeID: 1 }));
    expect(await screen.findByText('APA 6 papers add appendices by hand:')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add an Appendix' })).not.toBeInTheDocument();
  });

  it('is for research papers only', async () => {
    renderPane('/paper-sections-appendix', createMemoryHost({ paperTypeID: 13 }));
    expect(await screen.findByTestId('document-type-mismatch')).toHaveTextContent('An appendix belongs to research papers');
  });
});
