/** Sample albums, videos and awareness messages. Video links are placeholders marked as samples. */
type Pair = [ar: string, en: string];

export interface AlbumSeed {
  id: number;
  date: string;
  title: Pair;
  description: Pair;
  captions: Pair[];
}

export const albumSeed: AlbumSeed[] = [
  {
    id: 1,
    date: '2026-10-20T08:00:00.000Z',
    title: ['حملة صحة الكلى في المدارس', 'Kidney-health campaign in schools'],
    description: [
      'صور من الأنشطة التوعوية التي نفذها المتطوعون مع الطلاب في عشر مدارس.',
      'Pictures from the awareness activities volunteers ran with students in ten schools.',
    ],
    captions: [
      ['افتتاح الحملة في المدرسة الأولى', 'Opening the campaign at the first school'],
      ['ركن الرسائل التوعوية', 'The awareness-messages corner'],
      ['مسابقة صحية للطلاب', 'A health quiz for students'],
      ['توزيع المطويات', 'Handing out leaflets'],
      ['جدول الزيارات المدرسية', 'The school-visit schedule'],
      ['شكر المتطوعين', 'Thanking the volunteers'],
    ],
  },
  {
    id: 2,
    date: '2026-09-15T08:00:00.000Z',
    title: ['زيارة مراكز الغسيل الكلوي المتعاونة', 'Visits to partner dialysis centres'],
    description: [
      'جولة فريق الجمعية على مراكز الغسيل المتعاونة للاطمئنان على المرضى المكفولين.',
      'The association’s team visiting partner dialysis centres to check on the patients it supports.',
    ],
    captions: [
      ['استقبال فريق الجمعية في المركز', 'The team is welcomed at the centre'],
      ['أجهزة الغسيل في القاعة الرئيسة', 'Dialysis machines in the main hall'],
      ['لقاء مع الطاقم التمريضي', 'Meeting the nursing staff'],
      ['هدايا رمزية للمرضى', 'Small gifts for patients'],
      ['مبنى المركز من الخارج', 'The centre from outside'],
    ],
  },
  {
    id: 3,
    date: '2026-08-25T08:00:00.000Z',
    title: ['يوم التطوع الصحي', 'Health volunteering day'],
    description: [
      'متطوعو الجمعية في يوم ميداني شمل نقل المرضى وتوزيع الأدوية والفحص المبكر.',
      'Volunteers in a field day covering patient transport, medicine delivery and early screening.',
    ],
    captions: [
      ['تجمع المتطوعين صباحًا', 'Volunteers gather in the morning'],
      ['مركبات نقل المرضى', 'Patient-transport vehicles'],
      ['فرق العمل الميداني', 'Field teams'],
      ['زيارة منزلية لمريض', 'A home visit to a patient'],
      ['ختام اليوم التطوعي', 'Closing the volunteering day'],
      ['تسليم الأدوية', 'Delivering medicines'],
    ],
  },
  {
    id: 4,
    date: '2026-07-10T08:00:00.000Z',
    title: ['معرض التغذية الصحية', 'Healthy-eating exhibition'],
    description: [
      'أركان المعرض التوعوي عن الغذاء المتوازن لمرضى السكري والكلى.',
      'Stands at the awareness exhibition on balanced food for people with diabetes and kidney disease.',
    ],
    captions: [
      ['ركن الخضار والفواكه', 'The fruit and vegetables stand'],
      ['استشارات غذائية للزوار', 'Dietary advice for visitors'],
      ['محاضرة عن تقليل الملح', 'A talk on cutting down salt'],
      ['زوار المعرض', 'Visitors at the exhibition'],
      ['دليل الوجبات الصحية', 'The healthy-meals guide'],
    ],
  },
];

export interface VideoSeed {
  id: number;
  date: string;
  title: Pair;
  description: Pair;
  url: string;
}

