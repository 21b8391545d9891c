/** Sample donation paths, their programs, home statistics, partners and slides. Amounts in halalas. */
type Pair = [ar: string, en: string];

export interface PathSeed {
  id: number;
  slug: string;
  title: Pair;
  description: Pair;
}

export const pathSeed: PathSeed[] = [
  {
    id: 1,
    slug: 'dialysis',
    title: ['الغسيل الكلوي', 'Dialysis'],
    description: [
      'كفالة جلسات الغسيل الكلوي ومستلزمات الغسيل البريتوني المنزلي للمرضى غير القادرين.',
      'Funding dialysis sessions and home peritoneal-dialysis supplies for patients who cannot afford them.',
    ],
  },
  {
    id: 2,
    slug: 'medicines',
    title: ['الأدوية', 'Medicines'],
    description: [
      'توفير أدوية الأمراض المزمنة ومستلزمات مرضى السكري بوصفات طبية معتمدة.',
      'Medicines for chronic diseases and diabetes supplies, against valid prescriptions.',
    ],
  },
  {
    id: 3,
    slug: 'devices',
    title: ['الأجهزة الطبية', 'Medical devices'],
    description: [
      'شراء الأجهزة الطبية وإعارتها للمرضى في منازلهم، ثم صيانتها وتسليمها لمستفيد آخر.',
      'Buying medical devices and lending them to patients at home, then servicing them for the next patient.',
    ],
  },
  {
    id: 4,
    slug: 'transport',
    title: ['نقل المرضى', 'Patient transport'],
    description: [
      'نقل المرضى من منازلهم إلى مواعيد العلاج والعودة بمركبات مجهزة.',
      'Taking patients from home to treatment and back in equipped vehicles.',
    ],
  },
  {
    id: 5,
    slug: 'awareness',
    title: ['التوعية الصحية', 'Health awareness'],
    description: [
      'حملات توعوية وأيام للكشف المبكر في المدارس والأحياء وأماكن العمل.',
      'Awareness campaigns and early-screening days in schools, neighbourhoods and workplaces.',
    ],
  },
];

export interface ProgramSeed {
  id: number;
  pathId: number;
  title: Pair;
  summary: Pair;
  body: Pair;
  target: number;
  collected: number;
  beneficiaries: number;
  featured: boolean;
}

const SAR = 100;

