/** The classes a paper may be associated with (purchase-and-paper-creation §3 Class, §5 class association). */

/** The spec's Class: classID, name, teacherName, isArchived. */
export interface PaperClass {
  classID: number;
  name: string;
  teacherName: string;
  isArchived: boolean;
}

/** The classes a creation form offers for what is typed: not archived, the name containing the text (any case). */
export function offeredClasses<C extends PaperClass>(classes: readonly C[], typed: string): C[] {
  const text = typed.trim().toLowerCase();
  return classes.filter((c) => !c.isArchived && c.name.toLowerCase().includes(text));
}
