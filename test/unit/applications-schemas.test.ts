import { describe, expect, it } from 'vitest';
import {
  aidRequestSchema,
  aidStatusQuerySchema,
  contactMessageSchema,
  jobApplicationSchema,
  volunteerSchema,
} from '../../src/domain/applications';
import { fieldErrors } from '../../src/domain/validation';
import { aidFields } from '../helpers/application-fixtures';

const job = {
  openingId: '1',
  fullName: 'Sample Applicant',
  nationalId: '1000000008',
  mobile: '0512345678',
  email: 'applicant@example.org',
  city: 'Riyadh',
  qualification: 'bachelor',
  yearsOfExperience: '3',
  consent: 'on',
};

function errorsOf(result: { success: boolean; error?: unknown }) {
  expect(result.success).toBe(false);
  return fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
}

describe('job application schema', () => {
  it('accepts multipart-style strings and normalises them', () => {
    const parsed = jobApplicationSchema.parse({
      ...job,
      mobile: '+966 51 234 5678',
      yearsOfExperience: '١٢',
      nationalId: '١٠٠٠٠٠٠٠٠٨',
    });
    expect(parsed).toMatchObject({
      openingId: 1,
      mobile: '0512345678',
      yearsOfExperience: 12,
      nationalId: '1000000008',
      consent: true,
    });
  });

  it('treats an empty opening as an open application', () => {
    expect(jobApplicationSchema.parse({ ...job, openingId: '' }).openingId).toBeUndefined();
    expect(jobApplicationSchema.parse({ ...job, openingId: undefined }).openingId).toBeUndefined();
  });

  it('names each bad field with its message key', () => {
    const errors = errorsOf(
      jobApplicationSchema.safeParse({
        ...job,
        fullName: 'x'.repeat(101),
        nationalId: '1000000009',
        mobile: '0412345678',
        email: 'nope',
        qualification: 'wizard',
        yearsOfExperience: '61',
        consent: 'false',
      }),
    );
    expect(errors.fullName).toEqual({ key: 'tooLong', params: { max: 100 } });
    expect(errors.nationalId.key).toBe('nationalIdChecksum');
    expect(errors.mobile.key).toBe('mobile');
    expect(errors.email.key).toBe('email');
    expect(errors.qualification.key).toBe('invalid');
    expect(errors.yearsOfExperience).toEqual({ key: 'tooLarge', params: { max: 60 } });
    expect(errors.consent.key).toBe('consentRequired');
  });

  it('says "required" for missing fields and "format" for a short ID', () => {
    const errors = errorsOf(jobApplicationSchema.safeParse({ nationalId: '12345' }));
    expect(errors.fullName.key).toBe('required');
    expect(errors.mobile.key).toBe('required');
    expect(errors.yearsOfExperience.key).toBe('required');
    expect(errors.qualification.key).toBe('required');
    expect(errors.nationalId.key).toBe('nationalIdFormat');
    expect(errorsOf(jobApplicationSchema.safeParse({ ...job, yearsOfExperience: 'abc' })).yearsOfExperience.key).toBe(
      'notANumber',
    );
    expect(errorsOf(jobApplicationSchema.safeParse({ ...job, yearsOfExperience: '2.5' })).yearsOfExperience.key).toBe(
      'wholeNumber',
    );
  });
});

describe('volunteer schema', () => {
  const volunteer = {
    fullName: 'Sample Volunteer',
    mobile: '0551234567',
    email: 'v@example.org',
    city: 'Jeddah',
    interests: ['medical', 'events'],
    availability: 'weekends',
    consent: true,
  };
  it('accepts a valid application and drops duplicate interests', () => {
    expect(volunteerSchema.parse({ ...volunteer, interests: ['medical', 'medical'] }).interests).toEqual(['medical']);
  });
  it('refuses no interest, an unknown interest, an unknown availability and no consent', () => {
    expect(errorsOf(volunteerSchema.safeParse({ ...volunteer, interests: [] })).interests.key).toBe('chooseAtLeastOne');
    expect(errorsOf(volunteerSchema.safeParse({ ...volunteer, interests: ['flying'] }))['interests.0'].key).toBe(
      'invalid',
    );
    expect(errorsOf(volunteerSchema.safeParse({ ...volunteer, availability: 'never' })).availability.key).toBe(
      'invalid',
    );
    expect(errorsOf(volunteerSchema.safeParse({ ...volunteer, consent: false })).consent.key).toBe('consentRequired');
    expect(errorsOf(volunteerSchema.safeParse({ ...volunteer, skills: 's'.repeat(1001) })).skills.key).toBe('tooLong');
  });
});

describe('aid request schema', () => {
  const aid = aidFields;
  it('accepts a valid request with an empty optional email', () => {
    expect(aidRequestSchema.parse({ ...aid, email: '' })).toMatchObject({ patientAge: 70, email: undefined });
  });
  it('refuses a too-short description, an age over 120 and a bad category', () => {
    const errors = errorsOf(
      aidRequestSchema.safeParse({ ...aid, needDescription: 'help', patientAge: '121', needCategory: 'x' }),
    );
    expect(errors.needDescription).toEqual({ key: 'tooShort', params: { min: 10 } });
    expect(errors.patientAge.key).toBe('tooLarge');
    expect(errors.needCategory.key).toBe('invalid');
  });
});

describe('aid status query schema', () => {
  it('tidies the reference and the mobile', () => {
    expect(aidStatusQuerySchema.parse({ reference: ' aid-٢٠٢٦-٠٠٠١٢٣ ', mobile: '+966551234567' })).toEqual({
      reference: 'AID-2026-000123',
      mobile: '0551234567',
    });
  });
  it('refuses another kind of reference', () => {
    expect(
      errorsOf(aidStatusQuerySchema.safeParse({ reference: 'JOB-2026-000123', mobile: '0551234567' })).reference.key,
    ).toBe('reference');
  });
});

describe('contact message schema', () => {
  const contact = { name: 'Sample Visitor', subject: 'A question', message: 'When are you open?', consent: true };
  it('needs a mobile or an email', () => {
    const errors = errorsOf(contactMessageSchema.safeParse({ ...contact, mobile: '', email: '' }));
    expect(errors.mobile.key).toBe('mobileOrEmail');
    expect(contactMessageSchema.parse({ ...contact, email: 'a@example.org' }).mobile).toBeUndefined();
    expect(contactMessageSchema.parse({ ...contact, mobile: '0512345678' }).email).toBeUndefined();
  });
  it('limits the message to 2000 characters', () => {
    expect(
      errorsOf(contactMessageSchema.safeParse({ ...contact, email: 'a@example.org', message: 'm'.repeat(2001) }))
        .message,
    ).toEqual({ key: 'tooLong', params: { max: 2000 } });
    expect(
      contactMessageSchema.safeParse({ ...contact, email: 'a@example.org', message: 'm'.repeat(2000) }).success,
    ).toBe(true);
  });
});