export const programSeed: ProgramSeed[] = [
  {
    id: 1,
    pathId: 1,
    title: ['كفالة جلسات الغسيل الكلوي', 'Dialysis session sponsorship'],
    summary: [
      'تسدد الجمعية تكلفة جلسات الغسيل الدموي لمرضى الفشل الكلوي غير المشمولين بالتغطية.',
      'The association pays for haemodialysis sessions for kidney-failure patients without cover.',
    ],
    body: [
      'يحتاج مريض الفشل الكلوي إلى ثلاث جلسات غسيل أسبوعيًا في المتوسط، وتبلغ تكلفة الجلسة قرابة أربعمئة وخمسين ريالًا، وهو عبء يعجز عنه كثير من الأسر.\n\nيكفل البرنامج الجلسات في مراكز معتمدة متعاقدة مع الجمعية، ويُدفع المبلغ للمركز مباشرة بعد التحقق من حضور المريض.\n\nتُدرس كل حالة من قبل لجنة مختصة، ويُعاد تقييمها كل ستة أشهر.',
      'A kidney-failure patient needs three dialysis sessions a week on average. One session costs about 450 riyals, a burden many families cannot carry.\n\nThe programme funds sessions at accredited centres under contract with the association, paying the centre directly once the patient’s attendance is confirmed.\n\nA specialist committee studies each case and reviews it every six months.',
    ],
    target: 1_800_000 * SAR,
    collected: 1_242_000 * SAR,
    beneficiaries: 320,
    featured: true,
  },
  {
    id: 2,
    pathId: 1,
    title: ['مستلزمات الغسيل البريتوني المنزلي', 'Home peritoneal-dialysis supplies'],
    summary: [
      'محاليل ومستلزمات الغسيل البريتوني لمرضى يتلقون العلاج في منازلهم.',
      'Solutions and supplies for patients on peritoneal dialysis at home.',
    ],
    body: [
      'يتيح الغسيل البريتوني للمريض أن يتعالج في منزله، فيحافظ على عمله ودراسته، لكن محاليله ومستلزماته مكلفة.\n\nيوفر البرنامج المستلزمات شهريًا بالتنسيق مع الفريق الطبي المعالج، مع توصيلها إلى المنزل.\n\nويشمل البرنامج تدريب المريض وأسرته على الإجراءات الصحيحة لتجنب العدوى.',
      'Peritoneal dialysis lets patients treat themselves at home and keep working or studying, but the solutions and supplies are expensive.\n\nThe programme provides supplies every month, agreed with the treating medical team and delivered to the home.\n\nIt also trains patients and families in the right procedures to avoid infection.',
    ],
    target: 650_000 * SAR,
    collected: 281_500 * SAR,
    beneficiaries: 85,
    featured: false,
  },
  {
    id: 3,
    pathId: 2,
    title: ['أدوية الأمراض المزمنة', 'Medicines for chronic diseases'],
    summary: [
      'صرف أدوية السكري والضغط والقلب شهريًا للمرضى غير القادرين.',
      'Monthly medicines for diabetes, blood pressure and heart disease for patients in need.',
    ],
    body: [
      'انقطاع المريض عن دوائه يعرضه لمضاعفات خطيرة ودخول المستشفى. يوفر البرنامج الأدوية شهريًا عبر صيدليات معتمدة.\n\nيُصرف الدواء بوصفة طبية سارية بعد دراسة الحالة، ويتابع الفريق انتظام المريض في العلاج.\n\nتبلغ تكلفة علاج المريض الواحد شهريًا بين مئتين وستمئة ريال بحسب حالته.',
      'Stopping medication exposes patients to serious complications and hospital stays. The programme provides medicines every month through accredited pharmacies.\n\nMedicines are dispensed against a valid prescription after the case is studied, and the team follows up on treatment.\n\nOne patient’s medicines cost between 200 and 600 riyals a month, depending on the condition.',
    ],
    target: 900_000 * SAR,
    collected: 706_350 * SAR,
    beneficiaries: 650,
    featured: true,
  },
  {
    id: 4,
    pathId: 2,
    title: ['الإنسولين ومستلزمات السكري', 'Insulin and diabetes supplies'],
    summary: [
      'أقلام الإنسولين وشرائط قياس السكر وأجهزته للأطفال والبالغين.',
      'Insulin pens, test strips and glucose meters for children and adults.',
    ],
    body: [
      'يحتاج مريض السكري من النوع الأول إلى الإنسولين يوميًا وإلى قياس السكر عدة مرات، وتكلفة ذلك مرتفعة على الأسر محدودة الدخل.\n\nيوفر البرنامج الإنسولين ومستلزمات القياس بالتنسيق مع عيادات السكري، مع أولوية للأطفال.\n\nويرافق ذلك تثقيف للأسر في ضبط السكر والتعامل مع الانخفاض المفاجئ.',
      'People with type 1 diabetes need insulin every day and several blood-sugar checks, which is costly for low-income families.\n\nThe programme provides insulin and testing supplies with diabetes clinics, giving priority to children.\n\nFamilies also learn how to keep blood sugar in range and handle sudden lows.',
    ],
    target: 400_000 * SAR,
    collected: 118_400 * SAR,
    beneficiaries: 140,
    featured: false,
  },
  {
    id: 5,
    pathId: 3,
    title: ['وقف أجهزة الرعاية المنزلية', 'Home-care devices endowment'],
    summary: [
      'أسرّة طبية وكراسي متحركة وأجهزة تركيز أكسجين تُعار للمرضى في منازلهم.',
      'Hospital beds, wheelchairs and oxygen concentrators lent to patients at home.',
    ],
    body: [
      'كثير من المرضى يمكنهم تلقي الرعاية في بيوتهم بين أسرهم إذا توفرت لهم الأجهزة المناسبة.\n\nتشتري الجمعية الأجهزة وتعيرها للمريض ما دام محتاجًا إليها، ثم تصونها وتسلمها لمريض آخر.\n\nيُقدَّر أن الجهاز الواحد يخدم خمسة مرضى في المتوسط خلال عمره التشغيلي.',
      'Many patients can be cared for at home with their families if they have the right equipment.\n\nThe association buys devices and lends them for as long as they are needed, then services them and passes them on.\n\nOne device serves five patients on average over its working life.',
    ],
    target: 750_000 * SAR,
    collected: 512_000 * SAR,
    beneficiaries: 210,
    featured: true,
  },
  {
    id: 6,
    pathId: 3,
    title: ['أجهزة الغسيل الكلوي للمراكز', 'Dialysis machines for centres'],
    summary: [
      'شراء أجهزة غسيل كلوي للمراكز المتعاونة لتقليص قوائم الانتظار.',
      'Buying dialysis machines for partner centres to shorten waiting lists.',
    ],
    body: [
      'تعاني بعض مراكز الغسيل من قوائم انتظار بسبب نقص الأجهزة، فيضطر المرضى إلى السفر لمسافات طويلة.\n\nيشتري البرنامج أجهزة غسيل حديثة تُوضع في المراكز المتعاونة لخدمة مرضى الجمعية وغيرهم.\n\nتخدم الآلة الواحدة ستة مرضى أسبوعيًا على مدى سنوات.',
      'Some dialysis centres have waiting lists because they lack machines, and patients travel long distances.\n\nThe programme buys modern dialysis machines placed in partner centres for the association’s patients and others.\n\nEach machine serves six patients a week for years.',
    ],
    target: 1_200_000 * SAR,
    collected: 385_000 * SAR,
    beneficiaries: 48,
    featured: true,
  },
  {
    id: 7,
    pathId: 4,
    title: ['مشاوير العلاج', 'Rides to treatment'],
    summary: [
      'نقل مرضى الغسيل وكبار السن وذوي الإعاقة إلى مواعيدهم والعودة بهم.',
      'Taking dialysis patients, older people and people with disabilities to appointments and back.',
    ],
    body: [
      'يتغيب بعض المرضى عن مواعيدهم لعدم قدرتهم على التنقل أو تحمل تكلفته، خاصة مرضى الغسيل الذين يراجعون ثلاث مرات أسبوعيًا.\n\nتوفر الجمعية مركبات مجهزة بسائقين مدربين، ويُحجز المشوار عبر مركز الاتصال.\n\nتبلغ تكلفة المشوار ذهابًا وإيابًا نحو ستين ريالًا في المتوسط.',
      'Some patients miss appointments because they cannot travel or pay for it, especially dialysis patients who attend three times a week.\n\nThe association provides equipped vehicles with trained drivers; rides are booked through the call centre.\n\nA return ride costs about 60 riyals on average.',
    ],
    target: 480_000 * SAR,
    collected: 301_200 * SAR,
    beneficiaries: 260,
    featured: true,
  },
  {
    id: 8,
    pathId: 5,
    title: ['صحتي مسؤوليتي: حملة المدارس', 'My health, my responsibility: the schools campaign'],
    summary: [
      'محاضرات وأنشطة توعوية عن صحة الكلى والتغذية والنشاط البدني في المدارس.',
      'Talks and activities on kidney health, nutrition and exercise in schools.',
    ],
    body: [
      'الوقاية تبدأ مبكرًا. يقدم البرنامج محاضرات وأنشطة تفاعلية في المدارس يقدمها متطوعون من الكوادر الصحية.\n\nتشمل الحملة مواد مطبوعة ومسابقات وتحديات صحية تشارك فيها الأسر.\n\nيهدف البرنامج هذا العام إلى الوصول إلى خمسة عشر ألف طالب وطالبة.',
      'Prevention starts early. The programme brings talks and interactive activities to schools, led by volunteer health professionals.\n\nThe campaign includes printed material, quizzes and health challenges that involve families.\n\nThis year it aims to reach fifteen thousand students.',
    ],
    target: 150_000 * SAR,
    collected: 97_500 * SAR,
    beneficiaries: 9800,
    featured: true,
  },
];

