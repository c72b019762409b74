/**
 * A paper-creation drawer (purchase-and-paper-creation §2, §4, §5, §8): the engine's creator says which formats it
 * offers, the paper type made for the format and tab, the fields shown, the wait before the success screen and
 * the failure toast. The form sends the creation payload (POST v4/Paper).
 */
import { Badge, Checkbox, Field, Link, MessageBar, MessageBarBody, Radio, RadioGroup, Tab, TabList, Text, Button, makeStyles, tokens } from '@fluentui/react-components';
import { SUPPORT_EMAIL, supportMailto, type FormatId } from '@ibid/engine';
import {
  CREATION_FORMAT_LABELS,
  PAPER_FIELD_LABELS,
  PAPER_FIELD_MAX,
  creationFormatOptions,
  createdPaperTypeId,
  creatorPath,
  defaultDocumentTitle,
  followTitle,
  formatFromPaperFormatUrl,
  getPaperCreator,
  legacyCreationNotice,
  getPaperType,
  linkedRunningHead,
  paperFormFields,
  titleFieldLabel,
  type PaperAudience,
  type PaperCreator,
  type PaperFormField,
  type RunningHeadField as RunningHead,
} from '@ibid/engine/paper';
import { VALIDATION } from '@ibid/engine/validation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { endsSession } from '../../api/http';
import { type ClassRecord, paperApi } from '../../api/papers';
import { PATHS } from '../../app/paths';
import { AppLink } from '../../components/app-link';
import { FormStack, Screen } from '../../components/screen';
import { TextField } from '../../components/text-field';
import { useForm, type FormRules } from '../../forms/use-form';
import { useLoader } from '../../shell/loader';
import { useNotify } from '../../shell/notify';
import { useSession } from '../../state/session';
import { ClassCombobox } from './class-combobox';
import { creationPayload, type CreationTextField } from './creation-payload';
import { useClasses } from './use-classes';
import { showPaperCreated } from './document-create-success-screen';
import { RunningHeadField, runningHeadError } from './running-head-field';

const AUDIENCE_LABELS = { student: 'Student', professional: 'Professional' } as const satisfies Record<PaperAudience, string>;

const CREATION_LOADER = { creating: 'Creating your paper', waiting: 'Your paper is ready. Opening it in a moment…' } as const;

