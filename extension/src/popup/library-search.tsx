/** Library search inside the popup: find a reference you already have and copy it in the chosen format. */
import { Button, Input, Subtitle2, Text } from '@fluentui/react-components';
import { Copy16Regular, Search20Regular } from '@fluentui/react-icons';
import { FormattedText, formattedPlainText, useDebounced } from '@ibid/addin/components';
import type { LibraryReference } from '@ibid/addin/api';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { libraryApi } from '../shared/api';
import { formatAtom } from './atoms';
import { copyFormatted } from './clipboard';

const SEARCH_DEBOUNCE_MS = 500;
const MAX_RESULTS = 20;

export function LibrarySearch() {
  const format = useAtomValue(formatAtom);
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<LibraryReference[]>();
  const [copiedId, setCopiedId] = useState<number>();

  const search = useDebounced(term.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (!search) return setResults(undefined);
    let current = true;
    void libraryApi.list({ search, format, limit: MAX_RESULTS }).then((page) => current && setResults(page.references));
    return () => void (current = false);
  }, [search, format]);

  return (
    <section aria-labelledby="library-heading" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Subtitle2 as="h2" id="library-heading">
        Copy from your library
      </Subtitle2>
      <Input aria-label="Search your library" placeholder="Search your library or #tag" contentBefore={<Search20Regular />} value={term} onChange={(_, d) => setTerm(d.value)} />
      {results?.length === 0 ? <Text role="status">No references found.</Text> : null}
      {results?.length ? (
        <ul aria-label="Library results" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
          {results.map((r) => {
            const html = r.values[format]?.value || r.title;
            return (
              <li key={r.referenceID} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                <span style={{ flex: 1 }}>
                  <FormattedText html={html} />
                </span>
                <Button
                  size="small"
                  icon={<Copy16Regular />}
                  aria-label={copiedId === r.referenceID ? 'Copied to clipboard' : `Copy ${r.title}`}
                  onClick={() => void copyFormatted({ html, text: formattedPlainText(html) }).then(() => setCopiedId(r.referenceID))}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