/** Placeholder ids: the sample links show the two providers' URL forms, not real recordings. */
export const videoSeed: VideoSeed[] = [
  {
    id: 1,
    date: '2026-11-10T08:00:00.000Z',
    title: ['رحلة مريض غسيل كلوي', 'A dialysis patient’s week'],
    description: [
      'فيلم قصير عن أسبوع من حياة مريض غسيل كلوي وأثر كفالة الجلسات في حياته (مقطع تجريبي).',
      'A short film about a week in the life of a dialysis patient and what funded sessions change (sample clip).',
    ],
    url: 'https://www.youtube.com/watch?v=SAMPLEvid01',
  },
  {
    id: 2,
    date: '2026-10-28T08:00:00.000Z',
    title: ['كيف يصل الدواء إلى المريض؟', 'How a medicine reaches a patient'],
    description: [
      'خطوات صرف الدواء من دراسة الحالة حتى التسليم (مقطع تجريبي).',
      'The steps from studying a case to handing over the medicine (sample clip).',
    ],
    url: 'https://youtu.be/SAMPLEvid02',
  },
  {
    id: 3,
    date: '2026-10-14T08:00:00.000Z',
    title: ['وقف الأجهزة الطبية', 'The medical-devices endowment'],
    description: [
      'كيف يُعار الجهاز الواحد لعدة مرضى على مدى سنوات (مقطع تجريبي).',
      'How one device is lent to many patients over the years (sample clip).',
    ],
    url: 'https://vimeo.com/100000003',
  },
  {
    id: 4,
    date: '2026-09-30T08:00:00.000Z',
    title: ['خدمة نقل المرضى', 'Patient transport'],
    description: [
      'جولة مع سائق الجمعية في يوم عمل (مقطع تجريبي).',
      'A working day with one of the association’s drivers (sample clip).',
    ],
    url: 'https://www.youtube.com/watch?v=SAMPLEvid04',
  },
  {
    id: 5,
    date: '2026-09-02T08:00:00.000Z',
    title: ['خمس نصائح لصحة الكلى', 'Five tips for healthy kidneys'],
    description: [
      'رسالة توعوية مصورة يقدمها مختص في أمراض الكلى (مقطع تجريبي).',
      'An awareness message presented by a kidney specialist (sample clip).',
    ],
    url: 'https://vimeo.com/100000005',
  },
  {
    id: 6,
    date: '2026-08-05T08:00:00.000Z',
    title: ['ملتقى الأوقاف الصحية', 'Health-endowments forum'],
    description: [
      'أبرز لقطات الملتقى الأول للأوقاف الصحية (مقطع تجريبي).',
      'Highlights of the first health-endowments forum (sample clip).',
    ],
    url: 'https://youtu.be/SAMPLEvid06',
  },
];

export interface MessageSeed {
  id: number;
  date: string;
  topic: Pair;
  title: Pair;
  summary: Pair;
  body: Pair;
}

