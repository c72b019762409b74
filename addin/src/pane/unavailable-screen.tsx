/**
 * A pane path with no screen beside the browser editor (the developer entries Error Tests and Developer Tools the
 * side menu lists off the live site are Word add-in screens): the frame and its menu stay, with a word why, instead
 * of the router's error page in place of the whole pane.
 */
import { Text } from '@fluentui/react-components';
import { useLocation } from 'react-router';
import { Screen } from '../components/screen';
import { useAllMenuItems } from './menu-items';

export function UnavailableScreen() {
  const { pathname } = useLocation();
  const entry = useAllMenuItems().find((item) => item.path === pathname);
  return (
    <Screen title={entry?.label ?? 'Not available here'}>
      <Text block>This tool is in Ibid for Word only: it is not available beside the paper in your browser. Choose another tool from the menu.</Text>
    </Screen>
  );
}
