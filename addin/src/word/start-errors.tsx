/**
 * What the pane shows instead of starting (word-addin §2.3, §8, §2.13): the load-error block when Word lacks the
 * api support Ibid requires, and the unsupported-platform notice outside Word or in a Mac Word too old for it
 * (16.27, which has WordApi 1.3 but breaks Ibid's content controls).
 */
import { FluentProvider, Text, webLightTheme } from '@fluentui/react-components';
import { REQUIRED_WORD_API } from '../host/word/startup';

/** Mac Word up to this version cannot run Ibid (the spec's special text). */
const LAST_UNSUPPORTED_MAC_VERSION = [16, 27] as const;

export type Unsupported = { kind: 'not-word' } | { kind: 'old-mac-word'; version: string };

export interface OfficeInfo {
  /** `Office.onReady`'s host ('Word', 'Excel'...). */
  host: string | null | undefined;
  platform: string | null | undefined;
  /** `Office.context.diagnostics.version`, e.g. '16.27.19071500'. */
  version: string | undefined;
}

export function unsupported({ host, platform, version }: OfficeInfo): Unsupported | undefined {
  if (host !== 'Word') return { kind: 'not-word' };
  if (platform === 'Mac' && version) {
    const [major = 0, minor = 0] = version.split('.').map(Number);
    const [lastMajor, lastMinor] = LAST_UNSUPPORTED_MAC_VERSION;
    if (major < lastMajor || (major === lastMajor && minor <= lastMinor)) return { kind: 'old-mac-word', version };
  }
  return undefined;
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <FluentProvider theme={webLightTheme}>
      <main role="alert" style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Text as="h1" size={500} weight="semibold">
          {title}
        </Text>
        {children}
      </main>
    </FluentProvider>
  );
}

export function LoadError() {
  return (
    <Block title="Ibid could not start">
      <Text block>This version of Word does not have the functionality Ibid needs (Word API {REQUIRED_WORD_API}). Update Word, or use Word on the web, and open Ibid again.</Text>
    </Block>
  );
}

export function UnsupportedPlatform({ reason }: { reason: Unsupported }) {
  return reason.kind === 'old-mac-word' ? (
    <Block title="Please update Word">
      <Text block>Ibid does not work in Word {reason.version.split('.').slice(0, 2).join('.')} for Mac. Update Word (Help, Check for Updates) to version 16.28 or later and open Ibid again.</Text>
    </Block>
  ) : (
    <Block title="Ibid works in Word">
      <Text block>Ibid formats papers in Microsoft Word (on Windows, on a Mac and on the web). Open it from Word&apos;s Home tab.</Text>
    </Block>
  );
}
