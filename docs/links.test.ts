// Every relative link of the repository's Markdown files leads to a file inside the repository, and an #anchor to
// a heading of the file it names: a reader who follows a link from the README or a docs page never lands nowhere.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const skipped = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'coverage']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The text outside fenced code blocks. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** The text outside code, where a bracket is no link. */
function prose(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '');
}

/** The targets of inline links and images, `[text](target "title")`, and of reference definitions, `[id]: target`. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]);
  return [...inline, ...references];
}

/** GitHub's anchors of a file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const m of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = m[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_~`]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .replace(/\s/g, '-');
    const repeat = seen.get(slug) ?? 0;
    seen.set(slug, repeat + 1);
    found.add(repeat === 0 ? slug : `${slug}-${repeat}`);
  }
  return found;
}

/** What is wrong with one link of `file`, or null when it resolves. */
function brokenLink(file: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // https:, mailto: and the like lead outside
  const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
  const path = decodeURIComponent(pathPart);
  const resolved = path === '' ? file : path.startsWith('/') ? join(root, path) : resolve(dirname(file), path);
  const inside = relative(root, resolved);
  if (inside.startsWith('..') || inside.split(sep).some((part) => skipped.has(part))) return 'leads outside the repository';
  if (!existsSync(resolved)) return 'names no file';
  if (anchor === undefined || anchor === '') return null;
  if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return 'has an anchor into a file without headings';
  return anchors(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor).toLowerCase()) ? null : 'names no heading';
}

describe('links in the Markdown files', () => {
  const files = markdownFiles(root);

  it('finds the README and the docs', () => {
    const names = files.map((f) => relative(root, f));
    expect(names).toContain('README.md');
    expect(names).toContain(join('docs', 'performance.md'));
  });

  it.each(files.map((f) => [relative(root, f), f]))('%s: every relative link resolves inside the repository', (_name, file) => {
    const broken = linkTargets(readFileSync(file, 'utf8'))
      .map((target) => ({ target, problem: brokenLink(file, target) }))
      .filter((l) => l.problem !== null)
      .map((l) => `${l.target} ${l.problem}`);
    expect(broken).toEqual([]);
  });
});

describe('a link', () => {
  const page = join(root, 'docs', 'performance.md');
  it('resolves to a file, a folder or a heading, and to nothing else', () => {
    expect(brokenLink(page, 'engine.md')).toBeNull();
    expect(brokenLink(page, '../packages/engine')).toBeNull();
    expect(brokenLink(page, 'https://example.org/nowhere.md')).toBeNull();
    expect(brokenLink(page, 'nowhere.md')).toBe('names no file');
    expect(brokenLink(page, '../../outside.md')).toBe('leads outside the repository');
    expect(brokenLink(page, 'engine.md#command-line-kingside')).toBeNull();
    expect(brokenLink(page, 'engine.md#no-such-heading')).toBe('names no heading');
  });
});

describe('heading anchors', () => {
  it('follow GitHub: punctuation dropped, spaces as hyphens, a repeated heading numbered', () => {
    expect([...anchors('# Pairing: the Dutch system\n## FIDE mode (C.04.1)\n## Notes\n## Notes\n```\n# not a heading\n```')]).toEqual([
      'pairing-the-dutch-system',
      'fide-mode-c041',
      'notes',
      'notes-1',
    ]);
  });
});
