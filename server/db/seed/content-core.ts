import type { Seeder } from './index';
import { aboutPages } from './content-core/pages-about';
import { governancePages } from './content-core/pages-governance';
import { accountName, bankAccounts, branches, profile } from './content-core/profile';
import { documents } from './content-core/documents';
import { members } from './content-core/people';
import { faqs } from './content-core/faqs';
import { studies } from './content-core/studies';
import { renderPdf } from '../../services/content-core/pdf';

const SEEDED_AT = '2026-05-01T09:00:00.000Z';

/**
 * Profile, information pages, documents (with their PDFs generated here and stored base64 in
 * `documents.pdf_base64`, so both dialects and every DATA_DIR carry them), governing bodies,
 * FAQs and studies.
 */
export const contentCoreSeeder: Seeder = {
  name: 'content-core-v1',
  async run(trx) {
    await trx
      .insertInto('association_profile')
      .values({
        id: 1,
        name_ar: profile.name[0],
        name_en: profile.name[1],
        short_name_ar: profile.shortName[0],
        short_name_en: profile.shortName[1],
        logo_path: profile.logo,
        licence_number: profile.licenceNumber,
        registration_authority_ar: profile.authority[0],
        registration_authority_en: profile.authority[1],
        phone: profile.phone,
        whatsapp: profile.whatsapp,
        email: profile.email,
        address_ar: profile.address[0],
        address_en: profile.address[1],
        working_hours_ar: profile.workingHours[0],
        working_hours_en: profile.workingHours[1],
        social_json: JSON.stringify(profile.social),
      })
      .execute();

    await trx
      .insertInto('bank_accounts')
      .values(
        bankAccounts.map((account, index) => ({
          id: index + 1,
          position: index + 1,
          bank_ar: account.bank[0],
          bank_en: account.bank[1],
          purpose_ar: account.purpose[0],
          purpose_en: account.purpose[1],
          account_name_ar: accountName[0],
          account_name_en: accountName[1],
          iban: account.iban,
        })),
      )
      .execute();

    await trx
      .insertInto('branches')
      .values(
        branches.map((branch, index) => ({
          id: index + 1,
          position: index + 1,
          name_ar: branch.name[0],
          name_en: branch.name[1],
          address_ar: branch.address[0],
          address_en: branch.address[1],
          phone: branch.phone,
          lat: branch.lat,
          lng: branch.lng,
        })),
      )
      .execute();

    await trx
      .insertInto('info_pages')
      .values(
        [...aboutPages, ...governancePages].map((page) => ({
          slug: page.slug,
          title_ar: page.title[0],
          title_en: page.title[1],
          summary_ar: page.summary[0],
          summary_en: page.summary[1],
          body_ar: JSON.stringify(page.ar),
          body_en: JSON.stringify(page.en),
          updated_at: SEEDED_AT,
        })),
      )
      .execute();

    await trx
      .insertInto('documents')
      .values(
        documents.map((document, index) => {
          const pdf = renderPdf({
            title: document.title[1],
            subtitle: `${document.transliteration} - ${profile.name[1]}`,
            paragraphs: [
              ...document.body,
              `Published ${document.publishedOn}. Sample document generated for the demonstration site; it is not an official record.`,
            ],
            footer: profile.name[1],
          });
          return {
            id: index + 1,
            tab: document.tab,
            position: index + 1,
            title_ar: document.title[0],
            title_en: document.title[1],
            category_ar: document.category[0],
            category_en: document.category[1],
            published_on: document.publishedOn,
            file_name: document.file,
            size_bytes: pdf.length,
            pdf_base64: pdf.toString('base64'),
          };
        }),
      )
      .execute();

    await trx
      .insertInto('governance_members')
      .values(
        members.map((member, index) => ({
          id: index + 1,
          group_key: member.group,
          position: index + 1,
          title_ar: member.title[0],
          title_en: member.title[1],
          remit_ar: member.remit[0],
          remit_en: member.remit[1],
          members_json: JSON.stringify((member.members ?? []).map(([ar, en]) => ({ ar, en }))),
        })),
      )
      .execute();

    await trx
      .insertInto('faqs')
      .values(
        faqs.map((faq, index) => ({
          id: index + 1,
          position: index + 1,
          question_ar: faq.q[0],
          question_en: faq.q[1],
          answer_ar: faq.a[0],
          answer_en: faq.a[1],
        })),
      )
      .execute();

    await trx
      .insertInto('studies')
      .values(
        studies.map((study, index) => ({
          id: index + 1,
          published_on: study.publishedOn,
          title_ar: study.title[0],
          title_en: study.title[1],
          field_ar: study.field[0],
          field_en: study.field[1],
          summary_ar: study.summary[0],
          summary_en: study.summary[1],
          body_ar: JSON.stringify(study.ar),
          body_en: JSON.stringify(study.en),
        })),
      )
      .execute();
  },
};
