import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import {
  DataKeyError,
  DEVELOPMENT_KEY_FILE,
  dataKeysOf,
  dataKeysRefusal,
  openDataKeys,
  parseDataKeys,
} from '../../server/security/data-keys';
import { openBytes, openText, rewrap, sealBytes, sealText } from '../../server/security/field-encryption';

const key = () => randomBytes(32).toString('base64');
const ring = (text: string) => dataKeysOf(parseDataKeys(text), 'DATA_KEYS');

describe('DATA_KEYS', () => {
  it('lists id:key pairs, the first current; a bad list names the problem and never the key', () => {
    const secret = key();
    const keys = ring(`k2:${secret}, k1:${key()}`);
    expect(keys.currentId).toBe('k2');
    expect(keys.ids).toEqual(['k2', 'k1']);
    expect(keys.key('k2').equals(Buffer.from(secret, 'base64'))).toBe(true);
    expect(() => parseDataKeys('')).toThrow(/lists no key/);
    expect(() => parseDataKeys(`k1 ${secret}`)).toThrow(/each entry is id:key/);
    expect(() => parseDataKeys(`k1:${secret},k1:${key()}`)).toThrow(/names key k1 twice/);
    expect(() => parseDataKeys('k1:c2hvcnQ=')).toThrow(/32 random bytes/);
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_KEYS: `k1:${secret.slice(0, 20)}` })).toThrow(ConfigError);
    const refused = (() => {
      try {
        loadConfig({ NODE_ENV: 'test', DATA_KEYS: `k1:${secret.slice(0, 40)}` });
        return '';
      } catch (error) {
        return String(error);
      }
    })();
    expect(refused).toMatch(/DATA_KEYS: key k1 must be 32 random bytes/);
    expect(refused).not.toContain(secret.slice(0, 40));
    expect(loadConfig({ NODE_ENV: 'test', DATA_KEYS: `k1:${secret}` }).DATA_KEYS).toBe(`k1:${secret}`);
  });

  describe('without DATA_KEYS', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'data-keys-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
    const settings = (NODE_ENV: 'production' | 'development', ALLOW_TEST_PAYMENTS = false) => ({
      NODE_ENV,
      ALLOW_TEST_PAYMENTS,
      DATA_DIR: dataDir,
    });

    it('a real production site refuses to start, saying what to set', () => {
      expect(dataKeysRefusal(settings('production'))).toMatch(/DATA_KEYS is not set.*\n.*openssl rand -base64 32/);
      expect(() => openDataKeys(settings('production'), { create: true })).toThrow(DataKeyError);
      expect(dataKeysRefusal({ ...settings('production'), DATA_KEYS: `k1:${key()}` })).toBeNull();
    });

    it('development and a demonstration site make one key in DATA_DIR, loudly; the tools only read it', () => {
      expect(openDataKeys(settings('development'), { create: false }).currentId).toBeNull();
      const warnings: string[] = [];
      const made = openDataKeys(settings('production', true), {
        create: true,
        warn: (message) => warnings.push(message),
      });
      expect(made.currentId).toBe('dev');
      expect(warnings.join()).toMatch(/DATA_KEYS is not set.*a real site sets DATA_KEYS/);
      const file = path.join(dataDir, DEVELOPMENT_KEY_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const again = openDataKeys(settings('development'), { create: true });
      expect(again.key('dev').equals(made.key('dev'))).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^dev:[A-Za-z0-9+/]{43}=\n$/);
    });
  });
});

describe('sealed values', () => {
  it('a text opens with its key and context only; a changed byte or a wrong key is a DataKeyError', () => {
    const keys = ring(`k1:${key()}`);
    const sealed = sealText(keys, '1000000008', 'aid_requests.applicant_national_id');
    expect(sealed).not.toContain('1000000008');
    expect(sealText(keys, '1000000008', 'aid_requests.applicant_national_id')).not.toBe(sealed);
    expect(openText(keys, sealed, 'aid_requests.applicant_national_id')).toBe('1000000008');
    expect(() => openText(keys, sealed, 'job_applications.national_id')).toThrow(DataKeyError);
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    expect(() =>
      openText(keys, `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`, 'aid_requests.applicant_national_id'),
    ).toThrow(DataKeyError);
    expect(() => openText(ring(`k1:${key()}`), sealed, 'aid_requests.applicant_national_id')).toThrow(
      /Data key k1 in DATA_KEYS does not open/,
    );
    expect(() => openText(ring(`k9:${key()}`), sealed, 'aid_requests.applicant_national_id')).toThrow(
      /data key k1, which DATA_KEYS does not list/,
    );
    expect(() => openText(dataKeysOf([], 'x'), sealed, 'c')).toThrow(/No data key is configured/);
  });

  it('a file re-wrapped under a new key opens with the new key alone; its bytes do not change', () => {
    const old = key();
    const before = ring(`k1:${old}`);
    const content = randomBytes(1000);
    const { dataKey, sealed } = sealBytes(before, content, 'uploads/a.pdf');
    expect(sealed.includes(content.subarray(0, 16))).toBe(false);
    const fresh = key();
    const moved = rewrap(ring(`k2:${fresh},k1:${old}`), dataKey)!;
    expect(moved).toMatch(/^k2\./);
    expect(rewrap(ring(`k2:${fresh}`), moved)).toBeNull();
    expect(openBytes(ring(`k2:${fresh}`), moved, sealed, 'uploads/a.pdf').equals(content)).toBe(true);
    expect(() => openBytes(ring(`k2:${fresh}`), moved, sealed, 'uploads/b.pdf')).toThrow(DataKeyError);
    expect(() => openBytes(ring(`k2:${fresh}`), moved, content, 'uploads/a.pdf')).toThrow(/not a sealed file/);
  });
});
