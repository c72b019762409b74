/** The web app's components the extension's popup shares: the reference form, formatted text and the debounce. */
export * from './reference-form';
export * from './formatted-text';
export { useDebounced } from '../state/use-debounced';
