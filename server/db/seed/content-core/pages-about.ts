import { h, l, p, type PageSeed } from './blocks';

/** About the association: who we are, why, and what we do. Sample content. */
export const aboutPages: PageSeed[] = [
  {
    slug: 'about',
    title: ['عن الجمعية', 'About the association'],
    summary: [
      'جمعية أهلية غير ربحية تنمّي الأوقاف الصحية وتصرف ريعها على المرضى المحتاجين، من جلسات الغسيل الكلوي إلى الدواء والجهاز الطبي ووسيلة النقل.',
      'A non-profit association that grows health endowments and spends their yield on patients in need, from dialysis sessions to medicines, medical devices and transport.',
    ],
    ar: [
      p(
        'نشأت جمعية الوقف الصحي الخيرية من سؤال بسيط: كيف يجد المريض المحتاج علاجه اليوم وغدًا وبعد عشرين عامًا؟ وكان الجواب في الوقف؛ فالمال الموقوف يبقى أصله ويُصرف ريعه، فيستمر العطاء ما بقي الأصل.',
      ),
      p(
        'تعمل الجمعية تحت إشراف المركز الوطني لتنمية القطاع غير الربحي، وتستقبل التبرعات والأوقاف من الأفراد والشركات، وتستثمرها بحذر في أصول مأمونة، ثم توجّه العائد إلى برامج صحية محددة يراجعها مجلس الإدارة ويُعلن عنها في تقارير دورية.',
      ),
      h('مجالات عملنا'),
      l(
        'دعم جلسات الغسيل الكلوي للمرضى غير القادرين على تحمّل تكلفتها.',
        'توفير الأدوية للأمراض المزمنة بالتنسيق مع المستشفيات والصيدليات المعتمدة.',
        'تأمين الأجهزة الطبية المنزلية كالكراسي المتحركة وأجهزة الأكسجين والأسرّة الطبية.',
        'نقل المرضى من منازلهم إلى مواعيد العلاج وإعادتهم بسيارات مجهزة.',
        'التوعية الصحية بالوقاية من أمراض الكلى والسكري وارتفاع ضغط الدم.',
      ),
      p(
        'نؤمن بأن الثقة أساس العمل الخيري، ولذلك ننشر لوائحنا وسياساتنا وقوائمنا المالية المدققة، ونتيح للمتبرع أن يتابع أثر تبرعه في المشروع الذي اختاره.',
      ),
    ],
    en: [
      p(
        'The Health Endowment Charitable Association began with a simple question: how can a patient in need find treatment today, tomorrow and twenty years from now? The answer was the waqf, the Islamic endowment: the endowed capital is kept and only its yield is spent, so the giving lasts as long as the capital does.',
      ),
      p(
        'The association works under the supervision of the National Center for Non-Profit Sector Development. It receives donations and endowments from individuals and companies, invests them prudently in secure assets, and directs the return to defined health programmes that the board reviews and reports on regularly.',
      ),
      h('What we work on'),
      l(
        'Funding dialysis sessions for patients who cannot afford them.',
        'Providing medicines for chronic illnesses, in coordination with accredited hospitals and pharmacies.',
        'Supplying home medical devices such as wheelchairs, oxygen concentrators and hospital beds.',
        'Transporting patients from home to their treatment appointments and back in equipped vehicles.',
        'Health awareness on preventing kidney disease, diabetes and high blood pressure.',
      ),
      p(
        'We believe trust is the foundation of charitable work. That is why we publish our regulations, policies and audited financial statements, and let every donor follow the impact of a gift in the project they chose.',
      ),
    ],
  },
  {
    slug: 'vision',
    title: ['الرؤية', 'Vision'],
    summary: [
      'أن نكون النموذج الرائد في الوقف الصحي المستدام في المملكة.',
      'To be the leading model of sustainable health endowment in the Kingdom.',
    ],
    ar: [
      p(
        'أن نكون النموذج الرائد في الوقف الصحي المستدام على مستوى المملكة العربية السعودية، بحيث لا يتأخر علاج مريض محتاج بسبب عجزه عن تكلفته.',
      ),
      p(
        'تنطلق رؤيتنا من مستهدفات رؤية المملكة ٢٠٣٠ في تعظيم أثر القطاع غير الربحي ورفع إسهامه في التنمية الصحية، ومن إيماننا بأن الوقف أداة تنموية قادرة على سد فجوات حقيقية في الرعاية الصحية إذا أُحسنت إدارته.',
      ),
      h('ماذا تعني الرؤية عمليًا؟'),
      l(
        'أصول وقفية تنمو عامًا بعد عام ويغطي ريعها برامجنا الأساسية.',
        'شراكات ثابتة مع مراكز الغسيل الكلوي والمستشفيات والصيدليات.',
        'قرارات مبنية على البيانات وقياس الأثر، لا على الانطباعات.',
      ),
    ],
    en: [
      p(
        'To be the leading model of sustainable health endowment in Saudi Arabia, so that no patient in need goes without treatment because they cannot afford it.',
      ),
      p(
        'Our vision draws on the goals of Saudi Vision 2030 to increase the impact of the non-profit sector and its contribution to health development, and on our conviction that a well-managed endowment can close real gaps in health care.',
      ),
      h('What the vision means in practice'),
      l(
        'Endowment assets that grow year after year, with a yield that covers our core programmes.',
        'Lasting partnerships with dialysis centres, hospitals and pharmacies.',
        'Decisions based on data and measured impact, not impressions.',
      ),
    ],
  },
  {
    slug: 'message',
    title: ['الرسالة', 'Mission'],
    summary: [
      'نحوّل عطاء المتبرعين إلى أوقاف صحية دائمة تخدم المرضى المحتاجين بكفاءة وشفافية.',
      'We turn donors’ generosity into lasting health endowments that serve patients in need efficiently and transparently.',
    ],
    ar: [
      p(
        'نحوّل عطاء المتبرعين إلى أوقاف صحية دائمة، ونصرف ريعها على المرضى المحتاجين في العلاج والدواء والأجهزة والنقل والتوعية، بكفاءة في الإنفاق وشفافية في الإفصاح وشراكة مع الجهات الصحية.',
      ),
      p(
        'نلتزم في رسالتنا بأن يصل كل ريال إلى مستحقه عبر إجراءات بحث اجتماعي وطبي موثقة، وبأن نعرض على المتبرع أثر عطائه بالأرقام، وبأن نحفظ كرامة المستفيد وخصوصية بياناته.',
      ),
    ],
    en: [
      p(
        'We turn donors’ generosity into lasting health endowments and spend their yield on patients in need, on treatment, medicines, devices, transport and awareness, with efficient spending, transparent disclosure and partnership with health providers.',
      ),
      p(
        'In this mission we commit that every riyal reaches the person entitled to it through documented social and medical assessment, that we show donors the impact of their giving in figures, and that we protect the dignity and privacy of every beneficiary.',
      ),
    ],
  },
  {
    slug: 'values',
    title: ['القيم', 'Values'],
    summary: [
      'الأمانة والشفافية والإحسان والاستدامة والشراكة.',
      'Integrity, transparency, excellence, sustainability and partnership.',
    ],
    ar: [
      p('قيمنا هي ما نحتكم إليه حين تتعدد الخيارات، وهي جزء من تقييم أداء كل موظف ومتطوع في الجمعية.'),
      l(
        'الأمانة: نتعامل مع أموال الوقف والتبرعات على أنها أمانة نُسأل عنها.',
        'الشفافية: ننشر قوائمنا المالية وتقاريرنا ونجيب عن أسئلة المتبرعين بوضوح.',
        'الإحسان: نتقن العمل ونخدم المريض كما نحب أن نُخدم.',
        'الاستدامة: نحافظ على الأصل الوقفي وننميه ليستمر أثره للأجيال القادمة.',
        'الشراكة: نعمل مع الجهات الصحية والجمعيات الأخرى ولا نكرر جهدًا قائمًا.',
      ),
      p('ونحرص كذلك على احترام خصوصية المستفيدين؛ فلا تُنشر صورة أو قصة لمريض دون موافقته المكتوبة.'),
    ],
    en: [
      p(
        'Our values are what we fall back on when there is more than one way forward, and they are part of how every employee and volunteer is appraised.',
      ),
      l(
        'Integrity: we treat endowment funds and donations as a trust we will be asked about.',
        'Transparency: we publish our financial statements and reports and answer donors’ questions plainly.',
        'Excellence (ihsan): we do our work well and serve patients as we would wish to be served.',
        'Sustainability: we preserve and grow the endowed capital so its impact reaches future generations.',
        'Partnership: we work with health providers and other charities rather than duplicating existing effort.',
      ),
      p(
        'We also guard beneficiaries’ privacy: no patient’s photograph or story is published without their written consent.',
      ),
    ],
  },
  {
    slug: 'goals',
    title: ['الأهداف', 'Goals'],
    summary: [
      'أهداف الجمعية الاستراتيجية للأعوام الخمسة القادمة.',
      'The association’s strategic goals for the next five years.',
    ],
    ar: [
      p('حددت الجمعية في خطتها الاستراتيجية خمسة أهداف رئيسة، لكل منها مؤشرات قياس يتابعها مجلس الإدارة كل ربع سنة.'),
      l(
        'تنمية الأصول الوقفية بحيث يغطي ريعها ستين في المئة من نفقات البرامج.',
        'دعم ما لا يقل عن ثلاثين ألف جلسة غسيل كلوي سنويًا للمرضى المحتاجين.',
        'توفير الأدوية والأجهزة الطبية لألفي أسرة سنويًا.',
        'تشغيل خدمة نقل المرضى في ثلاث مدن بأسطول مجهز.',
        'الوصول ببرامج التوعية الصحية إلى مئة ألف مستفيد سنويًا.',
      ),
      p('وتُنشر نتائج هذه المؤشرات في التقرير السنوي، مع بيان ما تحقق وما لم يتحقق وأسبابه.'),
    ],
    en: [
      p(
        'In its strategic plan the association set five main goals, each with indicators the board follows every quarter.',
      ),
      l(
        'Grow the endowment so that its yield covers sixty per cent of programme spending.',
        'Fund at least thirty thousand dialysis sessions a year for patients in need.',
        'Provide medicines and medical devices to two thousand families a year.',
        'Run a patient transport service in three cities with an equipped fleet.',
        'Reach one hundred thousand people a year with health-awareness programmes.',
      ),
      p(
        'Results against these indicators are published in the annual report, including what was achieved, what was not, and why.',
      ),
    ],
  },
  {
    slug: 'idea',
    title: ['فكرة الجمعية', 'The idea'],
    summary: [
      'لماذا الوقف الصحي؟ لأن المرض المزمن يحتاج إلى دعم مستمر لا ينقطع.',
      'Why a health endowment? Because chronic illness needs support that does not stop.',
    ],
    ar: [
      p(
        'مريض الفشل الكلوي يحتاج إلى ثلاث جلسات غسيل كل أسبوع طوال حياته أو حتى يجد متبرعًا بكلية. والتبرع لمرة واحدة يغطي أسابيع قليلة، أما الوقف فيغطي جلساته عامًا بعد عام.',
      ),
      p(
        'من هنا جاءت فكرة الجمعية: أن يُجمع العطاء في أصول وقفية مدرّة، كالعقارات والصناديق الوقفية المرخصة، ثم يُصرف عائدها على احتياج صحي مستمر. فيبقى الأصل، ويتجدد الأثر، ويكتب للواقف أجر صدقة جارية.',
      ),
      p(
        'ونكمل الوقف بالتبرعات المباشرة للمشاريع العاجلة، كتجهيز مركز غسيل أو شراء سيارة لنقل المرضى، حتى لا ينتظر المحتاج نمو الريع.',
      ),
    ],
    en: [
      p(
        'A patient with kidney failure needs three dialysis sessions every week for life, or until a kidney donor is found. A one-off donation covers a few weeks; an endowment covers those sessions year after year.',
      ),
      p(
        'That is the idea behind the association: gather giving into income-producing endowment assets, such as property and licensed endowment funds, and spend the return on an ongoing health need. The capital stays, the impact renews, and the donor earns the reward of continuing charity (sadaqah jariyah).',
      ),
      p(
        'We complement the endowment with direct donations to urgent projects, such as equipping a dialysis unit or buying a patient transport vehicle, so that people in need do not have to wait for the yield to grow.',
      ),
    ],
  },
  {
    slug: 'organizational_structure',
    title: ['الهيكل التنظيمي', 'Organisational structure'],
    summary: [
      'كيف تتوزع الصلاحيات والمسؤوليات بين الجمعية العمومية ومجلس الإدارة والإدارة التنفيذية.',
      'How authority and responsibility are shared between the general assembly, the board and executive management.',
    ],
    ar: [
      p(
        'يقوم الهيكل التنظيمي للجمعية على الفصل بين الرقابة والإشراف من جهة، والتنفيذ من جهة أخرى، وفق اللائحة الأساسية المعتمدة من المركز الوطني لتنمية القطاع غير الربحي.',
      ),
      h('مستويات الهيكل'),
      l(
        'الجمعية العمومية: أعلى سلطة في الجمعية، تنتخب مجلس الإدارة وتعتمد القوائم المالية والتقرير السنوي.',
        'مجلس الإدارة: يرسم السياسات العامة ويعتمد الخطط والميزانيات ويشرف على الأداء.',
        'اللجان الدائمة: لجان متخصصة منبثقة عن المجلس، كلجنة المراجعة ولجنة الاستثمار.',
        'الإدارة التنفيذية: يقودها المدير التنفيذي، وتضم إدارات البرامج والموارد المالية وتنمية الموارد والاتصال.',
      ),
      p('ويتبع المراجع الداخلي للجنة المراجعة مباشرة ضمانًا لاستقلاله عن الإدارة التنفيذية.'),
    ],
    en: [
      p(
        'The association’s structure separates oversight and supervision on one side from execution on the other, as set out in the articles of association approved by the National Center for Non-Profit Sector Development.',
      ),
      h('Levels of the structure'),
      l(
        'General assembly: the highest authority; it elects the board and approves the financial statements and annual report.',
        'Board of directors: sets general policy, approves plans and budgets and oversees performance.',
        'Permanent committees: specialised committees of the board, such as the audit committee and the investment committee.',
        'Executive management: led by the chief executive, with departments for programmes, finance, resource development and communications.',
      ),
      p(
        'The internal auditor reports directly to the audit committee, which keeps the role independent of executive management.',
      ),
    ],
  },
  {
    slug: 'services',
    title: ['خدماتنا', 'Our services'],
    summary: [
      'الخدمات التي يقدمها الوقف الصحي للمرضى المحتاجين وأسرهم.',
      'The services the health endowment provides to patients in need and their families.',
    ],
    ar: [
      p(
        'تُقدَّم خدمات الجمعية بعد دراسة الحالة اجتماعيًا وطبيًا، وتصل إلى المستفيد مباشرة أو عبر الجهة الصحية المعالِجة، دون أن يُطلب منه دفع أي رسوم.',
      ),
      h('الغسيل الكلوي'),
      p(
        'نتحمل تكلفة جلسات الغسيل الدموي والبريتوني في مراكز متعاقدة معنا، ونوفر المستلزمات المنزلية لمرضى الغسيل البريتوني.',
      ),
      h('الأدوية والأجهزة الطبية'),
      p(
        'نصرف أدوية الأمراض المزمنة بوصفة طبية معتمدة، ونوفر الأجهزة الطبية المنزلية بنظام التمليك أو الإعارة حسب الحالة.',
      ),
      h('نقل المرضى'),
      p('سيارات مجهزة لنقل المرضى من ذوي الإعاقة وكبار السن إلى مواعيدهم الطبية، بحجز مسبق عبر مركز الاتصال.'),
      h('التوعية الصحية'),
      p('محاضرات وحملات فحص مبكر ورسائل توعوية بالتعاون مع المختصين، تركز على الوقاية من أمراض الكلى والسكري.'),
    ],
    en: [
      p(
        'Our services are provided after a social and medical assessment of each case, and reach the beneficiary directly or through the treating health provider, free of charge.',
      ),
      h('Dialysis'),
      p(
        'We cover the cost of haemodialysis and peritoneal dialysis sessions at contracted centres, and supply home consumables for peritoneal dialysis patients.',
      ),
      h('Medicines and medical devices'),
      p(
        'We dispense medicines for chronic illnesses against an approved prescription, and provide home medical devices either to keep or on loan, depending on the case.',
      ),
      h('Patient transport'),
      p(
        'Equipped vehicles take patients with disabilities and older patients to their medical appointments, booked in advance through our call centre.',
      ),
      h('Health awareness'),
      p(
        'Talks, early-screening campaigns and awareness messages prepared with specialists, focused on preventing kidney disease and diabetes.',
      ),
    ],
  },
  {
    slug: 'team',
    title: ['فريق العمل', 'Our team'],
    summary: ['موظفون ومتطوعون يجمعهم هدف واحد: خدمة المريض.', 'Staff and volunteers with one aim: serving patients.'],
    ar: [
      p(
        'يعمل في الجمعية فريق متفرغ من المختصين في العمل الاجتماعي والإدارة المالية والخدمات الصحية، يسانده عدد من المتطوعين من الأطباء والصيادلة والممرضين وطلاب التخصصات الصحية.',
      ),
      p(
        'يتولى الباحثون الاجتماعيون زيارة الأسر ودراسة الحالات، ويتولى المنسقون الطبيون التواصل مع المستشفيات ومراكز الغسيل، بينما يتابع فريق الموارد المالية صرف التبرعات وفق السياسات المعتمدة.',
      ),
      h('التطوع معنا'),
      p(
        'نرحب بالمتطوعين في حملات التوعية والفحص المبكر ونقل المرضى وخدمة المتبرعين. يمكنك التسجيل عبر صفحة التطوع، وسنتواصل معك حين تتوفر فرصة تناسب تخصصك.',
      ),
    ],
    en: [
      p(
        'The association has a full-time team of specialists in social work, financial management and health services, supported by volunteer doctors, pharmacists, nurses and health-science students.',
      ),
      p(
        'Social researchers visit families and assess cases, medical coordinators liaise with hospitals and dialysis centres, and the finance team makes sure every donation is spent under the approved policies.',
      ),
      h('Volunteer with us'),
      p(
        'We welcome volunteers for awareness and early-screening campaigns, patient transport and donor services. Register on the volunteering page and we will contact you when an opportunity matches your skills.',
      ),
    ],
  },
];
