/**
 * The Title drawer (word-addin §2.9), in its three variants (the engine's `titlePageDrawer`): adopted papers only
 * rename the paper; current papers edit the title page's fields for their type (the APA 7 professional running
 * head follows the title until edited), and a paper without a title page (an annotated bibliography, a reference
 * list) its name, course and instructor on its record; legacy APA 6 papers get the older form and may customise
 * their title page for good. The button works only when something changed; the form is clean again after a save.
 */
import { Button, MessageBar, MessageBarBody, MessageBarTitle, Text } from '@fluentui/react-components';
import {
  PAPER_FIELD_MAX,
  deriveRunningHead,
  editRunningHead,
  followTitle,
  linkedRunningHead,
  titleDrawerValues,
  titlePageDrawer,
  titlePageUpdate,
  type RunningHeadField as RunningHead,
  type TitleDrawer,
  type TitleDrawerField,
} from '@ibid/engine/paper';
import { VALIDATION } from '@ibid/engine/validation';
import { useMemo, useState } from 'react';
import { AppLink } from '../../components/app-link';
import { FormStack } from '../../components/screen';
import { TextField } from '../../components/text-field';
import { useForm, type FormRules } from '../../forms/use-form';
import type { DocumentHost, HostPaper } from '../../host/document-host';
import { RunningHeadField, runningHeadError } from '../../screens/papers/running-head-field';
import { useNotify } from '../../shell/notify';
import { SECTION_PANE_PATHS } from './paths';
import { SectionScreen } from './section-screen';
import { TRY_AGAIN, useSupportError } from './support-toast';
import { useHostAction } from './use-host-action';

export const TITLE_PAGE_MESSAGES = { updated: 'Title page updated.', failed: 'Problem editing title page' } as const;

type FormField = Exclude<TitleDrawerField, 'RunningHead'>;

function rulesFor(drawer: TitleDrawer): FormRules<FormField> {
  const fields = drawer.fields.filter((f): f is FormField => f !== 'RunningHead');
  return Object.fromEntries(
    fields.map((field) => [field, { label: drawer.labels[field], validation: field === 'Title' ? VALIDATION.REQUIRED : field === 'DueDate' ? VALIDATION.DATE : VALIDATION.NONE }]),
  ) as FormRules<FormField>;
}

/** A stored running head follows the title while it is the one derived from it. */
const storedRunningHead = (value: string, title: string): RunningHead => (value === deriveRunningHead(title) ? linkedRunningHead(title) : editRunningHead(value));

export function TitlePageScreen() {
  return (
    <SectionScreen title={(paper) => titlePageDrawer(paper?.paperTypeID ?? 0).heading}>
      {(paper, host) => (paper.titlePage || titlePageDrawer(paper.paperTypeID).variant !== 'legacy' ? <TitleForm key={paper.paperTypeID} paper={paper} host={host} /> : <CustomizedTitlePage />)}
    </SectionScreen>
  );
}

function CustomizedTitlePage() {
  return <Text>Your title page is customized: edit it directly in your paper. Ibid no longer updates it.</Text>;
}

