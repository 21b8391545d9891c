import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Cluster, type Algorithm } from '@googlemaps/markerclusterer';
import {
  CheckboxGroup,
  ConsentCheckbox,
  ErrorSummary,
  FileInput,
  FormContext,
  Honeypot,
  TextInput,
} from '../../src/components/form';
import { checkFiles } from '../../src/components/form/collect-values';
import { MinSizeAlgorithm } from '../../src/components/map/min-size-algorithm';
import { createI18n } from '../../src/lib/i18n';
import type { Locale } from '../../src/lib/locale';
import { expectAllIn } from '../helpers/expect-text';

const bundle = (locale: Locale, ns: string) =>
  JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, 'utf8')) as Record<string, unknown>;

function render(node: ReactNode, locale: Locale = 'en', errors: Record<string, string> = {}): string {
  const i18n = createI18n(locale, {
    common: bundle(locale, 'common'),
    apply: bundle(locale, 'apply'),
    validation: bundle(locale, 'validation'),
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <FormContext.Provider value={{ errors, pending: false, idPrefix: 'field' }}>{node}</FormContext.Provider>
    </I18nextProvider>,
  );
}

describe('Field and TextInput', () => {
  it('ties the label, hint and error to the control', () => {
    const html = render(<TextInput name="mobile" label="Mobile" hint="Like 0512345678" required />, 'en', {
      mobile: 'Enter a valid Saudi mobile number',
    });
    expectAllIn(html, [
      '<label class="field__label" for="field-mobile">',
      'id="field-mobile-hint"',
      'id="field-mobile-error"',
      'aria-invalid="true"',
      'aria-describedby="field-mobile-hint field-mobile-error"',
      'Enter a valid Saudi mobile number',
    ]);
  });

  it('sets a code the error names (isolated in the message) in a <bdi>, without the isolate characters', () => {
    const html = render(<TextInput name="reference" label="Reference" />, 'en', {
      reference: 'Enter the reference such as \u2068AID-7KQ2-9MXH-5\u2069',
    });
    expect(html).toContain('Enter the reference such as <bdi>AID-7KQ2-9MXH-5</bdi></p>');
    expect(html).not.toMatch(/[\u2068\u2069]/);
  });

  it('has no error wiring while the field is valid, and marks optional fields in the visitor language', () => {
    const html = render(<TextInput name="major" label="التخصص" />, 'ar');
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
    expect(html).toContain('(اختياري)');
  });
});

describe('two forms on one page', () => {
  it('each form prefixes its ids, so labels and descriptions never point at the other form', () => {
    const i18n = createI18n('en', {
      common: bundle('en', 'common'),
      apply: bundle('en', 'apply'),
      validation: bundle('en', 'validation'),
    });
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <FormContext.Provider value={{ errors: { mobile: 'bad' }, pending: false, idPrefix: 'field' }}>
          <TextInput name="mobile" label="Mobile" />
        </FormContext.Provider>
        <FormContext.Provider value={{ errors: { mobile: 'bad' }, pending: false, idPrefix: 'status' }}>
          <TextInput name="mobile" label="Mobile" />
          <ErrorSummary errors={{ mobile: 'bad' }} idPrefix="status" />
        </FormContext.Provider>
      </I18nextProvider>,
    );
    expectAllIn(html, [
      'for="field-mobile"',
      'for="status-mobile"',
      'aria-describedby="status-mobile-error"',
      'href="#status-mobile"',
    ]);
  });
});

describe('CheckboxGroup', () => {
  it('is a fieldset with a legend, its values posted as a list', () => {
    const html = render(
      <CheckboxGroup name="interests" legend="Fields" options={[{ value: 'media', label: 'Media' }]} required />,
      'en',
      { interests: 'Choose at least one option' },
    );
    expect(html).toMatch(/<fieldset[^>]*data-list-field="interests"/);
    expectAllIn(html, ['<legend', 'name="interests" value="media"', 'aria-describedby="field-interests-error"']);
  });
});

