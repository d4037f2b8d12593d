import { compileMessageOrThrow, type CompiledIcuChoices, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * What a translation must keep of its source: each placeholder's name and kind, and each select's keys (a plural's
 * categories are the language's own). Sorted, so two messages compare as strings.
 */
export function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (compiled: CompiledMessage) => {
    for (const token of compiled) {
      if (typeof token === 'string') continue;
      const [name, kind, choices] = token;
      found.add(kind ? `${name}:${kind}` : name);
      if (kind === 'plural' || kind === 'select' || kind === 'selectordinal') {
        const options = Object.entries(choices as CompiledIcuChoices).filter((option): option is [string, CompiledMessage] => option[0] !== 'offset');
        if (kind === 'select')
          found.add(
            `${name}:{${options
              .map(([key]) => key)
              .sort()
              .join(',')}}`,
          );
        for (const [, option] of options) walk(option);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...found].sort();
}
