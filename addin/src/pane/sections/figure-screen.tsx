/**
 * Insert Figure (word-addin §2.11, §5, §7, §8): a title (its caption), the image from the computer (the engine's
 * FIGURE_FILE_EXTENSIONS) or from a URL ending in one of FIGURE_URL_EXTENSIONS (fetched and re-encoded as JPEG 0.8),
 * a notes checkbox for APA 7; 'Insert Figure' works once a valid image is chosen. Not for annotated bibliographies
 * and reference lists.
 */
import { Button, Checkbox, Field, Input, Radio, RadioGroup, Text } from '@fluentui/react-components';
import {
  FIGURE_FILE_EXTENSIONS,
  FIGURE_FILE_TYPES,
  FIGURE_MESSAGES,
  FIGURE_URL_EXTENSIONS,
  INSERT_PLACEMENT_TOASTS,
  PAPER_FIELD_MAX,
  isFigureUrl,
  validateFigureFile,
} from '@ibid/engine/paper';
import { useRef, useState } from 'react';
import { FormStack } from '../../components/screen';
import { TextField } from '../../components/text-field';
import type { DocumentHost, HostPaper } from '../../host/document-host';
import { useLoader } from '../../shell/loader';
import { useNotify } from '../../shell/notify';
import { AppendixNumberingGuide } from './appendix-guide';
import { imageFromUrl, readAsDataUrl } from './figure-image';
import { SectionScreen } from './section-screen';
import { useHostAction } from './use-host-action';

type Source = 'file' | 'url';

const PLACEMENT = { code: 'figure-placement' as const, ...INSERT_PLACEMENT_TOASTS.figure };

/** ".jpeg, .jpg, .png, or .gif": the engine's extensions as the hints name them. */
const dotted = (extensions: readonly string[]) => new Intl.ListFormat('en', { type: 'disjunction' }).format(extensions.map((extension) => `.${extension}`));

/** The file picker offers what `validateFigureFile` takes: the engine's extensions and MIME types. */
const FIGURE_FILE_ACCEPT = [...FIGURE_FILE_EXTENSIONS.map((extension) => `.${extension}`), ...FIGURE_FILE_TYPES].join(',');
const FIGURE_FILE_HINT = `A ${dotted(FIGURE_FILE_EXTENSIONS)} image.`;
const FIGURE_URL_HINT = `A web address ending in ${dotted(FIGURE_URL_EXTENSIONS)}.`;

export function FigureScreen() {
  return (
    <SectionScreen title="Insert Figure" gated="InsertFigure" audience="not-a-list" feature="Insert Figure">
      {(paper, host) => <FigureForm paper={paper} host={host} />}
    </SectionScreen>
  );
}

function FigureForm({ paper, host }: { paper: HostPaper; host: DocumentHost }) {
  const notify = useNotify();
  const loader = useLoader();
  const action = useHostAction('Problem inserting figure', PLACEMENT);
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [source, setSource] = useState<Source>('file');
  const [file, setFile] = useState<{ name: string; src: string }>();
  const [fileError, setFileError] = useState<string>();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string>();
  const [includeNotes, setIncludeNotes] = useState(false);
  const apa7 = paper.format === 'apa7';

  const ready = source === 'file' ? file !== undefined : isFigureUrl(url);

  const chooseFile = async (chosen: File | undefined) => {
    setFile(undefined);
    if (!chosen) return setFileError(undefined);
    const checked = validateFigureFile(chosen);
    if (!checked.ok) return setFileError(checked.error.message);
    setFileError(undefined);
    setFile({ name: chosen.name, src: await readAsDataUrl(chosen) });
  };

  const imageSrc = async (): Promise<string | undefined> => {
    if (source === 'file') return file?.src;
    try {
      return await loader.during('figure-url', imageFromUrl(url), 'Loading the image');
    } catch {
      setUrlError(FIGURE_MESSAGES.urlLoad);
      return undefined;
    }
  };

  const submit = async () => {
    if (!ready) return;
    const src = await imageSrc();
    if (!src) return;
    const inserted = await action.run(() => host.insertFigure({ title: title.trim(), src, includeNotes: apa7 && includeNotes }));
    if (!inserted) return;
    notify.corner('Figure inserted');
    setTitle('');
    setFile(undefined);
    setUrl('');
    setIncludeNotes(false);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <>
      <AppendixNumberingGuide kind="figure" />
      <FormStack onSubmit={() => void submit()}>
        <TextField label="Figure Title" value={title} onChange={setTitle} maxLength={PAPER_FIELD_MAX} hint="Its caption: a short, descriptive title." />
        <Field label="Image source">
          <RadioGroup value={source} onChange={(_, data) => setSource(data.value as Source)}>
            <Radio value="file" label="Image on my computer" />
            <Radio value="url" label="Image from a URL" />
          </RadioGroup>
        </Field>
        {source === 'file' ? (
          <Field label="Image file" hint={FIGURE_FILE_HINT} validationMessage={fileError} validationState={fileError ? 'error' : 'none'}>
            {(fieldProps) => (
              <input
                {...fieldProps}
                ref={fileInput}
                type="file"
                accept={FIGURE_FILE_ACCEPT}
                onChange={(event) => void chooseFile(event.target.files?.[0])}
                style={{ maxWidth: '100%' }}
              />
            )}
          </Field>
        ) : (
          <Field label="Image URL" hint={FIGURE_URL_HINT} validationMessage={urlError} validationState={urlError ? 'error' : 'none'}>
            <Input
              type="url"
              value={url}
              onChange={(_, data) => {
                setUrl(data.value);
                setUrlError(undefined);
              }}
            />
          </Field>
        )}
        {file && source === 'file' ? <Text size={200}>Chosen: {file.name}</Text> : null}
        {apa7 ? <Checkbox label="Include notes under the figure" checked={includeNotes} onChange={(_, data) => setIncludeNotes(data.checked === true)} /> : null}
        <Button type="submit" appearance="primary" disabled={!ready || action.busy} style={{ alignSelf: 'flex-start' }}>
          Insert Figure
        </Button>
      </FormStack>
    </>
  );
}