export interface StatSeed {
  key: string;
  label: Pair;
  value: number;
  kind: 'count' | 'money';
}

export const statSeed: StatSeed[] = [
  {
    key: 'beneficiaries',
    label: ['مستفيد من برامجنا', 'beneficiaries of our programmes'],
    value: 12_480,
    kind: 'count',
  },
  {
    key: 'dialysisSessions',
    label: ['جلسة غسيل كلوي مكفولة', 'dialysis sessions funded'],
    value: 8_640,
    kind: 'count',
  },
  { key: 'prescriptions', label: ['وصفة دواء صُرفت', 'prescriptions filled'], value: 21_300, kind: 'count' },
  { key: 'rides', label: ['مشوار علاج', 'rides to treatment'], value: 3_920, kind: 'count' },
  { key: 'spent', label: ['صُرفت على المرضى', 'spent on patients'], value: 18_750_000 * SAR, kind: 'money' },
];

export interface PartnerSeed {
  id: number;
  name: Pair;
  description: Pair;
}

export const partnerSeed: PartnerSeed[] = [
  {
    id: 1,
    name: ['مستشفى حكومي شريك', 'A partner government hospital'],
    description: ['يحيل المرضى المحتاجين ويتابع حالاتهم الطبية.', 'Refers patients in need and follows their care.'],
  },
  {
    id: 2,
    name: ['مركز متخصص في أمراض الكلى', 'A specialist kidney-care centre'],
    description: [
      'يقدم جلسات الغسيل لمرضانا بأسعار تفضيلية.',
      'Provides dialysis to our patients at preferential rates.',
    ],
  },
  {
    id: 3,
    name: ['شبكة صيدليات معتمدة', 'An accredited pharmacy chain'],
    description: [
      'تصرف أدوية المستفيدين بوصفات معتمدة.',
      'Dispenses beneficiaries’ medicines against valid prescriptions.',
    ],
  },
  {
    id: 4,
    name: ['مؤسسة مانحة', 'A grant-making foundation'],
    description: ['تدعم برامج الأجهزة الطبية والتوعية.', 'Supports the medical-devices and awareness programmes.'],
  },
  {
    id: 5,
    name: ['كلية صحية جامعية', 'A university health college'],
    description: ['تشارك بطلابها المتطوعين في أيام الفحص.', 'Sends student volunteers to screening days.'],
  },
  {
    id: 6,
    name: ['جهة لتشغيل النقل', 'A transport operator'],
    description: [
      'تصون مركبات نقل المرضى وتدرّب السائقين.',
      'Maintains the patient-transport vehicles and trains drivers.',
    ],
  },
];

