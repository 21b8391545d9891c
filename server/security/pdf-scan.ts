import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PDF_PARSE_LIMITS } from './pdf-bounded-parser';
import type { PdfProblem } from './pdf-content';
import type { PdfScanAnswer, PdfScanRequest } from './pdf-scan-worker';

/**
 * Uploaded PDFs are parsed on a thread of their own, one at a time: a crafted file can hold a
 * parser for the whole of its time budget in one synchronous stretch, and build objects by the
 * million. On the request's thread that would stop every other answer for seconds and could run
 * the worker process out of heap; here it stops only the PDF thread, which has a heap bound of its
 * own, is ended when it overruns and is started again (docs/decisions/054).
 */
const LIMITS = {
  /** The parser stops itself at its own budget; past twice that the thread is ended. */
  scanMilliseconds: PDF_PARSE_LIMITS.milliseconds * 2,
  /** Starting the thread (loading pdf-lib; through tsx, in development and tests, much longer). */
  startMilliseconds: 60_000,
  heapMb: 256,
  /** pdf-lib keeps every name it reads for the life of its thread: a fresh thread after this many files. */
  filesPerThread: 50,
} as const;

interface Thread {
  worker: Worker;
  ready: Promise<void>;
  files: number;
}

let thread: Thread | null = null;
let queue: Promise<unknown> = Promise.resolve();
let lastId = 0;

/** The problem with an uploaded PDF, or null; files are checked in the order they come. */
export function checkPdfContent(data: Buffer): Promise<PdfProblem | null> {
  const scan = queue.then(() => scanOne(data));
  queue = scan.catch(() => undefined);
  return scan;
}

async function scanOne(data: Buffer): Promise<PdfProblem | null> {
  const current = liveThread();
  await current.ready;
  return new Promise((resolve) => {
    const id = (lastId += 1);
    const finish = (problem: PdfProblem | null, retire: boolean) => {
      clearTimeout(timer);
      current.worker.off('message', onMessage);
      current.worker.off('exit', onExit);
      if (retire) retireThread(current);
      resolve(problem);
    };
    const onMessage = (answer: PdfScanAnswer) => {
      if (!('id' in answer) || answer.id !== id) return;
      current.files += 1;
      finish(answer.problem, current.files >= LIMITS.filesPerThread);
    };
    // Out of heap, or ended: the file could not be read within the bounds.
    const onExit = () => finish('pdfUnreadable', true);
    const timer = setTimeout(() => finish('pdfUnreadable', true), LIMITS.scanMilliseconds);
    current.worker.on('message', onMessage);
    current.worker.once('exit', onExit);
    // A copy of exactly the file's bytes (a Buffer may be a view into a larger shared one).
    current.worker.postMessage({ id, bytes: new Uint8Array(data) } satisfies PdfScanRequest);
  });
}

function liveThread(): Thread {
  if (thread) return thread;
  const { script, isSource } = workerScript();
  const worker = new Worker(script, { eval: isSource, resourceLimits: { maxOldGenerationSizeMb: LIMITS.heapMb } });
  // The thread never keeps the server from exiting; a scan in progress keeps it by its timer.
  worker.unref();
  const started: Thread = {
    worker,
    files: 0,
    ready: new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the PDF worker did not start')), LIMITS.startMilliseconds);
      timer.unref();
      worker.on('message', (answer: PdfScanAnswer) => {
        if ('ready' in answer) {
          clearTimeout(timer);
          resolve();
        }
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    }),
  };
  started.ready.catch(() => retireThread(started));
  worker.on('error', () => retireThread(started));
  worker.once('exit', () => retireThread(started));
  thread = started;
  return started;
}

function retireThread(old: Thread): void {
  if (thread === old) thread = null;
  void old.worker.terminate();
}

/**
 * The worker's script: in a build, pdf-scan-worker.js beside the server's entry (or one folder up
 * from a chunk); from source (tsx in development, vitest), its TypeScript through tsx's loader,
 * which a thread has to register for itself.
 */
function workerScript(): { script: string; isSource: boolean } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const source = new URL('./pdf-scan-worker.ts', here).href;
    return {
      script: `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`,
      isSource: true,
    };
  }
  const folder = path.dirname(fileURLToPath(here));
  for (const candidate of [folder, path.dirname(folder)]) {
    const file = path.join(candidate, 'pdf-scan-worker.js');
    if (existsSync(file)) return { script: file, isSource: false };
  }
  throw new Error('pdf-scan-worker.js is missing from the build');
}
