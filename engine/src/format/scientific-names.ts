/**
 * Scientific names in a title are set in italics (APA 6.22, CMOS 8.119, which MLA and Turabian follow), which the
 * metadata of imports, lookups and pages drops. A name is a capitalised genus and a species epithet: a lower-case
 * word with a Latin ending that is not English ("Brachiosaurus altithorax", "Dermochelys coriacea"), in a title
 * otherwise English. A name of software or a firm beside an English word ("Kotlin coroutines", "Trump era") is not
 * one, nor is a phrase of a title in another language. Title case then keeps the epithet lower case (title-case.ts).
 */
import { englishWordCase } from './english-word-case.js';

const BINOMIAL = /(^|[\s(])(\p{Lu}\p{Ll}{2,}) (\p{Ll}{2,}(?:us|um|a|ae|ii?|is|[aeioy]x|[ae]ns|or|er|oides))(?=$|[\s),.;:?!])/gu;
const WORD = /\p{L}{4,}/gu;

/** Whether most words of four letters or more outside the names are English (shorter ones are shared by many languages: "die", "der"). */
function mostlyEnglish(named: string): boolean {
  const words = named.replace(/<i>.*?<\/i>/g, '').match(WORD) ?? [];
  return words.filter((word) => englishWordCase(word) !== undefined).length * 3 >= words.length * 2;
}

/** The title with the scientific names it holds in italics; as it is when it has markup of its own. */
export function italicScientificNames(title: string): string {
  if (title.includes('<')) return title;
  const named = title.replace(BINOMIAL, (name: string, before: string, genus: string, epithet: string) =>
    englishWordCase(epithet) === undefined ? `${before}<i>${genus} ${epithet}</i>` : name,
  );
  return named !== title && mostlyEnglish(named) ? named : title;
}
