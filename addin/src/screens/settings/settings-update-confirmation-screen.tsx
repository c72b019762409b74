/**
 * Settings Update Confirmation (word-addin §2.13): shown after a change to the paper settings or the subscription,
 * saying what changed. Profile changes stay on Settings with a toast.
 */
import { Button, Text } from '@fluentui/react-components';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { PATHS } from '../../app/paths';
import { Screen } from '../../components/screen';

interface ConfirmationState {
  message: string;
}

const DEFAULT_MESSAGE = 'Your settings have been saved.';

/** Goes to the confirmation, saying what changed. */
export function showSettingsUpdated(navigate: NavigateFunction, message: string): void {
  const state: ConfirmationState = { message };
  navigate(PATHS.SettingsUpdateConfirmation, { state });
}

export function SettingsUpdateConfirmationScreen() {
  const navigate = useNavigate();
  const state = useLocation().state as Partial<ConfirmationState> | null;
  return (
    <Screen title="Settings Updated" narrow>
      <Text role="status">{state?.message ?? DEFAULT_MESSAGE}</Text>
      <Button appearance="primary" onClick={() => navigate(PATHS.Settings)}>
        Back to Settings
      </Button>
      <Button onClick={() => navigate(PATHS.MyReferenceLibrary)}>Go to My Reference Library</Button>
    </Screen>
  );
}
