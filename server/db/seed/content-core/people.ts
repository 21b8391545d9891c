import type { PeopleGroup } from '#src/domain/content-core';

type Pair = [ar: string, en: string];

export interface MemberSeed {
  group: PeopleGroup;
  title: Pair;
  remit: Pair;
  members?: Pair[];
}

const seat = (group: PeopleGroup, title: Pair, remit: Pair): MemberSeed => ({ group, title, remit });

/** Governing bodies described by role (sample content names roles, not invented people). */
export const members: MemberSeed[] = [
  seat(
    'board',
    ['رئيس مجلس الإدارة', 'Chair of the Board'],
    [
      'يرأس اجتماعات المجلس والجمعية العمومية ويمثل الجمعية أمام الجهات الرسمية.',
      'Chairs board and general assembly meetings and represents the association before official bodies.',
    ],
  ),
  seat(
    'board',
    ['نائب رئيس مجلس الإدارة', 'Vice-Chair of the Board'],
    [
      'ينوب عن الرئيس في غيابه ويرأس لجنة الحوكمة.',
      'Acts for the chair in their absence and chairs the governance committee.',
    ],
  ),
  seat(
    'board',
    ['المشرف المالي', 'Financial officer'],
    [
      'يشرف على الشؤون المالية ويوقّع مع الرئيس على الصرف ويعرض القوائم المالية على المجلس.',
      'Oversees financial affairs, co-signs payments with the chair and presents the financial statements to the board.',
    ],
  ),
  seat(
    'board',
    ['أمين السر', 'Secretary of the Board'],
    [
      'يعد جداول الأعمال ويحرر المحاضر ويتابع تنفيذ القرارات.',
      'Prepares agendas, writes the minutes and follows up resolutions.',
    ],
  ),
  seat(
    'board',
    ['عضو مجلس الإدارة — مختص في الشؤون الصحية', 'Board member — health specialist'],
    [
      'يقدم المشورة في البرامج الصحية ومعايير قبول الحالات.',
      'Advises on health programmes and case-acceptance criteria.',
    ],
  ),
  seat(
    'board',
    ['عضو مجلس الإدارة — مختص في الاستثمار الوقفي', 'Board member — endowment investment specialist'],
    [
      'يرأس لجنة الاستثمار ويتابع أداء الأصول الوقفية.',
      'Chairs the investment committee and follows the performance of endowment assets.',
    ],
  ),
  seat(
    'board',
    ['عضو مجلس الإدارة — مختص قانوني', 'Board member — legal specialist'],
    [
      'يراجع العقود واللوائح ويضمن امتثالها للأنظمة.',
      'Reviews contracts and regulations and ensures they comply with the law.',
    ],
  ),

  seat(
    'executive_management',
    ['المدير التنفيذي', 'Chief executive'],
    [
      'يقود الإدارة التنفيذية وينفذ قرارات المجلس والخطة التشغيلية.',
      'Leads executive management and carries out board resolutions and the operational plan.',
    ],
  ),
  seat(
    'executive_management',
    ['مدير البرامج الصحية', 'Head of health programmes'],
    [
      'يدير برامج الغسيل الكلوي والأدوية والأجهزة والنقل، ويتابع الشراكات الصحية.',
      'Runs the dialysis, medicines, devices and transport programmes and manages health partnerships.',
    ],
  ),
  seat(
    'executive_management',
    ['مدير الشؤون المالية', 'Head of finance'],
    [
      'يدير المحاسبة والميزانية والصرف وفق السياسات المالية المعتمدة.',
      'Manages accounting, budgeting and payments under the approved financial policies.',
    ],
  ),
  seat(
    'executive_management',
    ['مدير تنمية الموارد والأوقاف', 'Head of resource and endowment development'],
    [
      'يطور مصادر الدخل ويتابع المتبرعين والواقفين والشراكات المجتمعية.',
      'Develops income, looks after donors and endowment founders, and builds community partnerships.',
    ],
  ),
  seat(
    'executive_management',
    ['مدير الخدمات الاجتماعية', 'Head of social services'],
    [
      'يشرف على دراسة الحالات والبحث الاجتماعي وخدمة المستفيدين.',
      'Supervises case assessment, social research and beneficiary services.',
    ],
  ),
  seat(
    'executive_management',
    ['مدير الاتصال والتوعية', 'Head of communications and awareness'],
    [
      'يدير برامج التوعية الصحية والإعلام والتواصل مع الجمهور.',
      'Runs health-awareness programmes, media and public communication.',
    ],
  ),

  seat(
    'executive_committee',
    ['رئيس اللجنة التنفيذية (رئيس مجلس الإدارة)', 'Chair of the executive committee (Chair of the Board)'],
    ['يرأس اجتماعات اللجنة ويرفع محاضرها إلى المجلس.', 'Chairs the committee and reports its minutes to the board.'],
  ),
  seat(
    'executive_committee',
    ['عضو اللجنة (المشرف المالي)', 'Committee member (Financial officer)'],
    ['يراجع تقارير الصرف والتدفقات النقدية الشهرية.', 'Reviews monthly spending and cash-flow reports.'],
  ),
  seat(
    'executive_committee',
    ['عضو اللجنة (المختص في الشؤون الصحية)', 'Committee member (Health specialist)'],
    [
      'يراجع طلبات المساعدة الاستثنائية من الناحية الطبية.',
      'Reviews exceptional support requests from a medical point of view.',
    ],
  ),
  seat(
    'executive_committee',
    ['مقرر اللجنة (المدير التنفيذي)', 'Rapporteur (Chief executive)'],
    [
      'يعرض تقارير الإنجاز ويتابع تنفيذ قرارات اللجنة، دون حق التصويت.',
      'Presents progress reports and follows up the committee’s decisions, without a vote.',
    ],
  ),

  seat(
    'general_assembly',
    ['الأعضاء العاملون', 'Full members'],
    [
      'لهم حق حضور الاجتماعات والتصويت والترشح لعضوية مجلس الإدارة بعد مضي سنة على العضوية.',
      'May attend, vote, and stand for the board after one year of membership.',
    ],
  ),
  seat(
    'general_assembly',
    ['الأعضاء المنتسبون', 'Associate members'],
    [
      'يحضرون الاجتماعات ويشاركون في النقاش دون حق التصويت.',
      'Attend meetings and take part in discussion without a vote.',
    ],
  ),
  seat(
    'general_assembly',
    ['الأعضاء الفخريون', 'Honorary members'],
    [
      'تمنحهم الجمعية العمومية العضوية تقديرًا لإسهامهم في دعم الوقف الصحي.',
      'Granted membership by the general assembly in recognition of their support for the health endowment.',
    ],
  ),
  seat(
    'general_assembly',
    ['الواقفون المؤسسون', 'Founding endowment donors'],
    [
      'أسهموا بأصول وقفية مؤسسة، ولهم العضوية العاملة متى استوفوا شروطها.',
      'Contributed founding endowment assets and hold full membership once they meet its conditions.',
    ],
  ),

  {
    group: 'permanent_committees',
    title: ['لجنة المراجعة', 'Audit committee'],
    remit: [
      'تتحقق من سلامة القوائم المالية وفاعلية الرقابة الداخلية، ويتبعها المراجع الداخلي، وتتواصل مع المراجع الخارجي.',
      'Checks the soundness of the financial statements and the effectiveness of internal control; the internal auditor reports to it and it liaises with the external auditor.',
    ],
    members: [
      ['رئيس اللجنة (عضو مستقل من خارج المجلس)', 'Chair (independent member from outside the board)'],
      ['عضو مجلس الإدارة — المختص القانوني', 'Board member — legal specialist'],
      ['عضو مستقل — محاسب قانوني', 'Independent member — chartered accountant'],
    ],
  },
  {
    group: 'permanent_committees',
    title: ['لجنة الاستثمار', 'Investment committee'],
    remit: [
      'تقترح سياسة استثمار الأصول الوقفية وتتابع عوائدها وتوصي بالأصول الجديدة وفق الضوابط الشرعية.',
      'Proposes the investment policy for endowment assets, follows their returns and recommends new assets within Sharia guidelines.',
    ],
    members: [
      ['رئيس اللجنة (عضو المجلس المختص في الاستثمار الوقفي)', 'Chair (board member, endowment investment specialist)'],
      ['المشرف المالي', 'Financial officer'],
      ['عضو مستقل — خبير في الصناديق الوقفية', 'Independent member — endowment fund expert'],
    ],
  },
  {
    group: 'permanent_committees',
    title: ['لجنة الحوكمة والترشيحات', 'Governance and nominations committee'],
    remit: [
      'تراجع اللوائح والسياسات وتتابع الالتزام بمعيار الحوكمة، وتقترح معايير الترشح لعضوية المجلس واللجان.',
      'Reviews regulations and policies, monitors compliance with the governance standard, and proposes criteria for board and committee nominations.',
    ],
    members: [
      ['رئيس اللجنة (نائب رئيس مجلس الإدارة)', 'Chair (Vice-Chair of the Board)'],
      ['أمين السر', 'Secretary of the Board'],
      ['مسؤول الالتزام', 'Compliance officer'],
    ],
  },
  {
    group: 'permanent_committees',
    title: ['لجنة البرامج والمساعدات', 'Programmes and assistance committee'],
    remit: [
      'تضع معايير استحقاق المساعدات وتراجع الحالات الاستثنائية وتقيّم أثر البرامج الصحية.',
      'Sets eligibility criteria for assistance, reviews exceptional cases and evaluates the impact of health programmes.',
    ],
    members: [
      ['رئيس اللجنة (عضو المجلس المختص في الشؤون الصحية)', 'Chair (board member, health specialist)'],
      ['مدير البرامج الصحية', 'Head of health programmes'],
      ['مدير الخدمات الاجتماعية', 'Head of social services'],
      ['طبيب استشاري متطوع', 'Volunteer consultant physician'],
    ],
  },
  {
    group: 'permanent_committees',
    title: ['لجنة تنمية الموارد', 'Resource development committee'],
    remit: [
      'تضع خطط جمع التبرعات وتنمية الأوقاف وتتابع رضا المتبرعين والشراكات مع القطاع الخاص.',
      'Plans fundraising and endowment growth and follows donor satisfaction and private-sector partnerships.',
    ],
    members: [
      ['رئيس اللجنة (عضو من مجلس الإدارة)', 'Chair (board member)'],
      ['مدير تنمية الموارد والأوقاف', 'Head of resource and endowment development'],
      ['مدير الاتصال والتوعية', 'Head of communications and awareness'],
    ],
  },
];
