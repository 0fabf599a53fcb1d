// The examples of a compact operation twin: they take what room the rest of the twin leaves, the spec's own examples
// first (they are what its authors chose to show), then those generated from a schema (the schema says what they
// hold), each in page order. Those that do not fit are named in a sentence that links to the page, which shows them.
// Pure.
import type { MediaTypeView } from '../../openapi/createOperationView.js';
import { count, fence } from './twinText.js';

type Example = MediaTypeView['examples'][number];

/** Where a media type's examples go in a twin's lines, and the page's block that shows them. */
export interface ExampleSlot {
  /** Index in the twin's lines (one entry, which becomes the examples' lines). */
  at: number;
  examples: Example[];
  href: string;
}

/** An example as a twin shows it: its label, then the fenced text. */
export function exampleLines(example: Example): string[] {
  const language = example.language === 'markup' ? 'xml' : example.language === 'text' ? '' : example.language;
  return [`${example.label}:`, '', fence(example.text, language), ''];
}

/**
 * Writes the slots' examples into `lines`: as many as fit in `room` characters (the length of `lines` joined), the
 * others named. Returns how many were left out.
 */
export function fillExampleSlots(lines: string[], slots: ExampleSlot[], room: number): number {
  const shown = new Set<Example>();
  for (const slot of slots) lines[slot.at] = slotText(slot, shown);
  let left = room - lines.join('\n').length;
  const candidates = slots.flatMap((s) => s.examples);
  for (const example of [...candidates.filter((e) => !e.generated), ...candidates.filter((e) => e.generated)]) {
    const cost = exampleLines(example).join('\n').length + 1;
    if (cost > left) continue;
    shown.add(example);
    left -= cost;
  }
  for (const slot of slots) lines[slot.at] = slotText(slot, shown);
  return candidates.length - shown.size;
}

function slotText(slot: ExampleSlot, shown: Set<Example>): string {
  const lines = slot.examples.filter((e) => shown.has(e)).flatMap(exampleLines);
  const leftOut = slot.examples.filter((e) => !shown.has(e))
    .map((e) => `${e.generated ? 'the example generated from the schema' : `the example “${e.label}”`} (${count(e.text.length)} characters)`);
  if (leftOut.length) {
    const list = leftOut.length === 1 ? leftOut[0] : `${leftOut.slice(0, -1).join(', ')} and ${leftOut[leftOut.length - 1]}`;
    lines.push(`Left out of this twin for ${leftOut.length === 1 ? 'its' : 'their'} size: ${list}. [The page](${slot.href}) shows ${leftOut.length === 1 ? 'it' : 'them'}.`, '');
  }
  return lines.join('\n');
}
