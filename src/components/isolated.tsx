import { Fragment, type ReactNode } from 'react';

/*
 * Text a visitor typed (a name, a gift message) can be in any script. Set inside an Arabic sentence
 * without isolation, the bidi algorithm reorders its Latin words, quotes and "&" with the
 * surrounding text («إلى Sara & "Ali"» comes out scrambled). Every place that shows such text
 * wraps it: <bdi> in the page, U+2068…U+2069 (first-strong isolate) in plain strings such as a
 * toast, a title or an aria-label, which is the same rule in characters.
 */

const OPEN = '\uE000';
const CLOSE = '\uE001';

/** Plain-text isolation, for strings that cannot hold an element (toasts, titles, labels). */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A translated sentence whose `user` values (typed by a visitor) are each set in a <bdi>: they
 * are passed to i18next as markers, and the markers are swapped for elements afterwards.
 */
export function TranslatedWithUserText({ t, i18nKey, values = {}, user }: { t: Translate; i18nKey: string; values?: Record<string, unknown>; user: Record<string, ReactNode> }) {
  const names = Object.keys(user);
  const markers = Object.fromEntries(names.map((name, index) => [name, `${OPEN}${index}${CLOSE}`]));
  const text = t(i18nKey, { ...values, ...markers });
  const parts = text.split(new RegExp(`${OPEN}(\\d+)${CLOSE}`));
  const out: ReactNode[] = parts.map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const name = names[Number(part)];
    return <bdi key={index}>{name === undefined ? '' : user[name]}</bdi>;
  });
  return <>{out}</>;
}
