import { crc32 } from 'node:zlib';
import type { Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';

/** Files for upload tests: real magic numbers, small; `size` pads them to test limits. */
export function pdfFile(size = 600): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

export function pngFile(): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
}

export function jpegFile(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
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
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
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

export const contactBody = { name: 'Sample Visitor', email: 'visitor@example.org', subject: 'Visiting hours', message: 'When can we visit the office?', consent: true };

/** Fills a multipart request: text fields, then files. */
export function multipart(test: Test, fields: Record<string, string>, files: [field: string, data: Buffer, name: string][] = []): Test {
  for (const [name, value] of Object.entries(fields)) test.field(name, value);
  for (const [field, data, name] of files) test.attach(field, data, name);
  return test;
}

/** An agent holding the CSRF cookie, and the token to repeat in the header. */
export async function csrfAgent(agent: TestAgent): Promise<string> {
  const response = await agent.get('/api/v1/csrf').expect(200);
  return response.body.token as string;
}
