// The Word add-in's manifest, checked offline for what Word needs: Microsoft's XSDs ship in no package we can
// install and `office-addin-manifest validate` needs Microsoft's service (the README says to run it before a
// release). The manifest is read with office-addin-manifest's own parser; xmllint checks it is well-formed. Both the
// committed manifest (development host) and the one the build emits for a configured host are checked.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OfficeAddinManifest } from 'office-addin-manifest';
import { ManifestHandlerXml } from 'office-addin-manifest/lib/manifestHandler/manifestHandlerXml.js';
import { build, loadConfigFromFile } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADDIN_ORIGIN, MANIFEST_SOURCE, addinManifest } from '../../addin/build/manifest-plugin.js';
import { XMLLINT, ensureAptTool } from '../apt-install.js';

const ADDIN = fileURLToPath(new URL('../../addin/', import.meta.url));
const CONFIGURED_ORIGIN = 'https://ibid.example.edu:8443';
const work = mkdtempSync(join(tmpdir(), 'ibid-manifest-'));
const builtDir = join(work, 'dist');

/** The ribbon's buttons, in order, with the task-pane screen each opens. */
const BUTTONS = [
  { label: 'Create Paper', screen: '/document-create-landing' },
  { label: 'References & Citations', screen: '/references-citations' },
  { label: 'Research Notes', screen: '/research-notes' },
  { label: 'Settings', screen: '/settings' },
];

/** The order of child elements Microsoft's XSDs require (OfficeAppManifestV1_1, TaskPaneAppVersionOverridesV1_0, OfficeAppBasicTypesV1_0). */
const SEQUENCES: Record<string, string[]> = {
  OfficeApp: ['Id', 'AlternateId', 'Version', 'ProviderName', 'DefaultLocale', 'DisplayName', 'Description', 'IconUrl', 'HighResolutionIconUrl', 'SupportUrl', 'AppDomains', 'Hosts', 'Requirements', 'DefaultSettings', 'Permissions', 'Dictionary', 'VersionOverrides'],
  VersionOverrides: ['Description', 'Requirements', 'Hosts', 'Resources', 'WebApplicationInfo', 'EquivalentAddins'],
  DesktopFormFactor: ['GetStarted', 'FunctionFile', 'ExtensionPoint'],
  GetStarted: ['Title', 'Description', 'LearnMoreUrl'],
  Group: ['Label', 'Icon', 'Control'],
  Control: ['Label', 'Supertip', 'Icon', 'Action'],
  Supertip: ['Title', 'Description'],
  Action: ['TaskpaneId', 'SourceLocation', 'Title'],
  Resources: ['bt:Images', 'bt:Urls', 'bt:ShortStrings', 'bt:LongStrings'],
};

/** Which resource list an element's resid names, and the longest value the XSD allows there. */
const RESID_KINDS: Record<string, string> = {
  'bt:Image': 'bt:Images',
  SourceLocation: 'bt:Urls',
  LearnMoreUrl: 'bt:Urls',
  FunctionFile: 'bt:Urls',
  Label: 'bt:ShortStrings',
  Title: 'bt:ShortStrings',
  Description: 'bt:LongStrings',
};
const MAX_LENGTH: Record<string, number> = { 'bt:ShortStrings': 125, 'bt:LongStrings': 250, 'bt:Urls': 2048, 'bt:Images': 2048 };

/** An element as xml2js (office-addin-manifest's parser) reads it: attributes under `$`, children as arrays by name. */
type XmlNode = { $?: Record<string, string>; _?: string; [child: string]: unknown };

const children = (node: XmlNode, name: string): XmlNode[] => ((node[name] as unknown[] | undefined) ?? []).map((c) => (typeof c === 'string' ? { _: c } : (c as XmlNode)));
const child = (node: XmlNode, ...path: string[]): XmlNode => {
  let at = node;
  for (const name of path) {
    const found = children(at, name)[0];
    if (!found) throw new Error(`No <${name}> in ${path.join(' > ')}`);
    at = found;
  }
  return at;
};
const childNames = (node: XmlNode) => Object.keys(node).filter((k) => k !== '$' && k !== '_');

/** Every element of the tree, with its name. */
function* elements(node: XmlNode, name: string): Generator<{ name: string; node: XmlNode }> {
  yield { name, node };
  for (const key of childNames(node)) for (const c of children(node, key)) yield* elements(c, key);
}

