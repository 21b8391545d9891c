import { h, l, p, type PageSeed } from './blocks';

/** Governance, plans, reports and governing bodies. Sample content; figures are illustrative. */
export const governancePages: PageSeed[] = [
  {
    slug: 'evaluation',
    title: ['تقييم الأداء', 'Performance evaluation'],
    summary: [
      'كيف نقيس أداء الجمعية وأثر برامجها.',
      'How we measure the association’s performance and the impact of its programmes.',
    ],
    ar: [
      p(
        'تخضع الجمعية لتقييم سنوي في معيار الحوكمة الذي يطبقه المركز الوطني لتنمية القطاع غير الربحي، ويشمل الالتزام والامتثال والشفافية والإفصاح والسلامة المالية.',
      ),
      p(
        'وإلى جانب ذلك نقيس أثر برامجنا بمؤشرات محددة: عدد جلسات الغسيل المدعومة، ونسبة المرضى الذين انتظموا في مواعيدهم بعد توفير النقل، ومتوسط مدة دراسة الحالة، ورضا المستفيدين والمتبرعين.',
      ),
      h('أبرز نتائج التقييم الأخير'),
      l(
        'الحوكمة: تصنيف «ممتاز» في معيار الحوكمة (بيانات تجريبية).',
        'متوسط دراسة الحالة: سبعة أيام عمل.',
        'رضا المستفيدين: اثنان وتسعون في المئة في استبانة مستقلة.',
      ),
    ],
    en: [
      p(
        'The association is assessed every year against the governance standard of the National Center for Non-Profit Sector Development, which covers compliance, transparency and disclosure, and financial soundness.',
      ),
      p(
        'We also measure the impact of our programmes with specific indicators: dialysis sessions funded, the share of patients who kept their appointments once transport was provided, the average time to assess a case, and beneficiary and donor satisfaction.',
      ),
      h('Highlights of the latest evaluation'),
      l(
        'Governance: rated “excellent” on the governance standard (sample data).',
        'Average case assessment: seven working days.',
        'Beneficiary satisfaction: ninety-two per cent in an independent survey.',
      ),
    ],
  },
  {
    slug: 'evidence',
    title: ['الأدلة والشواهد', 'Evidence and records'],
    summary: [
      'الشواهد التي نحتفظ بها لإثبات الالتزام بمعايير الحوكمة.',
      'The records we keep to show compliance with governance standards.',
    ],
    ar: [
      p(
        'نحتفظ بسجل منظم من الأدلة والشواهد يثبت التزام الجمعية بمتطلبات الحوكمة، ويُتاح للجهة المشرفة والمراجع الخارجي عند الطلب.',
      ),
      l(
        'محاضر اجتماعات الجمعية العمومية ومجلس الإدارة واللجان وقراراتها.',
        'سجل الإفصاح عن تعارض المصالح الموقّع سنويًا من أعضاء المجلس والموظفين.',
        'تقارير المراجعة الداخلية وخطط معالجة الملاحظات.',
        'ملفات دراسة الحالات وإثبات صرف المساعدات للمستفيدين.',
        'عقود الشراكة مع مراكز الغسيل والمستشفيات والصيدليات.',
      ),
      p('تُحفظ هذه الشواهد إلكترونيًا مع نسخ احتياطية، وفق سياسة الاحتفاظ بالوثائق المنشورة في صفحة السياسات.'),
    ],
    en: [
      p(
        'We keep an organised record of evidence showing the association’s compliance with governance requirements, available to the supervising authority and the external auditor on request.',
      ),
      l(
        'Minutes and resolutions of the general assembly, the board and its committees.',
        'Conflict-of-interest declarations signed every year by board members and staff.',
        'Internal audit reports and the plans to address their findings.',
        'Case-assessment files and proof of aid delivered to beneficiaries.',
        'Partnership contracts with dialysis centres, hospitals and pharmacies.',
      ),
      p(
        'These records are kept electronically with backups, under the document retention policy published on the policies page.',
      ),
    ],
  },
  {
    slug: 'strategic_plan',
    title: ['الخطة الاستراتيجية', 'Strategic plan'],
    summary: [
      'الخطة الاستراتيجية الخمسية للجمعية ومحاورها الرئيسة.',
      'The association’s five-year strategic plan and its main pillars.',
    ],
    ar: [
      p(
        'أقرت الجمعية العمومية خطة استراتيجية خمسية أُعدت بمشاركة المستفيدين والمتبرعين والشركاء الصحيين، بعد تحليل الاحتياج الصحي في منطقة عمل الجمعية.',
      ),
      h('محاور الخطة'),
      l(
        'الاستدامة المالية: تنمية الأصول الوقفية وتنويع مصادر الدخل.',
        'جودة الخدمة: تقليص مدة دراسة الحالة وتوسيع شبكة الشركاء.',
        'الأثر الصحي: التركيز على الأمراض المزمنة الأعلى كلفة على الأسر.',
        'التميز المؤسسي: الحوكمة والتحول الرقمي وبناء قدرات الفريق.',
      ),
      p(
        'تُترجم الخطة الاستراتيجية إلى خطط تشغيلية سنوية بمبادرات وميزانيات ومؤشرات، ويراجع مجلس الإدارة تقدمها كل ستة أشهر.',
      ),
    ],
    en: [
      p(
        'The general assembly approved a five-year strategic plan prepared with beneficiaries, donors and health partners, after an analysis of health needs in the association’s area.',
      ),
      h('Pillars of the plan'),
      l(
        'Financial sustainability: growing the endowment and diversifying income.',
        'Service quality: shorter case assessment and a wider partner network.',
        'Health impact: focusing on the chronic illnesses that cost families most.',
        'Institutional excellence: governance, digital transformation and team development.',
      ),
      p(
        'The strategic plan is broken down into annual operational plans with initiatives, budgets and indicators, and the board reviews progress every six months.',
      ),
    ],
  },
  {
    slug: 'Operational_Plan',
    title: ['الخطة التشغيلية', 'Operational plan'],
    summary: ['مبادرات العام الحالي وميزانياتها ومؤشراتها.', 'This year’s initiatives, budgets and indicators.'],
    ar: [
      p(
        'الخطة التشغيلية هي الترجمة السنوية للخطة الاستراتيجية، وتحدد لكل إدارة مبادراتها والمسؤول عنها وموعد إنجازها والميزانية المرصودة لها.',
      ),
      h('أبرز مبادرات العام'),
      l(
        'التعاقد مع مركزي غسيل كلوي جديدين لتقليص قوائم الانتظار.',
        'إطلاق بوابة إلكترونية لتقديم طلبات المساعدة ومتابعتها.',
        'إضافة سيارتين مجهزتين لأسطول نقل المرضى.',
        'تنفيذ عشر حملات فحص مبكر لأمراض الكلى في الأحياء والمدارس.',
      ),
      p('تُرفع تقارير الإنجاز إلى اللجنة التنفيذية شهريًا وإلى مجلس الإدارة ربع سنويًا.'),
    ],
    en: [
      p(
        'The operational plan is the yearly translation of the strategic plan: for each department it sets the initiatives, who owns them, when they are due and the budget allocated to them.',
      ),
      h('Main initiatives this year'),
      l(
        'Contracting two more dialysis centres to shorten waiting lists.',
        'Launching an online portal to apply for support and follow applications.',
        'Adding two equipped vehicles to the patient transport fleet.',
        'Running ten early-screening campaigns for kidney disease in neighbourhoods and schools.',
      ),
      p('Progress reports go to the executive committee every month and to the board every quarter.'),
    ],
  },
  {
    slug: 'annual_report',
    title: ['التقرير السنوي', 'Annual report'],
    summary: [
      'حصاد عام من العطاء: ما أنجزناه بتبرعاتكم وأوقافكم.',
      'A year of giving: what your donations and endowments achieved.',
    ],
    ar: [
      p(
        'يعرض التقرير السنوي ما أنجزته الجمعية خلال العام في برامجها كافة، مع الأرقام والمؤشرات وقصص المستفيدين التي أُذن بنشرها، ويُعتمد من الجمعية العمومية قبل نشره.',
      ),
      h('أرقام العام (بيانات تجريبية)'),
      l(
        'أكثر من ثمانية وعشرين ألف جلسة غسيل كلوي مدعومة.',
        'ألف وستمئة أسرة استفادت من الأدوية والأجهزة الطبية.',
        'تسعة آلاف رحلة نقل للمرضى إلى مواعيدهم.',
        'خمسة وسبعون ألف مستفيد من برامج التوعية.',
      ),
      p('يمكنكم تنزيل التقارير السنوية للأعوام السابقة من قائمة الوثائق أدناه.'),
    ],
    en: [
      p(
        'The annual report sets out what the association achieved during the year across all its programmes, with figures, indicators and the beneficiary stories we have permission to share. The general assembly approves it before publication.',
      ),
      h('The year in figures (sample data)'),
      l(
        'More than twenty-eight thousand dialysis sessions funded.',
        'One thousand six hundred families helped with medicines and medical devices.',
        'Nine thousand patient journeys to appointments.',
        'Seventy-five thousand people reached by awareness programmes.',
      ),
      p('You can download the annual reports of previous years from the document list below.'),
    ],
  },
  {
    slug: 'financial_statements',
    title: ['القوائم المالية', 'Financial statements'],
    summary: [
      'القوائم المالية المدققة للجمعية، منشورة للعموم.',
      'The association’s audited financial statements, published for everyone.',
    ],
    ar: [
      p(
        'تُعد الجمعية قوائمها المالية وفق معايير المحاسبة للمنشآت غير الهادفة للربح المعتمدة في المملكة، ويدققها مراجع حسابات خارجي مرخص تعينه الجمعية العمومية.',
      ),
      p(
        'تتضمن القوائم قائمة المركز المالي، وقائمة الأنشطة، وقائمة التدفقات النقدية، والإيضاحات، مع فصل واضح بين الأصول الوقفية والتبرعات المقيدة وغير المقيدة.',
      ),
      p('ننشر القوائم المالية المدققة لكل عام بعد اعتمادها، ويمكنكم تنزيلها من قائمة الوثائق أدناه.'),
    ],
    en: [
      p(
        'The association prepares its financial statements under the accounting standards for non-profit organisations adopted in the Kingdom, and they are audited by a licensed external auditor appointed by the general assembly.',
      ),
      p(
        'The statements include the statement of financial position, the statement of activities, the statement of cash flows and the notes, with a clear separation between endowment assets and restricted and unrestricted donations.',
      ),
      p('We publish the audited statements for each year once approved; download them from the document list below.'),
    ],
  },
  {
    slug: 'general_assembly',
    title: ['الجمعية العمومية', 'General assembly'],
    summary: [
      'أعلى سلطة في الجمعية، تضم أعضاءها العاملين.',
      'The association’s highest authority, made up of its full members.',
    ],
    ar: [
      p(
        'تتكون الجمعية العمومية من جميع الأعضاء العاملين الذين أوفوا بالتزامات العضوية، وتعقد اجتماعًا عاديًا مرة في السنة على الأقل خلال الأشهر الأربعة التالية لنهاية السنة المالية.',
      ),
      h('من اختصاصاتها'),
      l(
        'انتخاب أعضاء مجلس الإدارة.',
        'اعتماد التقرير السنوي والقوائم المالية المدققة.',
        'تعيين مراجع الحسابات الخارجي وتحديد أتعابه.',
        'اعتماد الخطة الاستراتيجية والموازنة التقديرية.',
        'تعديل اللائحة الأساسية في اجتماع غير عادي.',
      ),
      p('يحق لكل عضو عامل صوت واحد، وتُنشر محاضر الاجتماعات وقراراتها في قسم الحوكمة.'),
    ],
    en: [
      p(
        'The general assembly consists of all full members in good standing. It holds an ordinary meeting at least once a year, within four months of the end of the financial year.',
      ),
      h('Its responsibilities include'),
      l(
        'Electing the members of the board.',
        'Approving the annual report and audited financial statements.',
        'Appointing the external auditor and setting the fee.',
        'Approving the strategic plan and the estimated budget.',
        'Amending the articles of association at an extraordinary meeting.',
      ),
      p(
        'Each full member has one vote, and the minutes and resolutions of meetings are published in the governance section.',
      ),
    ],
  },
  {
    slug: 'general_assembly_members',
    title: ['أعضاء الجمعية العمومية', 'General assembly members'],
    summary: [
      'فئات العضوية في الجمعية العمومية وشروطها.',
      'Membership categories of the general assembly and their conditions.',
    ],
    ar: [
      p(
        'تضم الجمعية العمومية أعضاء من المتبرعين والواقفين والمختصين في المجالين الصحي والاجتماعي. ولا ننشر أسماء الأعضاء في هذا الموقع التجريبي، ونعرض بدلًا منها فئات العضوية وأدوارها.',
      ),
      p(
        'يُقبل العضو بقرار من مجلس الإدارة بعد استيفاء شروط العضوية الواردة في اللائحة الأساسية، ومنها سداد الاشتراك السنوي والالتزام بأهداف الجمعية.',
      ),
    ],
    en: [
      p(
        'The general assembly includes donors, endowment founders and specialists in health and social work. This sample site does not publish members’ names; it lists the membership categories and their roles instead.',
      ),
      p(
        'A member is admitted by board resolution after meeting the conditions in the articles of association, including paying the annual subscription and committing to the association’s aims.',
      ),
    ],
  },
  {
    slug: 'board',
    title: ['مجلس الإدارة', 'Board of directors'],
    summary: [
      'المجلس المنتخب الذي يرسم سياسات الجمعية ويشرف على أدائها.',
      'The elected board that sets the association’s policies and oversees its performance.',
    ],
    ar: [
      p(
        'يتكون مجلس الإدارة من سبعة أعضاء تنتخبهم الجمعية العمومية لدورة مدتها أربع سنوات، ويعمل أعضاؤه متطوعين دون أجر.',
      ),
      p(
        'يجتمع المجلس مرة كل شهرين على الأقل، ويعتمد الخطط والميزانيات والسياسات، ويشكّل اللجان الدائمة، ويتابع تقارير الإدارة التنفيذية والمراجعة الداخلية. ويفصح كل عضو سنويًا عن أي تعارض محتمل في المصالح.',
      ),
    ],
    en: [
      p(
        'The board has seven members elected by the general assembly for a four-year term, all serving as unpaid volunteers.',
      ),
      p(
        'The board meets at least every two months. It approves plans, budgets and policies, forms the permanent committees, and follows reports from executive management and internal audit. Every member declares any potential conflict of interest each year.',
      ),
    ],
  },
  {
    slug: 'executive_committee',
    title: ['اللجنة التنفيذية', 'Executive committee'],
    summary: [
      'لجنة منبثقة عن مجلس الإدارة تتابع التنفيذ بين اجتماعات المجلس.',
      'A committee of the board that follows execution between board meetings.',
    ],
    ar: [
      p(
        'شكّل مجلس الإدارة اللجنة التنفيذية لتتابع تنفيذ قراراته بين اجتماعاته، وتتخذ القرارات العاجلة في حدود الصلاحيات المفوضة إليها، وترفع إليه محضرًا بكل اجتماع.',
      ),
      p(
        'تجتمع اللجنة شهريًا، وتراجع تقارير الإنجاز والصرف، وتعتمد المساعدات التي تتجاوز صلاحيات المدير التنفيذي، وتتابع الشراكات الجديدة قبل عرضها على المجلس.',
      ),
    ],
    en: [
      p(
        'The board formed the executive committee to follow up its decisions between meetings, take urgent decisions within the authority delegated to it, and report to the board with minutes of every meeting.',
      ),
      p(
        'The committee meets monthly. It reviews progress and spending reports, approves support above the chief executive’s limits, and examines new partnerships before they go to the board.',
      ),
    ],
  },
];
