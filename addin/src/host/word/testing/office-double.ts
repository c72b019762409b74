/// <reference types="office-js" />
/**
 * office.js as the browser tests serve it in place of Microsoft's (which needs Word around it): the globals the task
 * pane reads (`Office.onReady`, `Office.context`, `Word.run`) over the fake Word's document model: a new Ibid paper's
 * document (paper-document.ts) with the properties the test seeds, or a plain document (`window.ibidWordSeed`, set
 * before the page loads),
 * left on `window.ibidWord` for the test to read. Bundled into one script by tests/word/office-double-script.ts.
 */
import { FakeWordModel, paragraph } from './fake-word-model';
import { wordPaperDocument, type WordPaperOptions } from './paper-document';

export interface WordSeed extends WordPaperOptions {
  platform?: string;
  /** A document that is no Ibid paper yet: one paragraph of this text, no properties. */
  plainText?: string;
}

/** A dialog the pane opened: its address and size. */
export interface OpenedDialog {
  url: string;
  height: number;
  width: number;
}

declare global {
  interface Window {
    ibidWordSeed: WordSeed;
    ibidWord: FakeWordModel;
    ibidDialogs: OpenedDialog[];
  }
}

const seed = window.ibidWordSeed;
const { body, properties, text, styles } = seed.plainText === undefined ? wordPaperDocument(seed) : { body: [paragraph(seed.plainText)], properties: {}, text: undefined, styles: undefined };
const word = new FakeWordModel(body, properties, { caret: text && { paragraph: text }, styles });
word.platform = seed.platform ?? 'PC';
window.ibidWord = word;
window.ibidDialogs = [];

const ready = { host: 'Word', platform: word.platform };
const office = {
  onReady: (callback?: (info: typeof ready) => unknown) => {
    callback?.(ready);
    return Promise.resolve(ready);
  },
  context: {
    ...word.commonContext(),
    diagnostics: { version: '16.0.17928.20114' },
    ui: {
      displayDialogAsync: (url: string, options: { height: number; width: number }, callback: (result: unknown) => void) => {
        window.ibidDialogs.push({ url, height: options.height, width: options.width });
        callback({ status: 'succeeded', value: { addEventHandler: () => undefined, close: () => undefined } });
      },
    },
  },
};
Object.assign(window, { Office: office, Word: { run: word.run } });
