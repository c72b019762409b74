/** Microsoft's address for office.js, which taskpane.html loads first; the tests answer it with the double. */
export declare const OFFICE_JS_URL: string;
/** The office.js double bundled into one classic script. */
export declare function officeDoubleScript(): Promise<string>;