function TitleForm({ paper, host }: { paper: HostPaper; host: DocumentHost }) {
  const notify = useNotify();
  const supportError = useSupportError();
  const drawer = useMemo(() => titlePageDrawer(paper.paperTypeID), [paper.paperTypeID]);
  // A paper without a title page (a list, a bibliography, an adopted paper) keeps its name, course and instructor on its record.
  const initial = useMemo(() => titleDrawerValues(drawer, paper.titlePage ?? { title: paper.title, ...paper.record }), [drawer, paper.titlePage, paper.title, paper.record]);
  const form = useForm<FormField>(useMemo(() => rulesFor(drawer), [drawer]), initial);
  const showsRunningHead = drawer.fields.includes('RunningHead');
  const [savedHead, setSavedHead] = useState(() => initial.RunningHead ?? '');
  const [runningHead, setRunningHead] = useState<RunningHead>(() => storedRunningHead(initial.RunningHead ?? '', initial.Title ?? ''));
  const [headMessage, setHeadMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [customizing, setCustomizing] = useState(false);

  const dirty = form.dirty || (showsRunningHead && runningHead.value !== savedHead);

  const setTitle = (title: string) => {
    form.set('Title' as FormField, title);
    setRunningHead((field) => followTitle(field, title));
  };

  const submit = async () => {
    const headError = showsRunningHead ? runningHeadError(runningHead.value) : undefined;
    setHeadMessage(headError);
    if (!form.validateAll() || headError) return;
    setBusy(true);
    try {
      await host.updateTitlePage(titlePageUpdate({ ...form.values, ...(showsRunningHead ? { RunningHead: runningHead.value } : {}) }));
      form.reset(Object.fromEntries(Object.entries(form.values).map(([k, v]) => [k, (v as string).trim()])));
      setSavedHead(runningHead.value.trim());
      setRunningHead((field) => ({ ...field, value: field.value.trim() }));
      notify.toast({ title: TITLE_PAGE_MESSAGES.updated });
    } catch {
      supportError(TITLE_PAGE_MESSAGES.failed, TRY_AGAIN);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: FormField) => {
    const props = form.field(name);
    return <TextField key={name} {...props} onChange={name === 'Title' ? setTitle : props.onChange} label={drawer.labels[name]} required={name === 'Title'} maxLength={PAPER_FIELD_MAX} {...(name === 'DueDate' ? { type: 'date' as const } : {})} />;
  };

  return (
    <>
      {drawer.variant === 'adopted' ? (
        <MessageBar intent="info">
          <MessageBarBody>
            This paper was adopted into Ibid, so its first page is yours to edit in the paper; here you can rename it. More title page tools are <AppLink to={SECTION_PANE_PATHS.AdoptedPaperFeatureComingSoon}>coming soon</AppLink>.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <FormStack onSubmit={() => void submit()}>
        {drawer.fields.map((name) =>
          name === 'RunningHead' ? (
            <RunningHeadField key={name} field={runningHead} title={form.values['Title' as FormField]} onChange={setRunningHead} error={headMessage} onError={setHeadMessage} />
          ) : (
            field(name)
          ),
        )}
        <Button type="submit" appearance="primary" disabled={!dirty || busy} style={{ alignSelf: 'flex-start' }}>
          {drawer.submitLabel}
        </Button>
      </FormStack>
      {drawer.variant === 'current' || drawer.variant === 'legacy' ? (
        <Text size={200}>
          Writing in another format? <AppLink to={SECTION_PANE_PATHS.PaperFormat}>Switch the paper&apos;s format</AppLink>.
        </Text>
      ) : null}
      {drawer.variant === 'legacy' ? (
        <>
          <Button appearance="secondary" disabled={customizing} onClick={() => setCustomizing(true)} style={{ alignSelf: 'flex-start' }}>
            Customize my Title Page
          </Button>
          {customizing ? <CustomizeConfirmation onClose={() => setCustomizing(false)} host={host} /> : null}
        </>
      ) : null}
    </>
  );
}

/** The custom title page's confirmation, in the drawer (the pane is too narrow for a dialog to say more). */
function CustomizeConfirmation({ onClose, host }: { onClose: () => void; host: DocumentHost }) {
  const action = useHostAction(TITLE_PAGE_MESSAGES.failed);
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>Customize your title page?</MessageBarTitle>
        Customizing removes your title page from Ibid&apos;s control: you edit it yourself in the paper, and Ibid no longer updates it. This cannot be reversed in this paper.
        <div role="group" aria-label="Confirm customizing the title page" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
          <Button appearance="primary" disabled={action.busy} onClick={() => void action.run(() => host.customizeTitlePage())}>
            Yes - customize my Title Page
          </Button>
          <Button disabled={action.busy} onClick={onClose}>
            No - cancel
          </Button>
        </div>
      </MessageBarBody>
    </MessageBar>
  );
}
