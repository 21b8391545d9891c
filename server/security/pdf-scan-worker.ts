import { parentPort } from 'node:worker_threads';
import { inspectPdf } from './pdf-content';

/**
 * The PDF worker's thread (started by pdf-scan.ts; built as dist/server/pdf-scan-worker.js): checks
 * one file at a time, in order, and answers each by its number.
 */
export interface PdfScanRequest {
  id: number;
  bytes: Uint8Array;
}

export type PdfScanAnswer = { ready: true } | { id: number; problem: Awaited<ReturnType<typeof inspectPdf>> };

// pdf-lib warns on the console about what it meets in a file; those lines are the sender's bytes, not the site's log.
console.warn = () => undefined;

const port = parentPort;
if (port) {
  port.on('message', (request: PdfScanRequest) => {
    // inspectPdf does not throw; were it to, the file is unreadable rather than left to the time limit.
    void inspectPdf(request.bytes)
      .catch(() => 'pdfUnreadable' as const)
      .then((problem) => port.postMessage({ id: request.id, problem } satisfies PdfScanAnswer));
  });
  port.postMessage({ ready: true } satisfies PdfScanAnswer);
}
