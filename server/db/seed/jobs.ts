import type { Insertable } from 'kysely';
import type { JobOpeningTable } from '../tables/applications';
import type { Seeder } from './index';

/** Sample openings of a health charity: clearly sample, roles not people, both languages. */
const openings: Insertable<JobOpeningTable>[] = [
  {
    slug: 'social-worker-patient-care',
    title_ar: 'أخصائي اجتماعي — رعاية المرضى (نموذج)',
    title_en: 'Social worker — patient care (sample)',
    department_ar: 'إدارة خدمات المستفيدين',
    department_en: 'Beneficiary services',
    location_ar: 'الرياض',
    location_en: 'Riyadh',
    employment_type: 'fullTime',
    summary_ar:
      'دراسة حالات المرضى المتقدمين بطلبات المساعدة، وزيارتهم، ومتابعة تنفيذ برامج الدعم مع المستشفيات الشريكة.',
    summary_en:
      'Assess the cases of patients who apply for aid, visit them, and follow support programmes through with partner hospitals.',
    requirements_ar:
      'بكالوريوس في الخدمة الاجتماعية أو ما يعادلها\nخبرة لا تقل عن سنتين في القطاع الصحي أو غير الربحي\nمهارات تواصل عالية باللغة العربية\nرخصة قيادة سارية',
    requirements_en:
      "Bachelor's degree in social work or equivalent\nAt least two years in the health or non-profit sector\nStrong communication skills in Arabic\nA valid driving licence",
    is_open: 1,
    sort_order: 1,
    posted_at: '2026-10-01T00:00:00.000Z',
    closes_at: '2026-12-31T23:59:59.000Z',
  },
  {
    slug: 'nurse-home-care',
    title_ar: 'ممرض/ممرضة — الرعاية المنزلية (نموذج)',
    title_en: 'Nurse — home care (sample)',
    department_ar: 'البرامج الصحية',
    department_en: 'Health programmes',
    location_ar: 'الرياض وما حولها',
    location_en: 'Riyadh and surrounding areas',
    employment_type: 'fullTime',
    summary_ar: 'تقديم الرعاية التمريضية المنزلية لمرضى الأمراض المزمنة من المستفيدين، وتثقيف أسرهم صحيًا.',
    summary_en:
      'Provide home nursing care to beneficiaries with chronic illnesses, and health education to their families.',
    requirements_ar:
      'بكالوريوس أو دبلوم تمريض\nتصنيف مهني ساري من الهيئة السعودية للتخصصات الصحية\nخبرة في الرعاية المنزلية أو رعاية المسنين ميزة',
    requirements_en:
      "Bachelor's degree or diploma in nursing\nValid professional classification from the Saudi Commission for Health Specialties\nExperience in home care or elderly care is an advantage",
    is_open: 1,
    sort_order: 2,
    posted_at: '2026-10-15T00:00:00.000Z',
    closes_at: null,
  },
  {
    slug: 'fundraising-officer',
    title_ar: 'أخصائي تنمية موارد (نموذج)',
    title_en: 'Fundraising officer (sample)',
    department_ar: 'تنمية الموارد والأوقاف',
    department_en: 'Resource development and endowments',
    location_ar: 'الرياض',
    location_en: 'Riyadh',
    employment_type: 'fullTime',
    summary_ar: 'بناء العلاقات مع المانحين والجهات المانحة، وإعداد مقترحات المشاريع الوقفية ومتابعة تقاريرها.',
    summary_en:
      'Build relationships with donors and grant makers, write proposals for endowment projects and follow up their reports.',
    requirements_ar:
      'بكالوريوس في إدارة الأعمال أو التسويق أو ما يعادلها\nخبرة ثلاث سنوات في تنمية الموارد\nإجادة الكتابة باللغتين العربية والإنجليزية',
    requirements_en:
      "Bachelor's degree in business, marketing or equivalent\nThree years' experience in fundraising\nGood writing in Arabic and English",
    is_open: 1,
    sort_order: 3,
    posted_at: '2026-11-01T00:00:00.000Z',
    closes_at: '2027-01-15T23:59:59.000Z',
  },
  {
    slug: 'health-awareness-coordinator',
    title_ar: 'منسق برامج التوعية الصحية (نموذج)',
    title_en: 'Health awareness coordinator (sample)',
    department_ar: 'البرامج الصحية',
    department_en: 'Health programmes',
    location_ar: 'جدة',
    location_en: 'Jeddah',
    employment_type: 'partTime',
    summary_ar: 'تخطيط حملات التوعية الصحية في المدارس والأحياء وتنسيق مشاركة المتطوعين فيها.',
    summary_en:
      'Plan health awareness campaigns in schools and neighbourhoods and coordinate the volunteers who take part.',
    requirements_ar: 'مؤهل في الصحة العامة أو التثقيف الصحي\nخبرة في تنظيم الفعاليات\nالقدرة على العمل مع المتطوعين',
    requirements_en:
      'A qualification in public health or health education\nExperience organising events\nAble to work with volunteers',
    is_open: 1,
    sort_order: 4,
    posted_at: '2026-11-10T00:00:00.000Z',
    closes_at: null,
  },
  {
    slug: 'accountant',
    title_ar: 'محاسب (نموذج)',
    title_en: 'Accountant (sample)',
    department_ar: 'الشؤون المالية',
    department_en: 'Finance',
    location_ar: 'الرياض',
    location_en: 'Riyadh',
    employment_type: 'contract',
    summary_ar:
      'تسجيل القيود المحاسبية للتبرعات والأوقاف وإعداد التقارير المالية الدورية وفق معايير القطاع غير الربحي.',
    summary_en:
      'Record donations and endowment entries and prepare periodic financial reports to non-profit sector standards.',
    requirements_ar:
      'بكالوريوس محاسبة\nعضوية الهيئة السعودية للمراجعين والمحاسبين ميزة\nخبرة في الأنظمة المحاسبية الإلكترونية',
    requirements_en:
      "Bachelor's degree in accounting\nSOCPA membership is an advantage\nExperience with accounting software",
    is_open: 0,
    sort_order: 5,
    posted_at: '2026-06-01T00:00:00.000Z',
    closes_at: '2026-08-31T23:59:59.000Z',
  },
];

export const jobsSeeder: Seeder = {
  name: 'jobs-sample-openings',
  async run(trx) {
    await trx.insertInto('job_openings').values(openings).execute();
  },
};
