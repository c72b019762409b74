/** A library read a page at a time: the notice for a very large one (§9) and the way to the next page. */
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { LibraryList } from '../../state/library-list';

/** From this many matches the list says so and points to the search (§9). */
export const MANY_REFERENCES = 1000;
export const MANY_REFERENCES_NOTICE =
  "Wow - you've got a lot of references! They are shown a page at a time below: use Show more references to go further, or search for a reference above to locate it in your library.";

const useStyles = makeStyles({
  more: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export function ManyReferencesNotice({ total }: { total: number }) {
  return total >= MANY_REFERENCES ? (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>{MANY_REFERENCES_NOTICE}</MessageBarBody>
    </MessageBar>
  ) : null;
}

export function ShowMoreReferences({ list }: { list: Pick<LibraryList<unknown>, 'rows' | 'total' | 'loading' | 'loadMore'> }) {
  const styles = useStyles();
  if (list.rows.length === 0 || list.rows.length >= list.total) return null;
  return (
    <div className={styles.more}>
      <Text role="status">{`Showing ${list.rows.length} of ${list.total} references`}</Text>
      <Button disabled={list.loading} onClick={list.loadMore}>
        Show more references
      </Button>
    </div>
  );
}
