// Functions passed to page.evaluate run in the page: they are typed against the DOM.
/// <reference lib="dom" />
/**
 * What a user looks for on a screen, as puppeteer selectors: elements by role and accessible name (the spec's
 * labels), text by its words. Locators wait until the element is there, visible, enabled and still.
 */
import type { Page } from 'puppeteer-core';

/** An element by its ARIA role and exact accessible name, e.g. `aria('button', 'Log In')`. */
export const aria = (role: string, name: string) => `::-p-aria([name=${JSON.stringify(name)}][role="${role}"])`;

/** The smallest element whose text contains `words`. */
export const text = (words: string) => `::-p-text(${JSON.stringify(words)})`;

export const button = (name: string) => aria('button', name);
export const heading = (name: string) => aria('heading', name);

/** Types `value` into the box labelled `label` (a text box unless `role` says e.g. searchbox), replacing what it held. */
export async function fill(page: Page, label: string, value: string, role = 'textbox'): Promise<void> {
  await page.locator(aria(role, label)).fill(value);
}

/**
 * Replaces what the text box labelled `label` holds as a user does: select all, delete, type. For a box that comes
 * filled in (an account's name, a default number), where `fill` may add to what is there.
 */
export async function retype(page: Page, label: string, value: string): Promise<void> {
  await click(page, aria('textbox', label));
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(value);
}

export async function click(page: Page, selector: string): Promise<void> {
  await page.locator(selector).click();
}

/**
 * Waits until `selector` is shown (present is not enough: a closed dialog's text may linger hidden). Not a locator:
 * a locator keeps the first element it found and waits for that one to show, forever if React replaces it.
 */
export async function see(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true });
}

/** Waits until the address bar shows `path` (a pathname, or a pattern for one). */
export async function at(page: Page, path: string | RegExp): Promise<void> {
  const pattern = typeof path === 'string' ? `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : path.source;
  await page.waitForFunction((source) => new RegExp(source).test(window.location.pathname), {}, pattern).catch((e: unknown) => {
    throw new Error(`Expected to arrive at ${path}, but the page stayed at ${new URL(page.url()).pathname}`, { cause: e });
  });
}

/** Signs in on the Login screen. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await see(page, heading('Log in with your email'));
  await fill(page, 'Email', email);
  await fill(page, 'Password', password);
  await click(page, button('Log In'));
}
