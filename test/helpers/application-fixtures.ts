import { crc32 } from 'node:zlib';
import type { Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';

/** Files for upload tests: real magic numbers, small; `size` pads them to test limits. */
export function pdfFile(size = 600): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20), tail]);
}

/** Real pictures (4 × 3 pixels, as sharp writes them): uploads are decoded to the last pixel. */
export function pngFile(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMQqYiCIwacHADPGwrJjOYL5wAAAABJRU5ErkJggg==',
    'base64',
  );
}

export function jpegFile(): Buffer {
  return Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCMAGKy/9k=',
    'base64',
  );
}

/** A little-endian record: `size` bytes with the given [offset, value, bytes] fields written in. */
function record(size: number, fields: [offset: number, value: number, bytes: 2 | 4][]): Buffer {
  const buffer = Buffer.alloc(size);
  for (const [offset, value, bytes] of fields) {
    if (bytes === 4) buffer.writeUInt32LE(value, offset);
    else buffer.writeUInt16LE(value, offset);
  }
  return buffer;
}

/** A stored (uncompressed) zip with the given entries. */
export function zipFile(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = record(30, [
      [0, 0x04034b50, 4],
      [4, 20, 2],
      [14, crc, 4],
      [18, data.length, 4],
      [22, data.length, 4],
      [26, nameBytes.length, 2],
    ]);
    const central = record(46, [
      [0, 0x02014b50, 4],
      [4, 20, 2],
      [6, 20, 2],
      [16, crc, 4],
      [20, data.length, 4],
      [24, data.length, 4],
      [28, nameBytes.length, 2],
      [42, offset, 4],
    ]);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const count = Object.keys(entries).length;
  const end = record(22, [
    [0, 0x06054b50, 4],
    [8, count, 2],
    [10, count, 2],
    [12, centralSize, 4],
    [16, offset, 4],
  ]);
  return Buffer.concat([...locals, ...centrals, end]);
}

export function docxFile(): Buffer {
  return zipFile({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });
}

/** A valid national ID (Luhn) and iqama for tests. */
export const VALID_NATIONAL_ID = '1000000008';
export const VALID_IQAMA = '2000000006';

export const jobFields = {
  fullName: 'Sample Applicant',
  nationalId: VALID_NATIONAL_ID,
  mobile: '0512345678',
  email: 'applicant@example.org',
  city: 'Riyadh',
  qualification: 'bachelor',
  yearsOfExperience: '4',
  consent: 'on',
};

export const aidFields = {
  applicantName: 'Sample Applicant',
  applicantNationalId: VALID_IQAMA,
  mobile: '0551234567',
  city: 'Dammam',
  patientName: 'Sample Patient',
  patientRelationship: 'parent',
  patientAge: '70',
  needCategory: 'dialysis',
  needDescription: 'Three dialysis sessions a week are needed.',
  consent: 'true',
};

export const volunteerBody = {
  fullName: 'Sample Volunteer',
  mobile: '+966 55 123 4567',
  email: 'volunteer@example.org',
  city: 'Jeddah',
  interests: ['medical', 'events'],
  availability: 'weekends',
  skills: 'First aid',
  consent: true,
};

export const contactBody = {
  name: 'Sample Visitor',
  email: 'visitor@example.org',
  subject: 'Visiting hours',
  message: 'When can we visit the office?',
  consent: true,
};

/** Fills a multipart request: text fields, then files. */
export function multipart(
  test: Test,
  fields: Record<string, string>,
  files: [field: string, data: Buffer, name: string][] = [],
): Test {
  for (const [name, value] of Object.entries(fields)) test.field(name, value);
  for (const [field, data, name] of files) test.attach(field, data, name);
  return test;
}

/** An agent holding the CSRF cookie, and the token to repeat in the header. */
export async function csrfAgent(agent: TestAgent): Promise<string> {
  const response = await agent.get('/api/v1/csrf').expect(200);
  return response.body.token as string;
}
