import { Fragment, type ReactNode } from 'react';

/*
 * The page's side of user-text isolation (the rule: `src/lib/isolate.ts`): <bdi> around text a
 * visitor typed, inside translated sentences.
 */

const OPEN = '\uE000';
const CLOSE = '\uE001';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A translated sentence whose `user` values (typed by a visitor) are each set in a <bdi>: they
 * are passed to i18next as markers, and the markers are swapped for elements afterwards.
 */
export function TranslatedWithUserText({
  t,
  i18nKey,
  values = {},
  user,
}: {
  t: Translate;
  i18nKey: string;
  values?: Record<string, unknown>;
  user: Record<string, ReactNode>;
}) {
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

/**
 * A plain string that carries its isolated parts as U+2068…U+2069 (a message naming a code to type,
 * such as an example reference): each part becomes a <bdi>. Under a field the stylesheet keeps it on
 * one line (forms.css), so a reference never breaks at one of its hyphens.
 */
export function IsolatedText({ text }: { text: string }) {
  const parts = text.split(/\u2068([^\u2068\u2069]*)\u2069/);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 0 ? <Fragment key={index}>{part}</Fragment> : <bdi key={index}>{part}</bdi>,
      )}
    </>
  );
}
