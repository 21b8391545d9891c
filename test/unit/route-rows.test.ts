import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ROUTE_ROWS,
  SECTION_ROWS,
  inSitemap,
  isRouteKey,
  rowByKey,
  rowByPath,
  type RouteKey,
} from '../../src/route-rows';
import { headerSections, sections } from '../../src/lib/sections';

const common = (locale: string) =>
  JSON.parse(readFileSync(`locales/${locale}/common.json`, 'utf8')) as {
    routes: Record<string, string>;
    nav: Record<string, string>;
  };

describe('route rows (src/route-rows.ts)', () => {
  it('a mistyped route key does not compile', () => {
    // Never called: the point is the compiler's verdict (tsc --noEmit covers test/).
    const typo = () => {
      // @ts-expect-error 'homme' is not a key of the route rows
      rowByKey('homme');
    };
    const known: RouteKey = 'contactus';
    expect(typeof typo).toBe('function');
    expect(rowByKey(known).path).toBe('/contactus');
    expect(() => rowByKey('homme' as RouteKey)).toThrow(/no route homme/);
  });

  it('keys and paths are unique; each row names a page module that exists', () => {
    expect(new Set(ROUTE_ROWS.map((row) => row.key)).size).toBe(ROUTE_ROWS.length);
    expect(new Set(ROUTE_ROWS.map((row) => row.path)).size).toBe(ROUTE_ROWS.length);
    for (const row of ROUTE_ROWS) expect(existsSync(`src/pages/${row.page}.tsx`), row.page).toBe(true);
  });

  it('every route has a title in both languages, every section a label', () => {
    for (const locale of ['ar', 'en']) {
      const words = common(locale);
      for (const row of ROUTE_ROWS) expect(words.routes[row.key], `${locale} routes.${row.key}`).toBeTruthy();
      for (const section of SECTION_ROWS) expect(words.nav[section.key], `${locale} nav.${section.key}`).toBeTruthy();
    }
  });

  it('navigation membership is a column: sections list their nav rows in row order, the first is the section link', () => {
    const about = sections.find((section) => section.key === 'about')!;
    expect(about.home).toBe('about');
    expect(about.items).toContain('questions');
    expect(about.items).not.toContain('pagesTest');
    const media = sections.find((section) => section.key === 'media')!;
    expect(media).toMatchObject({ home: 'news', items: ['news', 'reports', 'images', 'videos', 'messages'] });
    expect(headerSections).not.toContain('giving');
    expect(headerSections[0]).toBe('home');
    for (const section of sections) {
      for (const key of section.items) expect(rowByKey(key).section).toBe(section.key);
    }
  });

  it('sitemap membership: static paths unless a row opts out', () => {
    const listed = ROUTE_ROWS.filter(inSitemap).map((row) => row.key);
    expect(listed).toContain('about');
    for (const key of ['pagesTest', 'cartTest', 'paid', 'homeAlias', 'newsItem', 'program'] as const)
      expect(listed).not.toContain(key);
  });

  it('looks rows up by path and narrows runtime strings', () => {
    expect(rowByPath('/news')?.key).toBe('news');
    expect(rowByPath('/news/7')).toBeUndefined();
    expect(isRouteKey('news')).toBe(true);
    expect(isRouteKey('fixtureOk')).toBe(false);
  });

  it('needs no bundler: the module imports nothing', () => {
    const source = readFileSync('src/route-rows.ts', 'utf8');
    expect(source).not.toMatch(/^import /m);
    expect(source).not.toContain('import.meta');
  });
});

/** Every .ts/.tsx file under a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('layers', () => {
  it('nothing under src/components imports from src/app', () => {
    const offenders = sourceFiles('src/components').filter((file) => {
      const source = readFileSync(file, 'utf8');
      const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]);
      return specifiers.some((specifier) => {
        const target = specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : specifier.startsWith('#src/')
            ? path.resolve('src', specifier.slice(5))
            : null;
        return (
          target !== null &&
          (target === path.resolve('src/app') || target.startsWith(path.resolve('src/app') + path.sep))
        );
      });
    });
    expect(offenders).toEqual([]);
  });
});
