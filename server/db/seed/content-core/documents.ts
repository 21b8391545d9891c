import type { DocumentTab } from '#src/domain/content-core';

type Pair = [ar: string, en: string];

export interface DocumentSeed {
  tab: DocumentTab;
  title: Pair;
  /** How the Arabic title reads in Latin letters (the PDF's standard fonts have no Arabic glyphs). */
  transliteration: string;
  category: Pair;
  publishedOn: string;
  file: string;
  /** What the generated PDF says (English). */
  body: string[];
}

const doc = (
  tab: DocumentTab,
  title: Pair,
  transliteration: string,
  category: Pair,
  publishedOn: string,
  file: string,
  body: string[],
): DocumentSeed => ({
  tab,
  title,
  transliteration,
  category,
  publishedOn,
  file,
  body,
});

const GOV: Pair = ['الحوكمة', 'Governance'];
const POL: Pair = ['السياسات', 'Policies'];
const REG: Pair = ['اللوائح', 'Regulations'];
const REP: Pair = ['التقارير', 'Reports'];
const FIN: Pair = ['المالية', 'Finance'];

/** Documents for every tab; each becomes a small PDF at seed time. */
export const documents: DocumentSeed[] = [
  doc(
    'governance',
    ['دليل الحوكمة', 'Governance manual'],
    'Dalil al-Hawkama',
    GOV,
    '2026-01-15',
    'governance-manual.pdf',
    [
      'This manual sets out how the association is directed and controlled: the roles of the general assembly, the board of directors, its committees and executive management.',
      'It defines delegated authorities, the separation between oversight and execution, and how decisions are recorded and disclosed.',
    ],
  ),
  doc(
    'governance',
    ['ميثاق عمل مجلس الإدارة', 'Board charter'],
    'Mithaq Amal Majlis al-Idara',
    GOV,
    '2025-12-01',
    'board-charter.pdf',
    [
      'The charter describes the composition of the board, its term, meetings, quorum and voting, and the duties of the chair, vice-chair, financial officer and secretary.',
      'Board members serve without pay and declare any conflict of interest every year.',
    ],
  ),
  doc(
    'governance',
    ['مصفوفة الصلاحيات', 'Delegation of authority matrix'],
    'Masfufat as-Salahiyat',
    GOV,
    '2025-10-20',
    'authority-matrix.pdf',
    [
      'The matrix lists which body or role may approve each type of decision: spending limits, assistance approvals, contracts, hiring and investment.',
    ],
  ),
  doc(
    'governance',
    ['محضر اجتماع الجمعية العمومية العادي', 'Minutes of the ordinary general assembly'],
    'Mahdar Ijtima al-Jamiya al-Umumiya',
    GOV,
    '2026-04-28',
    'general-assembly-minutes.pdf',
    [
      'Minutes of the ordinary meeting of the general assembly: approval of the annual report, the audited financial statements and the appointment of the external auditor.',
    ],
  ),
  doc(
    'policies',
    ['سياسة تعارض المصالح', 'Conflict of interest policy'],
    'Siyasat Taarud al-Masalih',
    POL,
    '2025-09-01',
    'conflict-of-interest-policy.pdf',
    [
      'Board members, committee members, staff and volunteers must declare any personal interest in a decision and take no part in it.',
      'Declarations are renewed every year and kept by the secretary of the board.',
    ],
  ),
  doc(
    'policies',
    ['سياسة الإبلاغ عن المخالفات وحماية المبلّغين', 'Whistleblowing policy'],
    'Siyasat al-Iblagh an al-Mukhalafat',
    POL,
    '2025-09-01',
    'whistleblowing-policy.pdf',
    [
      'Anyone may report suspected wrongdoing confidentially to the audit committee. Reporters acting in good faith are protected from any retaliation.',
    ],
  ),
  doc(
    'policies',
    ['سياسة الخصوصية وحماية البيانات', 'Privacy and data protection policy'],
    'Siyasat al-Khususiya',
    POL,
    '2026-02-10',
    'privacy-policy.pdf',
    [
      'Beneficiary and donor data are collected only for stated purposes, kept secure, seen only by staff who need them, and never published without written consent.',
    ],
  ),
  doc(
    'policies',
    ['سياسة الاحتفاظ بالوثائق وإتلافها', 'Document retention and disposal policy'],
    'Siyasat al-Ihtifaz bil-Wathaiq',
    POL,
    '2025-06-15',
    'document-retention-policy.pdf',
    [
      'Sets how long each type of record is kept, how it is archived and how it is safely destroyed at the end of its retention period.',
    ],
  ),
  doc(
    'policies',
    ['سياسة جمع التبرعات', 'Fundraising policy'],
    'Siyasat Jam at-Tabarruat',
    POL,
    '2025-06-15',
    'fundraising-policy.pdf',
    [
      'Donations are accepted only through licensed channels, restricted gifts are spent on their stated purpose, and zakat is kept in a separate account.',
    ],
  ),
  doc(
    'regulations',
    ['اللائحة الأساسية للجمعية', 'Articles of association'],
    'al-Laiha al-Asasiya',
    REG,
    '2024-08-01',
    'articles-of-association.pdf',
    [
      "The articles set out the association's name, aims, area of work, membership, the general assembly, the board of directors and financial resources.",
    ],
  ),
  doc(
    'regulations',
    ['اللائحة المالية', 'Financial regulations'],
    'al-Laiha al-Maliya',
    REG,
    '2025-03-01',
    'financial-regulations.pdf',
    [
      'Rules for budgeting, receipts, payments, purchasing, custody of funds and financial reporting, including dual signatures on every payment.',
    ],
  ),
  doc(
    'regulations',
    ['لائحة الموارد البشرية', 'Human resources regulations'],
    'Laihat al-Mawarid al-Bashariya',
    REG,
    '2025-03-01',
    'hr-regulations.pdf',
    [
      "Recruitment, contracts, working hours, leave, appraisal, training and discipline for the association's staff, in line with the Labour Law.",
    ],
  ),
  doc(
    'regulations',
    ['لائحة صرف المساعدات', 'Assistance regulations'],
    'Laihat Sarf al-Musaadat',
    REG,
    '2025-05-12',
    'assistance-regulations.pdf',
    [
      'Eligibility criteria, required documents, case assessment, approval limits and follow-up for dialysis, medicine, device and transport support.',
    ],
  ),
  doc(
    'regulations',
    ['لائحة التطوع', 'Volunteering regulations'],
    'Laihat at-Tatawwu',
    REG,
    '2025-07-07',
    'volunteering-regulations.pdf',
    [
      'How volunteers are registered, trained, assigned, insured and recognised, and the duties of volunteers and of the association towards them.',
    ],
  ),
  doc(
    'reports',
    ['التقرير السنوي ٢٠٢٥', 'Annual report 2025'],
    'at-Taqrir as-Sanawi 2025',
    REP,
    '2026-04-30',
    'annual-report-2025.pdf',
    [
      'A year of giving: dialysis sessions funded, families helped with medicines and devices, patient journeys and awareness campaigns, with the indicators of the operational plan.',
    ],
  ),
  doc(
    'reports',
    ['التقرير السنوي ٢٠٢٤', 'Annual report 2024'],
    'at-Taqrir as-Sanawi 2024',
    REP,
    '2025-04-29',
    'annual-report-2024.pdf',
    ["The association's achievements in 2024 across its programmes, approved by the general assembly."],
  ),
  doc(
    'reports',
    ['تقرير الأداء للربع الأول ٢٠٢٦', 'Performance report, first quarter 2026'],
    'Taqrir al-Ada, ar-Rub al-Awwal 2026',
    REP,
    '2026-04-15',
    'q1-2026-performance.pdf',
    [
      'Quarterly indicators against the operational plan: funded sessions, assessment times, transport journeys and spending against budget.',
    ],
  ),
  doc(
    'reports',
    ['تقرير أثر برنامج نقل المرضى', 'Patient transport impact report'],
    'Taqrir Athar Barnamaj Naql al-Marda',
    REP,
    '2025-11-20',
    'transport-impact-report.pdf',
    [
      'The measured effect of the transport service on appointment attendance, with beneficiary feedback and recommendations.',
    ],
  ),
  doc(
    'financial',
    ['القوائم المالية المدققة ٢٠٢٥', 'Audited financial statements 2025'],
    'al-Qawaim al-Maliya al-Mudaqqaqa 2025',
    FIN,
    '2026-04-20',
    'financial-statements-2025.pdf',
    [
      "Statement of financial position, statement of activities, statement of cash flows and notes, with the independent auditor's report. Sample figures only.",
    ],
  ),
  doc(
    'financial',
    ['القوائم المالية المدققة ٢٠٢٤', 'Audited financial statements 2024'],
    'al-Qawaim al-Maliya al-Mudaqqaqa 2024',
    FIN,
    '2025-04-18',
    'financial-statements-2024.pdf',
    ['The audited statements for 2024, approved by the general assembly. Sample figures only.'],
  ),
  doc(
    'financial',
    ['الموازنة التقديرية ٢٠٢٦', 'Estimated budget 2026'],
    'al-Muwazana at-Taqdiriya 2026',
    FIN,
    '2026-01-05',
    'budget-2026.pdf',
    ['Expected income from endowment yield, donations and zakat, and planned spending by programme for 2026.'],
  ),
  doc(
    'financial',
    ['تقرير أداء الأصول الوقفية', 'Endowment asset performance report'],
    'Taqrir Ada al-Usul al-Waqfiya',
    FIN,
    '2026-02-25',
    'endowment-performance.pdf',
    [
      'Returns on each endowment asset, the share of yield spent on programmes and the share reinvested to preserve the capital.',
    ],
  ),
];
