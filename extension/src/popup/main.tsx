/** The popup's entry: Fluent's theme and the jotai store around the app. */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PopupApp } from './popup-app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FluentProvider theme={webLightTheme}>
      <Provider>
        <PopupApp />
      </Provider>
    </FluentProvider>
  </StrictMode>,
);