describe('FileInput', () => {
  it('states type and size in the hint and limits what can be picked', () => {
    const html = render(
      <FileInput
        name="cv"
        label="CV"
        extensions={['pdf', 'docx']}
        maxBytes={5 * 1024 * 1024}
        typeMessageKey="fileTypeCv"
        required
      />,
    );
    expectAllIn(html, [
      'PDF, DOCX, up to 5 MB.',
      'accept=".pdf,application/pdf,.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"',
      'data-max-bytes="5242880"',
    ]);
    const ar = render(
      <FileInput
        name="attachments"
        label="x"
        extensions={['pdf', 'png']}
        maxBytes={5 * 1024 * 1024}
        maxFiles={3}
        typeMessageKey="fileTypeAttachment"
      />,
      'ar',
    );
    expect(ar).toContain('PDF، PNG');
    expect(ar).toContain('multiple=""');
  });
});

describe('checkFiles', () => {
  const rules = {
    extensions: ['pdf', 'docx'],
    maxBytes: 5 * 1024 * 1024,
    maxFiles: 1,
    required: true,
    typeKey: 'fileTypeCv',
  };
  it('accepts a fitting file and reports the first problem otherwise', () => {
    expect(checkFiles([{ name: 'cv.PDF', size: 1000 }], rules)).toBeNull();
    expect(checkFiles([], rules)).toEqual({ key: 'fileRequired' });
    expect(checkFiles([], { ...rules, required: false })).toBeNull();
    expect(checkFiles([{ name: 'cv.exe', size: 10 }], rules)).toEqual({ key: 'fileTypeCv' });
    expect(checkFiles([{ name: 'cv', size: 10 }], rules)).toEqual({ key: 'fileTypeCv' });
    expect(checkFiles([{ name: 'cv.pdf', size: 5 * 1024 * 1024 + 1 }], rules)).toEqual({
      key: 'fileTooLarge',
      params: { max: 5 },
    });
    expect(
      checkFiles(
        [
          { name: 'a.pdf', size: 1 },
          { name: 'b.pdf', size: 1 },
        ],
        rules,
      ),
    ).toEqual({ key: 'tooManyFiles', params: { count: 1 } });
  });
});

describe('ConsentCheckbox, Honeypot and ErrorSummary', () => {
  it('the consent links the privacy notice and starts unticked', () => {
    const html = render(<ConsentCheckbox />);
    expect(html).toContain('href="#privacy-notice"');
    expect(html).toContain('privacy notice');
    expect(html).not.toContain('checked');
  });

  it('the honeypot is hidden from assistive technology and out of the tab order', () => {
    const html = render(<Honeypot />);
    expectAllIn(html, ['aria-hidden="true"', 'name="website"', 'tabindex="-1"']);
    expect(html).toMatch(/autocomplete="off"/i);
  });

  it('the summary names each field and links to it, counting in the visitor language', () => {
    const html = render(
      <ErrorSummary errors={{ mobile: 'رقم غير صالح', email: 'بريد غير صالح' }} labels={{ mobile: 'رقم الجوال' }} />,
      'ar',
    );
    expectAllIn(html, [
      'role="alert"',
      'يوجد خطآن يلزم تصحيحهما',
      'href="#field-mobile"',
      'رقم الجوال: رقم غير صالح',
      'بريد غير صالح',
    ]);
    expect(render(<ErrorSummary errors={{}} />)).not.toContain('role="alert"');
  });
});

describe('MinSizeAlgorithm', () => {
  it('splits groups smaller than the minimum back into single markers', () => {
    const [a, b, c] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }] as unknown as google.maps.Marker[];
    const inner: Algorithm = {
      calculate: () => ({ clusters: [new Cluster({ markers: [a, b] }), new Cluster({ markers: [c] })], changed: true }),
    };
    const sizes = (min: number) =>
      new MinSizeAlgorithm(inner, min)
        .calculate({
          markers: [a, b, c],
          map: {} as google.maps.Map,
          mapCanvasProjection: {} as google.maps.MapCanvasProjection,
        })
        .clusters.map((cluster) => cluster.markers?.length);
    expect(sizes(2)).toEqual([2, 1]);
    expect(sizes(3)).toEqual([1, 1, 1]);
  });
});
