import { Writable } from 'node:stream';
import type { Response } from 'express';

/**
 * Forwards React's stream to the response and writes the document's tail at the end. React writes
 * its output in small pieces (a few KB each) and calls `flush()` after each batch: the pieces of a
 * batch go to the response as one write (each write costs a compression call of its own), and
 * `flush()` makes `compression` send the batch at once.
 */
const MAX_PENDING_BYTES = 64 * 1024;

export class HtmlWritable extends Writable {
  private readonly captured: Buffer[] | null;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  /** `capture`, when given, receives the whole body (head written before included) once it is complete. */
  constructor(
    private readonly res: Response,
    private readonly tail: () => string,
    private readonly capture?: { head: string; done: (body: Buffer) => void },
  ) {
    super();
    this.captured = capture ? [Buffer.from(capture.head)] : null;
    res.on('close', () => this.destroy());
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.captured?.push(chunk);
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes < MAX_PENDING_BYTES || this.writePending()) callback();
    else this.res.once('drain', () => callback());
  }

  /** Writes what is pending as one chunk; false when the response asks to wait (backpressure). */
  private writePending(): boolean {
    if (this.pending.length === 0) return true;
    const chunk = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    return this.res.write(chunk);
  }

  override _final(callback: (error?: Error | null) => void): void {
    const tail = this.tail();
    this.writePending();
    this.res.end(tail);
    if (this.captured && this.capture) {
      this.captured.push(Buffer.from(tail));
      this.capture.done(Buffer.concat(this.captured));
    }
    callback();
  }

  flush(): void {
    if (this.res.writableEnded) return;
    this.writePending();
    (this.res as Response & { flush?: () => void }).flush?.();
  }
}