export const messageSeed: MessageSeed[] = [
  {
    id: 1,
    date: '2026-11-12T08:00:00.000Z',
    topic: ['صحة الكلى', 'Kidney health'],
    title: ['اشرب الماء بانتظام', 'Drink water regularly'],
    summary: [
      'يساعد الماء الكليتين على التخلص من الفضلات، ويقي من تكوّن الحصى.',
      'Water helps the kidneys clear waste and prevents stones from forming.',
    ],
    body: [
      'تحتاج الكليتان إلى كمية كافية من الماء لتؤديا عملهما في تنقية الدم والتخلص من الفضلات. ويحتاج معظم البالغين إلى ثمانية أكواب يوميًا تقريبًا، وتزيد الحاجة في الجو الحار ومع النشاط البدني.\n\nلون البول الفاتح علامة جيدة على كفاية السوائل. أما مرضى الفشل الكلوي فيحددون كمية السوائل مع طبيبهم لأن حاجتهم تختلف.\n\nاجعل قارورة الماء قريبة منك، وقدّم الماء على المشروبات المحلاة.',
      'Your kidneys need enough water to filter your blood and clear waste. Most adults need around eight glasses a day, more in hot weather and when active.\n\nPale urine is a good sign you are drinking enough. People with kidney failure should agree their fluid intake with their doctor, because their needs differ.\n\nKeep a bottle of water within reach, and choose water over sweetened drinks.',
    ],
  },
  {
    id: 2,
    date: '2026-11-01T08:00:00.000Z',
    topic: ['التغذية', 'Nutrition'],
    title: ['قلّل الملح في طعامك', 'Cut down on salt'],
    summary: [
      'الإكثار من الملح يرفع ضغط الدم، وهو من أكبر أسباب أمراض الكلى والقلب.',
      'Too much salt raises blood pressure, a leading cause of kidney and heart disease.',
    ],
    body: [
      'يوصي المختصون بألا يتجاوز الملح خمسة غرامات يوميًا، أي نحو ملعقة صغيرة، ويأتي أغلبه من الأطعمة المصنعة والمعلبة والوجبات السريعة.\n\nاقرأ بطاقة المكونات واختر المنتجات قليلة الصوديوم، واستبدل الملح بالأعشاب والليمون والبهارات.\n\nيعتاد اللسان على الطعم الأقل ملوحة خلال أسابيع قليلة.',
      'Specialists advise no more than five grams of salt a day, about one teaspoon. Most of it comes from processed and canned food and fast food.\n\nRead the labels and choose low-sodium products; season with herbs, lemon and spices instead of salt.\n\nYour taste adjusts to less salty food within a few weeks.',
    ],
  },
  {
    id: 3,
    date: '2026-10-22T08:00:00.000Z',
    topic: ['الأمراض المزمنة', 'Chronic diseases'],
    title: ['افحص ضغطك وسكرك مرة في السنة على الأقل', 'Check your blood pressure and sugar at least once a year'],
    summary: [
      'الضغط والسكر قد لا يسببان أعراضًا في البداية، والكشف المبكر يحمي الكلى والقلب.',
      'Blood pressure and diabetes may cause no symptoms at first; early checks protect the kidneys and heart.',
    ],
    body: [
      'ارتفاع ضغط الدم والسكري هما السببان الأكثر شيوعًا للفشل الكلوي، وقد لا تظهر لهما أعراض لسنوات.\n\nالفحص بسيط وسريع ومتاح في مراكز الرعاية الأولية. وإن كان لديك تاريخ عائلي أو زيادة في الوزن فافحص بانتظام أكبر حسب نصيحة طبيبك.\n\nالاكتشاف المبكر يعني علاجًا أسهل ومضاعفات أقل.',
      'High blood pressure and diabetes are the most common causes of kidney failure, and may cause no symptoms for years.\n\nThe checks are quick and simple and available at primary-care centres. With a family history or excess weight, check more often as your doctor advises.\n\nFinding it early means easier treatment and fewer complications.',
    ],
  },
  {
    id: 4,
    date: '2026-10-08T08:00:00.000Z',
    topic: ['الأدوية', 'Medicines'],
    title: ['لا تتناول المسكنات دون استشارة', 'Do not take painkillers without advice'],
    summary: [
      'الإفراط في بعض المسكنات الشائعة يضر الكلى، خاصة لكبار السن والمرضى المزمنين.',
      'Overusing some common painkillers harms the kidneys, especially in older people and the chronically ill.',
    ],
    body: [
      'بعض المسكنات المضادة للالتهاب تُباع دون وصفة، لكن استعمالها لفترات طويلة أو بجرعات عالية قد يضر الكلى.\n\nاستشر الطبيب أو الصيدلي قبل استعمال أي مسكن بانتظام، وأخبره بأمراضك وأدويتك الأخرى.\n\nلا تشارك أدويتك مع غيرك، واحفظها بعيدًا عن متناول الأطفال.',
      'Some anti-inflammatory painkillers are sold without prescription, but long use or high doses can damage the kidneys.\n\nAsk a doctor or pharmacist before taking any painkiller regularly, and tell them about your conditions and other medicines.\n\nDo not share your medicines, and keep them out of children’s reach.',
    ],
  },
  {
    id: 5,
    date: '2026-09-24T08:00:00.000Z',
    topic: ['الفحص المبكر', 'Early screening'],
    title: ['علامات تستدعي مراجعة الطبيب', 'Signs that mean you should see a doctor'],
    summary: [
      'تورم القدمين، وتغير كمية البول أو لونه، والتعب المستمر علامات لا ينبغي تجاهلها.',
      'Swollen feet, changes in urine and constant tiredness are signs not to ignore.',
    ],
    body: [
      'من العلامات التي قد تدل على مشكلة في الكلى: تورم القدمين أو الوجه، وتغير كمية البول أو لونه أو ظهور رغوة فيه، والتعب المستمر، وفقدان الشهية.\n\nهذه العلامات قد يكون لها أسباب أخرى، لكن مراجعة الطبيب وإجراء تحليل بسيط للدم والبول يطمئنانك.\n\nلا تؤجل المراجعة، فالعلاج المبكر يبطئ تقدم المرض.',
      'Signs that may point to a kidney problem include swelling of the feet or face, changes in the amount or colour of urine or foam in it, constant tiredness and loss of appetite.\n\nThese signs can have other causes, but a visit to the doctor and simple blood and urine tests will reassure you.\n\nDo not put it off: early treatment slows the disease.',
    ],
  },
  {
    id: 6,
    date: '2026-09-10T08:00:00.000Z',
    topic: ['نمط الحياة', 'Lifestyle'],
    title: ['ثلاثون دقيقة من الحركة يوميًا', 'Thirty minutes of movement a day'],
    summary: [
      'المشي اليومي يحسن ضغط الدم والسكر والوزن، ويحمي القلب والكلى.',
      'A daily walk improves blood pressure, blood sugar and weight, and protects the heart and kidneys.',
    ],
    body: [
      'يكفي نصف ساعة من المشي السريع معظم أيام الأسبوع لتحسين ضغط الدم ومستوى السكر والوزن.\n\nابدأ بما تستطيع، ولو عشر دقائق بعد كل وجبة، واجعل الحركة جزءًا من يومك: استخدم الدرج، وامشِ إلى المسجد أو السوق القريب.\n\nإن كنت مريضًا مزمنًا فاستشر طبيبك في نوع النشاط المناسب لك.',
      'Half an hour of brisk walking on most days is enough to improve blood pressure, blood sugar and weight.\n\nStart with what you can, even ten minutes after each meal, and build movement into your day: take the stairs, walk to the nearby mosque or shop.\n\nIf you live with a chronic condition, ask your doctor which activity suits you.',
    ],
  },
];
