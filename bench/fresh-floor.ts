/**
 * What any fresh render of a page must spend, whatever the code around it (docs/decisions/048):
 * - React writing the page's elements: the captured HTML rebuilt as plain React elements (no
 *   components, hooks, texts, data or state work) and streamed by renderToPipeableStream, as the
 *   server streams, into a sink;
 * - gzip of the page's bytes, at level 1 (the fastest) and at level 4 (what streamed HTML uses).
 * The bare server sends stored bytes, so neither is in its figure. Run as its own process with
 * NODE_ENV=production (React's production build): `node --import tsx bench/fresh-floor.ts FILE`,
 * FILE holding `[{ path, html }]`; prints one JSON line of `{ path, elements, reactUs, gzip1Us, gzip4Us }`.
 */
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { createElement, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { DomUtils, parseDocument } from 'htmlparser2';

type ChildNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<ChildNode, { attribs: unknown }>;
const isElement = (node: ChildNode): node is Element => 'attribs' in node;

/** Renders per batch; the figure is the fastest of the batches. */
const RUNS = 100;
const BATCHES = 5;
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Attributes React knows under another name. */
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  tabindex: 'tabIndex',
  fetchpriority: 'fetchPriority',
};

function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const at = declaration.indexOf(':');
    if (at === -1) continue;
    const name = declaration.slice(0, at).trim();
    // Custom properties keep their name; the rest in React's camelCase.
    style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] =
      declaration.slice(at + 1).trim();
  }
  return style;
}

function toReact(node: ChildNode, key: number): ReactNode {
  if (node.type === 'text' && 'data' in node) return node.data;
  if (!isElement(node)) return null;
  const element: Element = node;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(element.attribs)) {
    if (name === 'style') props.style = styleObject(value);
    else props[PROP_NAMES[name] ?? name] = value;
  }
  if (element.name === 'script' || element.name === 'style') {
    const text = DomUtils.textContent(element);
    if (text) props.dangerouslySetInnerHTML = { __html: text };
    return createElement(element.name, props);
  }
  if (VOID.has(element.name)) return createElement(element.name, props);
  return createElement(element.name, props, ...element.children.map(toReact));
}

function countElements(nodes: ChildNode[]): number {
  return nodes.reduce((sum, node) => sum + (isElement(node) ? 1 + countElements(node.children) : 0), 0);
}

function renderOnce(tree: ReactNode): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    sink.on('finish', resolve);
    const stream = renderToPipeableStream(tree, { onAllReady: () => stream.pipe(sink), onError: reject });
  });
}

/** Per call, the fastest of BATCHES batches after a warm-up: other load on the machine only ever adds. */
async function microseconds(runs: number, work: () => unknown): Promise<number> {
  for (let index = 0; index < runs; index += 1) await work();
  let fastest = Infinity;
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const started = process.hrtime.bigint();
    for (let index = 0; index < runs; index += 1) await work();
    fastest = Math.min(fastest, Number(process.hrtime.bigint() - started) / runs / 1000);
  }
  return fastest;
}

/** One page's floor, as this script prints it. */
export interface Floor {
  path: string;
  elements: number;
  reactUs: number;
  gzip1Us: number;
  gzip4Us: number;
}

const pages = JSON.parse(readFileSync(process.argv[2], 'utf8')) as { path: string; html: string }[];
const results: Floor[] = [];
for (const { path, html } of pages) {
  const parsed = parseDocument(html, { lowerCaseAttributeNames: false, lowerCaseTags: false });
  const root = parsed.children.find(isElement);
  if (!root) throw new Error(`${path}: no <html> element in the captured page`);
  const tree = toReact(root, 0);
  const bytes = Buffer.from(html, 'utf8');
  results.push({
    path,
    elements: countElements([root]),
    reactUs: await microseconds(RUNS, () => renderOnce(tree)),
    gzip1Us: await microseconds(RUNS, () => gzipSync(bytes, { level: 1 })),
    gzip4Us: await microseconds(RUNS, () => gzipSync(bytes, { level: 4 })),
  });
}
process.stdout.write(`${JSON.stringify(results)}\n`);
