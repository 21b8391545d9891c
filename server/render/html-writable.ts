import { Writable } from 'node:stream';
import type { Response } from 'express';

/**
 * Forwards React's stream to the response and writes the document's tail at the end. It exposes
 * `flush()`, which React calls after each chunk, so `compression` sends streamed HTML at once.
 */
export class HtmlWritable extends Writable {
  private readonly captured: Buffer[] | null;

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
    if (this.res.write(chunk)) callback();
    else this.res.once('drain', () => callback());
  }

  override _final(callback: (error?: Error | null) => void): void {
    const tail = this.tail();
    this.res.end(tail);
    if (this.captured && this.capture) {
      this.captured.push(Buffer.from(tail));
      this.capture.done(Buffer.concat(this.captured));
    }
    callback();
  }

  flush(): void {
    (this.res as Response & { flush?: () => void }).flush?.();
  }
}
