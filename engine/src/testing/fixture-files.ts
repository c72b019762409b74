/** A fixture file inlined by `import.meta.glob`, by its path; a missing one fails the test naming it. */
export function fixtureText(files: Readonly<Record<string, string>>, path: string): string {
  const text = files[path];
  if (text === undefined) throw new Error(`No fixture ${path}`);
  return text;
}
