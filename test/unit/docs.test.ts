import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository explains itself from inside: its docs and the code's citations of them hold. */

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

const CODE_DIRS = ['src', 'server', 'scripts', 'bench', 'test'];
const code = CODE_DIRS.flatMap((dir) => filesUnder(dir, (file) => /\.(ts|tsx|js|css)$/.test(file)));
const docs = ['README.md', ...filesUnder('docs', (file) => file.endsWith('.md'))];
const anchors = new Set(
  [...readFileSync('docs/behaviour.md', 'utf8').matchAll(/<a id="([A-Za-z0-9-]+)"><\/a>/g)].map((match) => match[1]),
);

describe('docs/behaviour.md', () => {
  it('has its rule anchors, each once', () => {
    const all = [...readFileSync('docs/behaviour.md', 'utf8').matchAll(/<a id="(B-[A-Z]+-\d+)"><\/a>/g)].map(
      (match) => match[1],
    );
    expect(all.length).toBeGreaterThan(40);
    expect(new Set(all).size).toBe(all.length);
  });

  it('every anchor the code or the docs cite exists', () => {
    const missing: string[] = [];
    for (const file of [...code, ...docs]) {
      for (const match of readFileSync(file, 'utf8').matchAll(/behaviour\.md#(B-[A-Z]+-\d+|[a-z][a-z-]*)/g)) {
        if (!anchors.has(match[1])) missing.push(`${file}: #${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("the code cites the repository's own docs", () => {
  // Spelled in pieces so that this file does not match itself (nor a plain grep for the names).
  const FORBIDDEN = new RegExp(`${['SP', 'EC'].join('')}|${['ARCHI', 'TECTURE'].join('')}|\\b[Ii]ssues? #?\\d+`);

  it('no source, script, bench or test file names the original spec or design files, or an issue number', () => {
    const found: string[] = [];
    for (const file of code) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (FORBIDDEN.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});

describe('links inside the repository', () => {
  it('markdown links in README and docs point at files that exist, never outside the repository', () => {
    const broken: string[] = [];
    for (const file of docs) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
        const target = match[1];
        if (/^(https?:|mailto:)/.test(target)) continue;
        const resolved = path.normalize(path.join(path.dirname(file), target));
        if (resolved.startsWith('..') || !existsSync(resolved)) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('docs and decision records the code names exist', () => {
    const missing: string[] = [];
    for (const file of code) {
      for (const match of readFileSync(file, 'utf8').matchAll(/docs\/[\w./-]+\.md/g)) {
        if (!existsSync(match[0])) missing.push(`${file}: ${match[0]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the map is true', () => {
  it('every file or folder that architecture.md, behaviour.md and README name in code spans exists', () => {
    const missing: string[] = [];
    for (const doc of ['docs/architecture.md', 'docs/behaviour.md', 'README.md']) {
      for (const match of readFileSync(doc, 'utf8').matchAll(
        /`((?:src|server|test|bench|scripts|locales|docs|public)\/[^`\s#]*)`/g,
      )) {
        const named = match[1].replace(/\/$/, '');
        if (/[<>*{}…]/.test(named)) continue;
        if (!existsSync(named)) missing.push(`${doc}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('decision records', () => {
  // The records themselves; the folder also holds its index (README.md) and the records' appendices.
  const records = filesUnder('docs/decisions', (file) => /^\d{3}-.+\.md$/.test(path.basename(file))).filter(
    (file) => path.dirname(file) === path.join('docs', 'decisions'),
  );

  it('each has a title, a Date and a Status (and says what replaced it when superseded)', () => {
    const problems: string[] = [];
    for (const file of records) {
      const text = readFileSync(file, 'utf8');
      if (!/^# \d{3}\b/.test(text)) problems.push(`${file}: title`);
      if (!/^Date: \d{4}-\d{2}-\d{2}/m.test(text)) problems.push(`${file}: Date`);
      const status = /^Status: (.+)$/m.exec(text)?.[1] ?? '';
      if (!/^(proposed|accepted|superseded|deprecated)\b/.test(status)) problems.push(`${file}: Status`);
      if (status.startsWith('superseded') && !/^Superseded by: .*\d{3}/m.test(text))
        problems.push(`${file}: Superseded by`);
    }
    expect(problems).toEqual([]);
  });

  it('numbers are unique', () => {
    const numbers = records.map((file) => path.basename(file).slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('the index lists every record, and every appendix is linked from its record', () => {
    const index = readFileSync('docs/decisions/README.md', 'utf8');
    const unlisted = records.map((file) => path.basename(file)).filter((name) => !index.includes(`](${name})`));
    expect(unlisted).toEqual([]);
    const unlinked = filesUnder('docs/decisions/appendix', (file) => file.endsWith('.md')).filter((file) => {
      const name = path.basename(file);
      const record = records.find((candidate) => path.basename(candidate).startsWith(name.slice(0, 4)));
      return !record || !readFileSync(record, 'utf8').includes(`(appendix/${name})`);
    });
    expect(unlinked).toEqual([]);
  });
});
