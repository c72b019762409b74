/** What reading a .docx could not carry into the paper, each said once, in the order met. */
export class Warnings {
  private readonly seen = new Set<string>();

  add(message: string): void {
    this.seen.add(message);
  }

  list(): string[] {
    return [...this.seen];
  }
}
