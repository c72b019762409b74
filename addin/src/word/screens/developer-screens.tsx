/**
 * Developer Tools and Error Tests in Word (word-addin §2.13): debugging aids, listed in the side menu only outside
 * the live site (the engine's `sideMenu`). Developer Tools shows the session's token, the document's properties, the
 * paper's XML content and toggles how Word draws Ibid's content controls; Error Tests makes each kind of failure
 * happen on purpose, to see the pane answer it as the spec says (§8).
 */
import { Button, Switch, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Screen } from '../../components/screen';
import { readDocumentInternals, showControls, type DocumentInternals } from '../../host/word/developer';
import { useHostAction } from '../../pane/sections/use-host-action';
import { useNotify } from '../../shell/notify';
import { endedAtom, tokenAtom } from '../../state/session';
import { useWordPane } from '../word-context';

export function DeveloperToolsScreen() {
  const { apis } = useWordPane();
  const token = useAtomValue(tokenAtom);
  const notify = useNotify();
  const [internals, setInternals] = useState<DocumentInternals>();
  const [shown, setShown] = useState(false);
  const action = useHostAction('Problem reading the document');

  const { run } = action;
  const read = useCallback(() => run(() => readDocumentInternals(apis).then(setInternals)), [run, apis]);
  useEffect(() => {
    void read();
  }, [read]);

  return (
    <Screen title="Developer Tools">
      <Text weight="semibold">Token</Text>
      <Text font="monospace" style={{ wordBreak: 'break-all' }}>
        {token ?? 'Not signed in'}
      </Text>
      {token ? (
        <Button size="small" onClick={() => void navigator.clipboard.writeText(token).then(() => notify.corner('Copied to clipboard'))} style={{ alignSelf: 'flex-start' }}>
          Copy token
        </Button>
      ) : null}
      <Switch
        label="Show Ibid's content controls with their tags"
        checked={shown}
        disabled={action.busy}
        onChange={(_, data) => void action.run(() => showControls(apis, data.checked).then(() => setShown(data.checked))).then(read)}
      />
      <Button size="small" disabled={action.busy} onClick={() => void read()} style={{ alignSelf: 'flex-start' }}>
        Refresh
      </Button>
      {internals ? (
        <>
          <Table aria-label="Document properties" size="extra-small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Property</TableHeaderCell>
                <TableHeaderCell>Value</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {internals.properties.map(([name, value]) => (
                <TableRow key={name}>
                  <TableCell>{name}</TableCell>
                  <TableCell style={{ wordBreak: 'break-all' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Text weight="semibold">Content controls ({internals.controls.length})</Text>
          <ul aria-label="Content controls" style={{ margin: 0, paddingLeft: 16 }}>
            {internals.controls.map((control, index) => (
              <li key={`${control.tag}-${index}`}>
                <Text font="monospace" size={200}>
                  {control.tag} ({control.appearance})
                </Text>
              </li>
            ))}
          </ul>
          <Text weight="semibold">Paper data (XML)</Text>
          <pre aria-label="Paper data" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12, margin: 0 }}>
            {internals.paperDataXml ?? 'This document has no paper data part.'}
          </pre>
        </>
      ) : null}
    </Screen>
  );
}

export function ErrorTestsScreen() {
  const { apis } = useWordPane();
  const setEnded = useSetAtom(endedAtom);
  const action = useHostAction('Problem with the test error');
  return (
    <Screen title="Error Tests">
      <Text block>Each button makes one failure happen, to check that the pane answers it as users should see it.</Text>
      <Button
        onClick={() =>
          void action.run(() =>
            apis.word.run(async (context) => {
              context.document.body.insertParagraph('This change is dropped with its batch.', 'End');
              throw new Error('A failing Word batch (Error Tests)');
            }),
          )
        }
      >
        Fail a Word batch
      </Button>
      <Button
        onClick={() => {
          setTimeout(() => {
            throw new Error('An uncaught error (Error Tests)');
          });
        }}
      >
        Throw an uncaught error
      </Button>
      <Button onClick={() => setEnded('unauthorized')}>End the session (401)</Button>
      <Button onClick={() => setEnded('connection')}>Lose the connection</Button>
    </Screen>
  );
}