const useStyles = makeStyles({
  form: { maxWidth: '640px', width: '100%', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalL },
  formats: { flexWrap: 'wrap' },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The form's rules for a paper type: the title is required (its label by kind), a date must be a date. */
function rulesFor(paperTypeID: number): FormRules<CreationTextField> {
  const none = (label: string) => ({ label, validation: VALIDATION.NONE });
  return {
    Title: { label: titleFieldLabel(paperTypeID), validation: VALIDATION.REQUIRED },
    Author: none(PAPER_FIELD_LABELS.Author),
    Institution: none(PAPER_FIELD_LABELS.Institution),
    Teacher: none(PAPER_FIELD_LABELS.Teacher),
    Course: none(PAPER_FIELD_LABELS.Course),
    DueDate: { label: 'date', validation: VALIDATION.DATE },
  };
}

/** The route's creator in the format its path names; an unknown or missing format goes to the creator's first. */
export function CreatePaperRoute({ creatorId }: { creatorId: PaperCreator['id'] }) {
  const creator = getPaperCreator(creatorId);
  const { paperFormatUrl } = useParams();
  const [only] = creator.formats;
  const named = creator.formats.length > 1 ? formatFromPaperFormatUrl(paperFormatUrl) : only;
  if (!only) return <Navigate to={PATHS.DocumentCreateLanding} replace />;
  if (!named || !creator.formats.includes(named)) return <Navigate to={creatorPath(creator, only)} replace />;
  return <CreatePaperScreen creator={creator} format={named} />;
}

function CreatePaperScreen({ creator, format }: { creator: PaperCreator; format: FormatId }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const loader = useLoader();
  const { customer } = useSession();
  const [audience, setAudience] = useState<PaperAudience>('student');
  const showsTabs = creator.tabs.length > 0 && createdPaperTypeId(creator, format, 'professional') !== createdPaperTypeId(creator, format, 'student');
  const paperTypeID = createdPaperTypeId(creator, format, showsTabs ? audience : undefined) ?? 0;
  const paperType = getPaperType(paperTypeID);
  const fields = paperFormFields(paperTypeID);
  const shows = (field: PaperFormField) => fields.includes(field);

  const rules = useMemo(() => rulesFor(paperTypeID), [paperTypeID]);
  const form = useForm(rules, {
    Title: defaultDocumentTitle(paperTypeID),
    Author: customer?.fullName ?? '',
    Institution: customer?.institution ?? '',
  });
  const [runningHead, setRunningHead] = useState<RunningHead>(() => linkedRunningHead(form.values.Title));
  const [runningHeadMessage, setRunningHeadMessage] = useState<string>();
  const [isAuthorNote, setIsAuthorNote] = useState(false);
  const [chosenClass, setChosenClass] = useState<ClassRecord>();
  const classes = useClasses(form.values.Course);

  // A title the user has not typed follows the format's default (a reference list's heading).
  const shownDefault = useRef(form.values.Title);
  useEffect(() => {
    const next = defaultDocumentTitle(paperTypeID);
    if (form.values.Title === shownDefault.current && next !== shownDefault.current) setTitle(next);
    shownDefault.current = next;
    // Only a new paper type changes the default; the title typed since is read, not watched.
  }, [paperTypeID]);

  function setTitle(title: string) {
    form.set('Title', title);
    setRunningHead((field) => followTitle(field, title));
  }

  const submit = async () => {
    const valid = form.validateAll();
    const headMessage = shows('RunningHead') ? runningHeadError(runningHead.value) : undefined;
    setRunningHeadMessage(headMessage);
    if (!valid || headMessage) return;
    const payload = creationPayload(paperTypeID, fields, { ...form.values, RunningHead: runningHead.value, IsAuthorNote: isAuthorNote }, chosenClass);
    loader.show('paper-create', CREATION_LOADER.creating);
    try {
      const created = await paperApi.create(payload);
      if (creator.successDelayMs > 0) {
        loader.show('paper-create', CREATION_LOADER.waiting);
        await sleep(creator.successDelayMs);
      }
      loader.hide('paper-create');
      showPaperCreated(navigate, { paperGUID: created.paperGUID, title: payload.Title, paperTypeID });
    } catch (error) {
      loader.hide('paper-create');
      if (endsSession(error)) return;
      notify.error(
        creator.failure.title,
        <>
          {creator.failure.body} at <Link href={supportMailto(creator.failure.title, customer?.id)}>{SUPPORT_EMAIL}</Link>.
        </>,
      );
    }
  };

  const title = form.field('Title');
  const course = form.field('Course');

  const fieldsForm = (
    <FormStack onSubmit={() => void submit()}>
      <TextField {...title} onChange={setTitle} label={titleFieldLabel(paperTypeID)} maxLength={PAPER_FIELD_MAX} required />
      {shows('RunningHead') ? (
        <RunningHeadField field={runningHead} title={form.values.Title} onChange={setRunningHead} error={runningHeadMessage} onError={setRunningHeadMessage} />
      ) : null}
      {shows('Author') || shows('Institution') ? (
        <div className={styles.pair}>
          {shows('Author') ? <TextField {...form.field('Author')} label={PAPER_FIELD_LABELS.Author} maxLength={PAPER_FIELD_MAX} autoComplete="name" /> : null}
          {shows('Institution') ? <TextField {...form.field('Institution')} label={PAPER_FIELD_LABELS.Institution} maxLength={PAPER_FIELD_MAX} autoComplete="organization" /> : null}
        </div>
      ) : null}
      <div className={styles.pair}>
        {shows('Course') ? (
          <ClassCombobox
            label={PAPER_FIELD_LABELS.Course}
            value={course.value}
            classes={classes}
            onType={(text) => {
              course.onChange(text);
              setChosenClass(undefined);
            }}
            onChoose={(chosen) => {
              course.onChange(chosen.name);
              setChosenClass(chosen);
              if (shows('Teacher')) form.set('Teacher', chosen.teacherName);
            }}
          />
        ) : null}
        {shows('Teacher') ? <TextField {...form.field('Teacher')} label={PAPER_FIELD_LABELS.Teacher} maxLength={PAPER_FIELD_MAX} /> : null}
      </div>
      {shows('DueDate') ? (
        <div className={styles.pair}>
          <TextField {...form.field('DueDate')} label={PAPER_FIELD_LABELS.DueDate} type="date" />
        </div>
      ) : null}
      {shows('IsAuthorNote') ? (
        <Checkbox checked={isAuthorNote} onChange={(_, data) => setIsAuthorNote(data.checked === true)} label="Include an author note on the title page" />
      ) : null}
      <Button appearance="primary" type="submit" style={{ alignSelf: 'flex-start' }}>
        Create {paperType?.name ?? creator.name}
      </Button>
    </FormStack>
  );

  return (
    <Screen title={creator.name} actions={creator.beta ? <Badge appearance="tint" color="informative">Beta</Badge> : undefined}>
      <AppLink to={PATHS.DocumentCreateLanding}>Choose another kind of paper</AppLink>
      {creator.legacy ? (
        <MessageBar intent="warning">
          <MessageBarBody>{legacyCreationNotice(new Date())}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.form}>
        {creator.formats.length > 1 ? (
          <Field label="Format">
            <RadioGroup
              className={styles.formats}
              layout="horizontal"
              value={format}
              onChange={(_, data) => navigate(creatorPath(creator, data.value as FormatId), { replace: true })}
            >
              {creationFormatOptions(creator, { wordOnline: false }).map((option) => (
                <Radio key={option.format} value={option.format} label={option.label} disabled={option.disabled} />
              ))}
            </RadioGroup>
          </Field>
        ) : (
          <Text>Format: {CREATION_FORMAT_LABELS[format]}</Text>
        )}
        {showsTabs ? (
          <>
            <TabList selectedValue={audience} onTabSelect={(_, data) => setAudience(data.value as PaperAudience)} aria-label="Kind of APA 7 paper">
              {creator.tabs.map((tab) => (
                <Tab key={tab} id={`paper-tab-${tab}`} value={tab}>
                  {AUDIENCE_LABELS[tab]}
                </Tab>
              ))}
            </TabList>
            <div role="tabpanel" aria-labelledby={`paper-tab-${audience}`}>
              {fieldsForm}
            </div>
          </>
        ) : (
          fieldsForm
        )}
      </div>
    </Screen>
  );
}
