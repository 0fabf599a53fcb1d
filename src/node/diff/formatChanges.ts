// The list of changes as the terminal, a Markdown file or a program reads it. Pure.
import { changeLevels, type ChangeLevel, type SpecChange } from './diffSpecs.js';

export type ChangeFormat = 'text' | 'json' | 'markdown';

const headings: Record<ChangeLevel, string> = {
  breaking: 'Breaking changes',
  addition: 'Additions',
  deprecation: 'Deprecations',
  change: 'Other changes',
};

/** Changes grouped by level (breaking first), then by operation, in the order diffSpecs found them. */
function groups(changes: SpecChange[]): { level: ChangeLevel; operations: Map<string, SpecChange[]> }[] {
  return changeLevels
    .map((level) => {
      const operations = new Map<string, SpecChange[]>();
      for (const change of changes.filter((c) => c.level === level)) {
        const key = change.operation ?? '';
        operations.set(key, [...(operations.get(key) ?? []), change]);
      }
      return { level, operations };
    })
    .filter((group) => group.operations.size > 0);
}

export function countChanges(changes: SpecChange[]): Record<ChangeLevel, number> {
  return Object.fromEntries(changeLevels.map((level) => [level, changes.filter((c) => c.level === level).length])) as Record<ChangeLevel, number>;
}

function summary(changes: SpecChange[]): string {
  if (!changes.length) return 'No changes.';
  const counts = countChanges(changes);
  return changeLevels.filter((level) => counts[level]).map((level) => `${counts[level]} ${headings[level].toLowerCase().replace(/s$/, counts[level] === 1 ? '' : 's')}`).join(', ') + '.';
}

export function formatChanges(changes: SpecChange[], format: ChangeFormat, titles: { before: string; after: string }): string {
  if (format === 'json') return JSON.stringify({ before: titles.before, after: titles.after, counts: countChanges(changes), changes }, null, 2) + '\n';
  const lines: string[] = [];
  if (format === 'markdown') {
    lines.push(`# Changes from ${titles.before} to ${titles.after}`, '', summary(changes));
    for (const { level, operations } of groups(changes)) {
      lines.push('', `## ${headings[level]}`);
      for (const [operation, list] of operations) {
        if (operation) lines.push('', `### \`${operation}\``, '');
        else lines.push('');
        for (const change of list) lines.push(`- ${change.message}`);
      }
    }
    return lines.join('\n') + '\n';
  }
  // Text: backticks only help Markdown readers.
  const plain = (s: string) => s.replace(/`/g, '');
  lines.push(`${titles.before} → ${titles.after}: ${summary(changes)}`);
  for (const { level, operations } of groups(changes)) {
    lines.push('', `${headings[level]}:`);
    for (const [operation, list] of operations) {
      if (operation) lines.push(`  ${operation}`);
      for (const change of list) lines.push(`${operation ? '    ' : '  '}- ${plain(change.message)}`);
    }
  }
  return lines.join('\n') + '\n';
}