export interface SlideSeed {
  id: number;
  kind: 'image' | 'video';
  title: Pair;
  text: Pair;
  link?: string;
  videoUrl?: string;
}

export const slideSeed: SlideSeed[] = [
  {
    id: 1,
    kind: 'image',
    title: ['أوقاف صحية يدوم أثرها', 'Health endowments that last'],
    text: [
      'ساهم في وقف يُصرف ريعه على المرضى المحتاجين عامًا بعد عام.',
      'Give to an endowment whose yield supports patients year after year.',
    ],
    link: '/paths',
  },
  {
    id: 2,
    kind: 'image',
    title: ['اكفل جلسة غسيل كلوي', 'Sponsor a dialysis session'],
    text: [
      'جلسة واحدة تعني أيامًا من الحياة الطبيعية لمريض الفشل الكلوي.',
      'One session means days of normal life for a kidney-failure patient.',
    ],
    link: '/programs-and-projects/1',
  },
  {
    id: 3,
    kind: 'video',
    title: ['رحلة مريض غسيل كلوي', 'A dialysis patient’s week'],
    text: ['شاهد كيف تغيّر كفالة الجلسات حياة المرضى.', 'See how funded sessions change patients’ lives.'],
    videoUrl: 'https://www.youtube.com/watch?v=SAMPLEvid01',
  },
  {
    id: 4,
    kind: 'image',
    title: ['مشاوير العلاج', 'Rides to treatment'],
    text: ['ساعدنا لنوصل المرضى إلى مواعيدهم بأمان.', 'Help us get patients to their appointments safely.'],
    link: '/programs-and-projects/7',
  },
  {
    id: 5,
    kind: 'video',
    title: ['وقف الأجهزة الطبية', 'The medical-devices endowment'],
    text: ['جهاز واحد يخدم عدة مرضى على مدى سنوات.', 'One device serves many patients over the years.'],
    videoUrl: 'https://vimeo.com/100000003',
  },
];
