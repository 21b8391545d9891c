import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkFileContent, claimDisagrees } from '../../server/security/file-checks';
import { checkPdfContent } from '../../server/security/pdf-scan';
import {
  handPdf,
  handPdfWith,
  inflationBomb,
  objectStreamBody,
  openActionPdf,
  plainPdf,
  pngSignatureThenHtml,
  realJpeg,
  realPng,
  streamBody,
} from '../helpers/crafted-files';

const SCRIPT = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';

/** The upload kit: files are judged by what a viewer would do with them, read through, never by searching bytes. */
describe('PDF content', () => {
  it('accepts plain PDFs, a link to a web page and a jump to a page when the file opens', async () => {
    expect(await checkPdfContent(await plainPdf())).toBeNull();
    expect(await checkPdfContent(handPdfWith(''))).toBeNull();
    expect(
      await checkPdfContent(
        handPdfWith('/OpenAction [3 0 R /Fit] /AA << /WC 4 0 R >>', '<< /S /URI /URI (https://example.org/report) >>'),
      ),
    ).toBeNull();
  });

  it('unpacks object streams (the parser reads what they hold)', async () => {
    const packed = handPdfWith('/Names 5 0 R', objectStreamBody(5, ['<< /Dests 6 0 R >>', '<< /Names [] >>']));
    expect(await checkPdfContent(packed)).toBeNull();
    const doc = await PDFDocument.load(packed, { updateMetadata: false });
    expect(doc.context.lookup(doc.catalog.get(PDFName.of('Names')))).toBeDefined();
  });

  it.each([
    ['an /OpenAction script written by pdf-lib', () => openActionPdf()],
    [
      'a script named /J#61vaScript',
      async () => handPdfWith('/OpenAction << /S /J#61vaScript /JS (app.alert\\(1\\)) >>'),
    ],
    [
      'a script named with lower-case hex, /#4aavaScript',
      async () => handPdfWith('/OpenAction << /S /#4aavaScript /#4aS (x) >>'),
    ],
    [
      'a launch action named /L#61unch',
      async () => handPdfWith('/OpenAction << /S /L#61unch /Win << /F (cmd.exe) >> >>'),
    ],
    [
      'a script inside a compressed object stream',
      async () => handPdfWith('/OpenAction 5 0 R', objectStreamBody(5, [SCRIPT])),
    ],
    [
      'an embedded file',
      async () =>
        handPdfWith(
          '/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>',
          '<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>',
          streamBody('/Type /EmbeddedFile', Buffer.from('MZ')),
        ),
    ],
    [
      'an embedded file stream without its /Type',
      async () =>
        handPdfWith('', '<< /Type /Filespec /F (a.exe) /E#46 << /F 5 0 R >> >>', streamBody('', Buffer.from('MZ'))),
    ],
    [
      'a document-level script in the name tree',
      async () => handPdfWith('/Names << /JavaScript << /Names [(x) 4 0 R] >> >>', SCRIPT),
    ],
    [
      'a page action opening another file',
      async () => handPdfWith('/AA << /O << /S /GoToR /F (other.pdf) /D [0 /Fit] >> >>'),
    ],
    [
      'a form that submits itself',
      async () => handPdfWith('/AcroForm << /Fields [] /XFA 4 0 R >>', streamBody('', Buffer.from('<xdp/>'))),
    ],
    ['a link to javascript:', async () => handPdfWith('/OpenAction << /S /URI /URI ( javascript:alert\\(1\\)) >>')],
    // The cross-reference table points at the first copy of object 4, as a viewer would read it; the parser keeps the second.
    [
      'a script in an earlier copy of an object a later copy replaces',
      async () =>
        handPdfWith(
          '/OpenAction 4 0 R',
          SCRIPT,
          Buffer.from('<< >>\nendobj\n4 0 obj\n<< /S /GoTo /D [3 0 R /Fit] >>', 'latin1'),
        ),
    ],
  ])('refuses %s', async (_name, make) => {
    expect(await checkPdfContent(await make())).toBe('pdfActive');
  });

  it('refuses an object hidden from the parser inside a stream a viewer would have ended earlier', async () => {
    // /Length is indirect, so the parser looks for `endstream`; "upstream" makes it count one stream too many.
    const hidden = Buffer.from(
      'upstream\nendstream\nendobj\n5 0 obj\n<< /S /JavaScript /JS (x) >>\nendobj\n6 0 obj\n<< /Length 0 >>\nstream\n',
      'latin1',
    );
    const file = handPdfWith(
      '/OpenAction 5 0 R',
      Buffer.concat([
        Buffer.from('<< /Length 7 0 R >>\nstream\n', 'latin1'),
        hidden,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
    expect(await checkPdfContent(file)).not.toBeNull();
  });

  it.each([
    ['a comment', '<< >>\n% 5 0 obj << /S /JavaScript /JS (x) >> endobj'],
    ['a string', '<< /T (5 0 obj << /S /JavaScript /JS (x) >> endobj) >>'],
    ['a stream', streamBody('', Buffer.from('5 0 obj << /S /JavaScript /JS (x) >> endobj'))],
  ])(
    'refuses an object a viewer could be sent to inside %s, where the parser reads no object',
    async (_where, body) => {
      // The catalog names object 5; a cross-reference table pointing at the header would make a viewer read it.
      expect(await checkPdfContent(handPdfWith('/OpenAction 5 0 R', body))).toBe('pdfUnreadable');
    },
  );

  it('refuses an encrypted file, which cannot be checked, and anything that is not a whole PDF', async () => {
    expect(
      await checkPdfContent(
        handPdf(
          [
            '<< /Type /Catalog /Pages 2 0 R >>',
            ...['<< /Type /Pages /Kids [] /Count 0 >>'],
            '<< /Filter /Standard /V 2 /R 3 /O (x) /U (y) /P -4 >>',
          ],
          '/Encrypt 3 0 R /ID [<00> <00>] ',
        ),
      ),
    ).toBe('pdfEncrypted');
    expect(await checkPdfContent(Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages [ [ [ ( \n'))).toBe(
      'pdfUnreadable',
    );
    expect(await checkPdfContent(Buffer.from('%PDF-1.7\n%%EOF\n'))).toBe('pdfUnreadable');
    const whole = await plainPdf();
    expect(await checkPdfContent(whole.subarray(0, Math.floor(whole.length / 2)))).not.toBeNull();
  });

  it('bounds the work a crafted file can cause: a run of digits, an inflation bomb (also by reference), a repeated offset, another filter', async () => {
    const answerWithin = async (file: Buffer, milliseconds: number) => {
      const started = performance.now();
      const problem = await checkPdfContent(file);
      expect(performance.now() - started).toBeLessThan(milliseconds);
      return problem;
    };
    const refusedWithin = async (file: Buffer, milliseconds: number) =>
      expect(await answerWithin(file, milliseconds)).toBe('pdfUnreadable');
    await checkPdfContent(await plainPdf()); // the PDF thread started
    // Without the bound on digits, 80 KB of them after a stray byte took pdf-lib 111 s (it grows with
    // the square); now they are skipped as any viewer skips bytes after the end, holding no object.
    expect(
      await answerWithin(Buffer.concat([handPdfWith(''), Buffer.from('x'), Buffer.alloc(300_000, '1')]), 3_000),
    ).toBeNull();
    // A 2 MB file that inflates to 2 GB: unbounded, the library's inflater would fill the thread's memory.
    const bomb = inflationBomb(2048);
    await refusedWithin(handPdfWith('', streamBody('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', bomb)), 3_000);
    // The same with its /Type and /Filter given by reference, which the library follows.
    await refusedWithin(
      handPdfWith('', '/ObjStm', '/FlateDecode', streamBody('/Type 4 0 R /N 1 /First 4 /Filter 5 0 R', bomb)),
      3_000,
    );
    const big = `(${'a'.repeat(100_000)})`;
    const plain = Buffer.from(`${Array.from({ length: 1000 }, (_, i) => `${5 + i} 0`).join(' ')}\n${big}`, 'latin1');
    await refusedWithin(
      handPdfWith(
        '',
        streamBody(`/Type /ObjStm /N 1000 /First ${plain.indexOf('(')} /Filter /FlateDecode`, deflateSync(plain)),
      ),
      3_000,
    );
    await refusedWithin(
      handPdfWith(
        '',
        streamBody('/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', Buffer.from([0x80, 0x0b, 0x60, 0x50])),
      ),
      3_000,
    );
  });

  it('parses on a thread of its own, stopped at its time budget, while the server goes on answering', async () => {
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 50);
    const started = performance.now();
    // Two numbers without `obj` at every byte: each costs the library an error of its own.
    const slow = await checkPdfContent(
      Buffer.concat([handPdfWith(''), Buffer.from('x'), Buffer.alloc(3_000_000, '1 ')]),
    );
    const took = performance.now() - started;
    clearInterval(ticking);
    expect(slow).toBe('pdfUnreadable');
    expect(took).toBeLessThan(10_500);
    expect(ticks).toBeGreaterThan(took / 50 / 2);
    expect(await checkPdfContent(await plainPdf())).toBeNull();
  });
});

describe('pictures', () => {
  it('accepts real PNG and JPEG pictures and stores them written again, without metadata or anything after the image', async () => {
    const png = await realPng();
    const tagged = await sharp(await realJpeg())
      .withExif({ IFD0: { Copyright: 'secret place' } })
      .jpeg()
      .toBuffer();
    const trailing = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
    for (const [file, name, type] of [
      [png, 'scan.png', 'png'],
      [tagged, 'photo.jpg', 'jpeg'],
      [trailing, 'scan.png', 'png'],
    ] as const) {
      const checked = await checkFileContent(file, ['pdf', 'jpeg', 'png'], { name });
      if (!('type' in checked)) throw new Error(`refused ${name}: ${checked.problem}`);
      expect(checked.type).toBe(type);
      expect((await sharp(checked.data).metadata()).format).toBe(type);
      expect(checked.data.toString('latin1')).not.toMatch(/secret place|<html|<script/);
    }
  });

  it('refuses a PNG signature followed by HTML, a truncated PNG and a JPEG named .png', async () => {
    const allowed = ['pdf', 'jpeg', 'png'] as const;
    expect(await checkFileContent(pngSignatureThenHtml(), allowed, { name: 'scan.png' })).toEqual({
      problem: 'imageUnreadable',
    });
    const png = await realPng(400, 300);
    expect(await checkFileContent(png.subarray(0, png.length - 40), allowed, { name: 'scan.png' })).toEqual({
      problem: 'imageUnreadable',
    });
    expect(await checkFileContent(await realJpeg(), allowed, { name: 'scan.png' })).toEqual({
      problem: 'fileNameMismatch',
    });
    expect(await checkFileContent(await realJpeg(), allowed, { name: 'scan', mimeType: 'image/png' })).toEqual({
      problem: 'fileNameMismatch',
    });
    expect(await checkFileContent(await plainPdf(), allowed, { name: 'scan.jpg' })).toEqual({
      problem: 'fileNameMismatch',
    });
  });

  it('refuses a picture over the pixel limit before decoding it', async () => {
    // A header claiming 10,000 × 10,000 pixels (decoding would take 300 MB), and a few bytes of data.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const frame = Buffer.alloc(4);
      frame.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([frame, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(10_000, 0);
    header.writeUInt32BE(10_000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const huge = Buffer.concat([
      (await realPng()).subarray(0, 8),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(30_001))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(await checkFileContent(huge, ['png'], { name: 'huge.png' })).toEqual({ problem: 'imageUnreadable' });
  });

  it('reads the claim from a known extension or declared type only', () => {
    expect(claimDisagrees({ name: 'scan.PNG' }, 'png')).toBe(false);
    expect(claimDisagrees({ name: 'scan.jpeg', mimeType: 'image/jpeg; charset=binary' }, 'jpeg')).toBe(false);
    expect(claimDisagrees({ name: 'scan', mimeType: 'application/octet-stream' }, 'jpeg')).toBe(false);
    expect(claimDisagrees({ name: 'scan.final' }, 'pdf')).toBe(false);
    expect(claimDisagrees({ name: 'cv.pdf' }, 'docx')).toBe(true);
  });
});
