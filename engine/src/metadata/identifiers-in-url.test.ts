import { describe, expect, it } from 'vitest';
import { identifiersInUrl } from './identifiers-in-url.js';

describe('identifiers in a page URL', () => {
  it.each([
    ['https://doi.org/10.1037/amp0000722', { doi: '10.1037/amp0000722' }],
    ['https://journals.plos.org/plosbiology/article?id=10.1371/journal.pbio.1002614', { doi: '10.1371/journal.pbio.1002614' }],
    ['https://link.springer.com/article/10.1007/s00120-007-1345-2', { doi: '10.1007/s00120-007-1345-2' }],
    ['https://arxiv.org/abs/1707.02264v3', { arxiv: '1707.02264v3' }],
    ['https://arxiv.org/pdf/1706.03762.pdf', { arxiv: '1706.03762' }],
    ['https://pubmed.ncbi.nlm.nih.gov/32302571/', { pmid: '32302571' }],
    ['https://www.ncbi.nlm.nih.gov/pmc/articles/PMC7162736/', { pmcid: 'PMC7162736' }],
    ['https://openlibrary.org/isbn/9780743273565', { isbn: '9780743273565' }],
    ['https://www.nytimes.com/2020/05/03/us/story.html', {}],
    ['not a url', {}],
  ])('%s gives %j', (url, expected) => {
    expect(identifiersInUrl(url)).toEqual(expected);
  });
});
