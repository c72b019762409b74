/**
 * The Word task pane's page is the one page others may frame and the one that runs a script from elsewhere: Word
 * loads office.js from Microsoft's CDN before the pane (Office requires that address), and Word on the web shows the
 * pane in a frame inside its own pages. Every other page keeps the strict policy (script-src 'self', framed by
 * Ibid alone).
 */
export const TASK_PANE_PAGE = '/taskpane.html';

/** Where office.js and the scripts it loads come from. */
export const OFFICE_SCRIPT_ORIGIN = 'https://appsforoffice.microsoft.com';

/** The pages Word on the web (and Office on the web around it) frames the pane in. */
export const OFFICE_FRAME_ANCESTORS = [
  'https://*.officeapps.live.com',
  'https://*.office.com',
  'https://*.office365.com',
  'https://*.sharepoint.com',
  'https://*.live.com',
  'https://*.microsoft.com',
] as const;

/** The page's policy: the site's own, with office.js's origin added to its scripts and Office's pages to its framers. */
export function taskPanePolicy(sitePolicy: string): string {
  const directives = new Map(
    sitePolicy
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/);
        return [name, values] as const;
      }),
  );
  directives.set('script-src', [...(directives.get('script-src') ?? ["'self'"]), OFFICE_SCRIPT_ORIGIN]);
  directives.set('frame-ancestors', ["'self'", ...OFFICE_FRAME_ANCESTORS]);
  return [...directives].map(([name, values]) => [name, ...values].join(' ')).join(';');
}
