import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The suite runs from the repository's root (jsdom gives this file no file: URL to resolve from).
const page = readFileSync(join('addin', 'taskpane.html'), 'utf8');
const script = readFileSync(join('addin', 'public', 'unsupported-browser.js'), 'utf8');

describe('the task pane in a browser without modules', () => {
  it('loads the unsupported-browser script only where module scripts do not run', () => {
    expect(page).toContain('<script nomodule src="/unsupported-browser.js"></script>');
    expect(page).toMatch(/<script type="module" src="\/src\/word\/main\.tsx"><\/script>/);
  });

  it('says Word must be updated, in ES5 such a browser can run', () => {
    document.body.innerHTML = '<div id="root"></div>';
    // Evaluated as the old browser would: a classic script, no modules, no arrow functions or let/const.
    expect(script.replace(/^\/\/.*$/gm, '')).not.toMatch(/=>|\blet\b|\bconst\b|`/);
    new Function(script)();
    expect(document.getElementById('root')!.textContent).toContain('This version of Word shows add-ins in an old browser that Ibid cannot run in.');
  });
});
