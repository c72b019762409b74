/** Figure, table and appendix labels: "Figure 1", "Table 2", "Appendix A", and APA's "Figure A1" inside an appendix. */
import type { CurrentFormatId } from '../formats.js';
import type { ElementLabel } from './layout-types.js';
import type { PaperWalk } from './paper-walk.js';

/**
 * How each format labels figures and numbers those in appendices. APA 7 (7.6, 2.14) numbers an appendix's figures
 * and tables apart with its letter ("Figure A1", the letter A even for a lone appendix); MLA 9 (1.7) writes "Fig." and
 * Turabian 9 (26.2) numbers on through the appendices.
 */
const LABEL_RULES = {
  apa7: { figure: 'Figure', table: 'Table', appendixLetters: true },
  mla9: { figure: 'Fig.', table: 'Table', appendixLetters: false },
  turabian9: { figure: 'Figure', table: 'Table', appendixLetters: false },
} as const satisfies Record<CurrentFormatId, { figure: string; table: string; appendixLetters: boolean }>;

/** "A" to "Z", then "AA", "AB"... so a long appendix list never runs out of labels. */
function letter(index: number): string {
  return (index >= 26 ? letter(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));
}

/** The appendix labels: "Appendix" when there is only one, otherwise "Appendix A", "Appendix B" (APA 2.14, Turabian A.2.3). */
function appendixLabel(index: number, count: number): string {
  return count === 1 ? 'Appendix' : `Appendix ${letter(index)}`;
}

/** Every figure, table and appendix label by node id; a repeated id keeps its first label. */
export function paperLabels(walk: PaperWalk, format: CurrentFormatId): Record<string, ElementLabel> {
  const rules = LABEL_RULES[format];
  const labels: Record<string, ElementLabel> = {};
  const add = (label: ElementLabel) => {
    if (!Object.hasOwn(labels, label.id)) labels[label.id] = label;
  };
  walk.appendices.forEach((id, index) => add({ id, kind: 'appendix', label: appendixLabel(index, walk.appendices.length) }));
  const counters = new Map<string, number>();
  for (const block of walk.blocks) {
    const lettered = rules.appendixLetters && block.appendix !== undefined;
    const series = lettered ? `${block.kind}:${block.appendix}` : block.kind;
    const number = (counters.get(series) ?? 0) + 1;
    counters.set(series, number);
    add({ id: block.id, kind: block.kind, label: `${rules[block.kind]} ${lettered ? letter(block.appendix!) : ''}${number}` });
  }
  return labels;
}