/** Every URL the manifest holds, in attributes or text (namespace declarations are names, not addresses). */
const urlsIn = (root: XmlNode) =>
  [...elements(root, 'OfficeApp')].flatMap(({ node }) => [
    ...Object.entries(node.$ ?? {}).filter(([attribute]) => !attribute.startsWith('xmlns')).map(([, value]) => value),
    ...(node._ ? [node._] : []),
  ]).filter((value) => /^[a-z][a-z\d+.-]*:\/\//i.test(value));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The build as `npm run build -w addin` runs the plugin, on a one-line entry instead of the whole app, with IBID_ADDIN_URL=url. */
async function buildFor(url: string, outDir: string): Promise<void> {
  const entry = join(work, 'entry.js');
  writeFileSync(entry, 'export const ibid = 1;\n');
  const before = process.env.IBID_ADDIN_URL;
  process.env.IBID_ADDIN_URL = url;
  try {
    await build({
      configFile: false,
      root: work,
      publicDir: join(ADDIN, 'public'),
      logLevel: 'silent',
      plugins: [addinManifest()],
      build: { outDir, emptyOutDir: true, rollupOptions: { input: entry } },
    });
  } finally {
    if (before === undefined) delete process.env.IBID_ADDIN_URL;
    else process.env.IBID_ADDIN_URL = before;
  }
}

beforeAll(() => buildFor(`${CONFIGURED_ORIGIN}/`, builtDir), 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each([
  { name: 'addin/manifest.xml', file: MANIFEST_SOURCE, origin: DEV_ADDIN_ORIGIN, served: join(ADDIN, 'public') },
  { name: `the manifest the build emits for IBID_ADDIN_URL=${CONFIGURED_ORIGIN}/`, file: join(builtDir, 'manifest.xml'), origin: CONFIGURED_ORIGIN, served: builtDir },
])('$name', ({ file, origin, served }) => {
  const tree = async () => ((await new ManifestHandlerXml(file).parseXmlAsync()) as { OfficeApp: XmlNode }).OfficeApp;
  /** The file a URL of the manifest names, in the folder the api serves at `origin`. */
  const servedFile = (url: string) => join(served, new URL(url).pathname);

  it('is well-formed XML', async () => {
    const xmllint = await ensureAptTool(XMLLINT);
    expect(() => execFileSync(xmllint, ['--noout', file], { stdio: 'pipe' })).not.toThrow();
  });

  it('is a task pane add-in for Word with a GUID, a four-part version, and read-write access to the document', async () => {
    const info = await OfficeAddinManifest.readManifestFile(file);
    expect(info.officeAppType).toBe('TaskPaneApp');
    expect(info.id).toMatch(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i);
    expect(info.version).toMatch(/^\d{1,5}\.\d{1,5}\.\d{1,5}\.\d{1,5}$/);
    expect(info).toMatchObject({ providerName: 'Ibid', displayName: 'Ibid', defaultLocale: 'en-US', hosts: ['Document'], permissions: 'ReadWriteDocument' });
    expect(info.description?.length).toBeGreaterThan(0);
    expect(info.defaultSettings?.sourceLocation).toBe(`${origin}/taskpane.html`);
    expect(info.appDomains).toEqual([origin]);
  });

  it('requires WordApi 1.3 alone: the higher sets are checked when a feature runs', async () => {
    const sets = children(child(await tree(), 'Requirements', 'Sets'), 'Set').map((set) => set.$);
    expect(sets).toEqual([{ Name: 'WordApi', MinVersion: '1.3' }]);
  });

  it('lists its elements in the order the XSDs require', async () => {
    for (const { name, node } of elements(await tree(), 'OfficeApp')) {
      const order = SEQUENCES[name];
      if (!order) continue;
      const names = childNames(node);
      expect(names.filter((n) => !order.includes(n)), `unknown children of <${name}>`).toEqual([]);
      expect(names, `children of <${name}>`).toEqual([...names].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    }
  });

  it(`loads every page and image over HTTPS from ${origin}`, async () => {
    const urls = urlsIn(await tree());
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(new URL(url).origin, url).toBe(origin);
    expect(readFileSync(file, 'utf8')).not.toMatch(origin === DEV_ADDIN_ORIGIN ? /\bhttp:\/\/(?!schemas\.microsoft\.com|www\.w3\.org)/ : /localhost/);
  });

  it('shows icons that are PNGs of the sizes Office asks for', async () => {
    const root = await tree();
    const info = await OfficeAddinManifest.readManifestFile(file);
    expect(pngSize(servedFile(info.iconUrl!))).toEqual({ width: 32, height: 32 });
    expect(pngSize(servedFile(info.highResolutionIconUrl!))).toEqual({ width: 64, height: 64 });
    const images = new Map(children(child(root, 'VersionOverrides', 'Resources', 'bt:Images'), 'bt:Image').map((image) => [image.$!.id, image.$!.DefaultValue!]));
    const iconLists = [...elements(root, 'OfficeApp')].filter(({ name }) => name === 'Icon');
    expect(iconLists).toHaveLength(1 + BUTTONS.length);
    for (const { node } of iconLists) {
      const sized = children(node, 'bt:Image').map((image) => image.$!);
      // 16, 32 and 80 px are mandatory for the group and each button (OfficeAppBasicTypes' ImageResourceReference).
      expect(sized.map((image) => Number(image.size))).toEqual([16, 32, 80]);
      for (const image of sized) {
        const size = Number(image.size);
        expect(pngSize(servedFile(images.get(image.resid!)!)), image.resid).toEqual({ width: size, height: size });
      }
    }
  });

  it('names only resources that exist, of the right kind and length, and has none unused', async () => {
    const resources = child(await tree(), 'VersionOverrides', 'Resources');
    const defined = new Map<string, { kind: string; value: string }>();
    for (const [kind, item] of [['bt:Images', 'bt:Image'], ['bt:Urls', 'bt:Url'], ['bt:ShortStrings', 'bt:String'], ['bt:LongStrings', 'bt:String']] as const) {
      for (const resource of children(child(resources, kind), item)) {
        const { id, DefaultValue: value } = resource.$!;
        expect(defined.has(id!), `${id} is defined twice`).toBe(false);
        expect(id!.length, id).toBeLessThanOrEqual(32);
        expect(value!.length, id).toBeGreaterThan(0);
        expect(value!.length, id).toBeLessThanOrEqual(MAX_LENGTH[kind]!);
        defined.set(id!, { kind, value: value! });
      }
    }
    const used = new Set<string>();
    for (const { name, node } of elements(child(await tree(), 'VersionOverrides'), 'VersionOverrides')) {
      const resid = node.$?.resid;
      if (!resid) continue;
      used.add(resid);
      expect(defined.get(resid)?.kind, `<${name} resid="${resid}">`).toBe(RESID_KINDS[name]);
    }
    expect([...defined.keys()].filter((id) => !used.has(id))).toEqual([]);
  });

  it('adds the group "Ibid" to the Home tab, whose four buttons open the one task pane on their screen', async () => {
    const root = await tree();
    const resources = child(root, 'VersionOverrides', 'Resources');
    const text = (kind: string, id: string) => children(child(resources, kind), kind === 'bt:Urls' ? 'bt:Url' : 'bt:String').find((r) => r.$!.id === id)!.$!.DefaultValue;
    const host = child(root, 'VersionOverrides', 'Hosts', 'Host');
    expect(host.$).toMatchObject({ 'xsi:type': 'Document' });
    const surface = child(host, 'DesktopFormFactor', 'ExtensionPoint');
    expect(surface.$).toMatchObject({ 'xsi:type': 'PrimaryCommandSurface' });
    const tab = child(surface, 'OfficeTab');
    expect(tab.$).toEqual({ id: 'TabHome' });
    const groups = children(tab, 'Group');
    expect(groups.map((group) => text('bt:ShortStrings', child(group, 'Label').$!.resid!))).toEqual(['Ibid']);
    const buttons = children(groups[0]!, 'Control').map((control) => {
      const action = child(control, 'Action');
      return {
        type: control.$!['xsi:type'],
        label: text('bt:ShortStrings', child(control, 'Label').$!.resid!),
        action: action.$!['xsi:type'],
        pane: child(action, 'TaskpaneId')._,
        url: text('bt:Urls', child(action, 'SourceLocation').$!.resid!),
      };
    });
    expect(buttons).toEqual(BUTTONS.map(({ label, screen }) => ({ type: 'Button', label, action: 'ShowTaskpane', pane: 'Ibid.Taskpane', url: `${origin}/taskpane.html?screen=${screen}` })));
    for (const { url } of buttons) expect(new URL(url!).searchParams.get('screen')).toMatch(/^\/[a-z-]+$/);
  });
});

describe("the add-in's build", () => {
  it('runs the manifest plugin, so `npm run build -w addin` writes dist/manifest.xml', async () => {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(ADDIN, 'vite.config.ts'));
    const names = (loaded!.config.plugins as unknown[]).flat(2).map((plugin) => (plugin as { name?: string } | null)?.name);
    expect(names).toContain('ibid-addin-manifest');
  });

  it('changes nothing but the host from the committed manifest', () => {
    const built = readFileSync(join(builtDir, 'manifest.xml'), 'utf8');
    expect(built).toBe(readFileSync(MANIFEST_SOURCE, 'utf8').replaceAll(DEV_ADDIN_ORIGIN, CONFIGURED_ORIGIN));
  });

  it.each([
    ['http://ibid.example.edu', /must be an https:\/\/ URL/],
    ['https://ibid.example.edu/pane', /must be an origin alone/],
    ['ibid.example.edu', /is not a URL/],
  ])('refuses IBID_ADDIN_URL=%s with a message that says why', async (url, message) => {
    await expect(buildFor(url, join(work, 'refused'))).rejects.toThrow(message);
  });
});
