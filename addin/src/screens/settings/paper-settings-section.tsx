/**
 * Paper Settings (word-addin §3, §6): the preferred format (APA 7, MLA 9, Turabian 9), citation auto-insert and
 * beta features, saved with PUT v4/Customer/Preferences; the confirmation screen then says they were saved.
 */
import { Button, Field, Radio, RadioGroup, Switch } from '@fluentui/react-components';
import { CURRENT_FORMATS, FORMAT_LABELS, FORMAT_VERSION_IDS } from '@ibid/engine';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accountApi } from '../../api/account';
import { ApiError } from '../../api/http';
import type { Customer } from '../../api/types';
import { FormStack } from '../../components/screen';
import { useLoader } from '../../shell/loader';
import { useNotify } from '../../shell/notify';
import { useSession } from '../../state/session';
import { SettingsSection } from './settings-section';
import { showSettingsUpdated } from './settings-update-confirmation-screen';

export const PAPER_SETTINGS_ID = 'paper-settings';
export const PAPER_SETTINGS_SAVED = 'Your paper settings have been saved.';

type Preferences = Pick<Customer, 'preferredFormatVersionID' | 'citationAutoInsert' | 'enableBetaFeatures'>;
const PREFERENCE_KEYS = ['preferredFormatVersionID', 'citationAutoInsert', 'enableBetaFeatures'] as const;

const onOff = (on: boolean) => (on ? 'On' : 'Off');

export function PaperSettingsSection({ customer }: { customer: Customer }) {
  const session = useSession();
  const loader = useLoader();
  const notify = useNotify();
  const navigate = useNavigate();
  const [values, setValues] = useState<Preferences>(() => ({
    preferredFormatVersionID: customer.preferredFormatVersionID,
    citationAutoInsert: customer.citationAutoInsert,
    enableBetaFeatures: customer.enableBetaFeatures,
  }));
  const changed = PREFERENCE_KEYS.filter((key) => values[key] !== customer[key]);
  const change = <K extends keyof Preferences>(key: K, value: Preferences[K]) => setValues((prev) => ({ ...prev, [key]: value }));

  const save = async () => {
    if (!changed.length) return;
    try {
      const saved = await loader.during('preferences', accountApi.updatePreferences(Object.fromEntries(changed.map((key) => [key, values[key]]))));
      session.setCustomer(saved);
      showSettingsUpdated(navigate, PAPER_SETTINGS_SAVED);
    } catch (e) {
      if (e instanceof ApiError && !e.isConnectionError) notify.error('Problem saving your paper settings', e.message);
    }
  };

  return (
    <SettingsSection id={PAPER_SETTINGS_ID} title="Paper Settings">
      <FormStack onSubmit={() => void save()}>
        <Field label="Preferred Format" hint="The format new papers and your reference library start in.">
          <RadioGroup value={String(values.preferredFormatVersionID)} onChange={(_, d) => change('preferredFormatVersionID', Number(d.value))}>
            {CURRENT_FORMATS.map((format) => (
              <Radio key={format} value={String(FORMAT_VERSION_IDS[format])} label={FORMAT_LABELS[format]} />
            ))}
          </RadioGroup>
        </Field>
        <Field label="Citation Auto-Insert" hint="Insert a citation into your paper as soon as you add a reference to it.">
          <Switch checked={values.citationAutoInsert} label={onOff(values.citationAutoInsert)} onChange={(_, d) => change('citationAutoInsert', d.checked)} />
        </Field>
        <Field label="Beta Features" hint="Try new features before everyone else. This applies wherever you use Ibid.">
          <Switch checked={values.enableBetaFeatures} label={onOff(values.enableBetaFeatures)} onChange={(_, d) => change('enableBetaFeatures', d.checked)} />
        </Field>
        <div>
          <Button appearance="primary" type="submit" disabled={!changed.length}>
            Save Paper Settings
          </Button>
        </div>
      </FormStack>
    </SettingsSection>
  );
}
