/// <reference types="office-js" />
/**
 * What WordHost asks of office-js besides a `Word.run` batch: the requirement sets a feature needs (checked at run
 * time: the manifest asks only WordApi 1.3), the platform (Word on the web has limits, word-addin §4), and the
 * document's bytes (`getFileAsync`, compressed: the .docx, read in slices).
 */

/** The office-js namespaces WordHost works through; the tests hand it a fake of each. */
export interface OfficeApis {
  word: Pick<typeof Word, 'run'>;
  office: OfficeCommon;
}

/** The part of the common api (`Office`) WordHost reads. */
export interface OfficeCommon {
  context: {
    platform: Office.PlatformType | string;
    requirements: { isSetSupported(name: string, minVersion?: string): boolean };
    document: Pick<Office.Document, 'getFileAsync' | 'addHandlerAsync' | 'removeHandlerAsync'>;
  };
}

/** Requirement sets beyond the manifest's WordApi 1.3, by the feature that needs them. */
export const WORD_API = {
  /** Custom XML parts through `Word.Document.customXmlParts`, bookmarks. */
  paperData: '1.4',
  /** `Range.insertField` (the table of contents as a field), footnotes (Turabian's notes). */
  fields: '1.5',
} as const;

export const supports = (office: OfficeCommon, version: string) => office.context.requirements.isSetSupported('WordApi', version);

export const isWordOnline = (office: OfficeCommon) => String(office.context.platform) === 'OfficeOnline';

/** Office's `Compressed` file type, by value: the namespace's enum is not there outside Office. */
const COMPRESSED = 'compressed' as unknown as Office.FileType;
/** 4 MB slices, office-js's largest. */
const SLICE_SIZE = 4 * 1024 * 1024;

const settle = <T>(call: (callback: (result: Office.AsyncResult<T>) => void) => void) =>
  new Promise<T>((resolve, reject) =>
    call((result) => (String(result.status) === 'succeeded' ? resolve(result.value) : reject(new Error(result.error?.message ?? 'office-js call failed')))),
  );

/** The open document as .docx bytes, slice by slice; the file is closed whatever happens (Word allows two open). */
export async function documentBytes(office: OfficeCommon): Promise<Uint8Array> {
  const file = await settle<Office.File>((done) => office.context.document.getFileAsync(COMPRESSED, { sliceSize: SLICE_SIZE }, done));
  try {
    const slices: Uint8Array[] = [];
    for (let index = 0; index < file.sliceCount; index += 1) {
      const slice = await settle<Office.Slice>((done) => file.getSliceAsync(index, done));
      slices.push(new Uint8Array(slice.data as ArrayLike<number>));
    }
    const bytes = new Uint8Array(slices.reduce((size, slice) => size + slice.length, 0));
    let at = 0;
    for (const slice of slices) {
      bytes.set(slice, at);
      at += slice.length;
    }
    return bytes;
  } finally {
    file.closeAsync();
  }
}

/** Bytes as base64, for `createDocument` and `insertInlinePictureFromBase64`. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}
