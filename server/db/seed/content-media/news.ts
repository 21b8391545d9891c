/** Sample news (clearly sample: roles, not people; figures for illustration). Paragraphs split on a blank line. */
export interface NewsSeed {
  id: number;
  date: string;
  title: [ar: string, en: string];
  summary: [ar: string, en: string];
  body: [ar: string, en: string];
  images: Array<[ar: string, en: string]>;
}

export const newsSeed: NewsSeed[] = [
  {
    id: 1,
    date: '2026-11-16T08:00:00.000Z',
    title: [
      'الجمعية تكفل ٤٠٠ جلسة غسيل كلوي إضافية لهذا الربع',
      'The association funds 400 more dialysis sessions this quarter',
    ],
    summary: [
      'أقرّ مجلس الإدارة تمويل أربعمئة جلسة غسيل كلوي إضافية للمرضى غير القادرين، من ريع الأوقاف الصحية وتبرعات المحسنين.',
      'The board approved funding for four hundred more dialysis sessions for patients who cannot afford them, paid from endowment yield and donors’ gifts.',
    ],
    body: [
      'أقرّ مجلس إدارة الجمعية في اجتماعه الدوري تمويل أربعمئة جلسة غسيل كلوي إضافية خلال هذا الربع، تُخصَّص للمرضى المسجلين لدى الجمعية ممن لا تغطي التأمينات علاجهم.\n\nوأوضح المدير التنفيذي أن الجلسات تُنفَّذ في مراكز غسيل معتمدة بموجب اتفاقيات تعاون، وأن الجمعية تسدد تكلفتها مباشرة إلى المراكز دون أن يتحمل المريض أي مبلغ.\n\nوتدعو الجمعية المحسنين إلى المساهمة في مسار الغسيل الكلوي، إذ تبلغ تكلفة الجلسة الواحدة قرابة أربعمئة وخمسين ريالًا، وكل مساهمة مهما صغرت تقرّب مريضًا من علاجه.',
      'At its regular meeting the board approved funding for four hundred more dialysis sessions this quarter, for patients registered with the association whose treatment is not covered by insurance.\n\nThe executive director explained that the sessions take place in accredited dialysis centres under cooperation agreements, and that the association pays the centres directly: patients pay nothing.\n\nThe association invites donors to give to the dialysis path. One session costs about 450 riyals, and every gift, however small, brings a patient closer to treatment.',
    ],
    images: [
      ['وحدة غسيل كلوي في أحد المراكز المتعاونة', 'A dialysis unit at one of the partner centres'],
      ['فريق الحالات يراجع طلبات المرضى', 'The case team reviews patients’ applications'],
    ],
  },
  {
    id: 2,
    date: '2026-11-09T08:00:00.000Z',
    title: ['توزيع أدوية الأمراض المزمنة على ٦٥٠ مستفيدًا', 'Chronic-disease medicines delivered to 650 beneficiaries'],
    summary: [
      'أنهت الجمعية دورة صرف الأدوية الشهرية لمرضى السكري وضغط الدم والقلب بالتعاون مع صيدليات معتمدة.',
      'The association completed its monthly round of medicines for patients with diabetes, high blood pressure and heart disease, with accredited pharmacies.',
    ],
    body: [
      'أنهت الجمعية دورة صرف الأدوية الشهرية لستمئة وخمسين مستفيدًا من مرضى الأمراض المزمنة، وذلك عبر صيدليات معتمدة يتسلم منها المريض دواءه بوصفة طبية سارية.\n\nوبيّن منسق برنامج الأدوية أن الصرف يتم بعد دراسة الحالة والتحقق من الوصفة، وأن الجمعية تتابع انتظام المرضى في تناول أدويتهم بالتنسيق مع أطبائهم.\n\nويأتي ذلك ضمن مسار الأدوية الذي يهدف إلى ألا ينقطع مريض عن علاجه بسبب عجزه عن دفع ثمنه.',
      'The association completed its monthly round of medicines for six hundred and fifty people living with chronic diseases. Patients collect their medicines from accredited pharmacies against a valid prescription.\n\nThe medicines programme coordinator explained that each case is studied and each prescription checked before anything is dispensed, and that the association follows up with patients’ doctors to help them keep to their treatment.\n\nThis is part of the medicines path, whose aim is that no patient stops treatment because they cannot pay for it.',
    ],
    images: [
      ['تجهيز طلبات الأدوية الشهرية', 'Preparing the monthly medicine orders'],
      ['صيدلي يراجع الوصفات الطبية', 'A pharmacist checks prescriptions'],
    ],
  },
  {
    id: 3,
    date: '2026-11-02T08:00:00.000Z',
    title: [
      'تسليم ٣٥ جهاز تركيز أكسجين لمرضى الرعاية المنزلية',
      '35 oxygen concentrators handed to home-care patients',
    ],
    summary: [
      'سلّمت الجمعية أجهزة تركيز الأكسجين لمرضى الجهاز التنفسي الذين يتلقون الرعاية في منازلهم.',
      'The association handed oxygen concentrators to patients with respiratory conditions who are cared for at home.',
    ],
    body: [
      'سلّمت الجمعية خمسة وثلاثين جهاز تركيز أكسجين لمرضى الجهاز التنفسي الذين يتلقون الرعاية في منازلهم، بعد تقييم احتياجهم من الفرق الطبية المختصة.\n\nوتبقى الأجهزة ملكًا لوقف الأجهزة الطبية، وتُعار للمريض ما دام محتاجًا إليها ثم تُصان وتُسلَّم لمريض آخر، فيتجدد أجر الواقف مع كل مستفيد.\n\nوقد درّب فريق الجمعية ذوي المرضى على التشغيل الآمن للأجهزة والعناية بها.',
      'The association handed thirty-five oxygen concentrators to patients with respiratory conditions cared for at home, after medical teams had assessed their needs.\n\nThe devices remain the property of the medical-devices endowment: they are lent to a patient for as long as needed, then serviced and passed on to the next, so the reward of the endowment renews with every beneficiary.\n\nThe association’s team trained patients’ families in using and looking after the devices safely.',
    ],
    images: [
      ['أجهزة تركيز الأكسجين قبل التسليم', 'Oxygen concentrators before delivery'],
      ['تدريب الأسر على استخدام الأجهزة', 'Training families to use the devices'],
    ],
  },
  {
    id: 4,
    date: '2026-10-26T08:00:00.000Z',
    title: ['إطلاق خدمة نقل المرضى إلى مواعيد العلاج', 'Patient transport to treatment appointments launched'],
    summary: [
      'بدأت الجمعية تشغيل خدمة نقل المرضى من منازلهم إلى المستشفيات ومراكز الغسيل والعودة.',
      'The association started taking patients from home to hospitals and dialysis centres and back.',
    ],
    body: [
      'بدأت الجمعية تشغيل خدمة نقل المرضى بمركبات مجهزة، تنقل مرضى الغسيل الكلوي وكبار السن وذوي الإعاقة من منازلهم إلى مواعيد العلاج ثم تعيدهم.\n\nويُحجز المشوار عبر مركز الاتصال قبل الموعد بيوم واحد على الأقل، وتُعطى الأولوية لمن يراجعون المراكز عدة مرات في الأسبوع.\n\nوتسعى الجمعية إلى توسيع الخدمة لتشمل المحافظات المجاورة مع زيادة عدد المركبات الموقوفة.',
      'The association has started a patient transport service with equipped vehicles. It takes dialysis patients, older people and people with disabilities from home to their treatment and back.\n\nTrips are booked through the call centre at least one day ahead, with priority for those who attend several times a week.\n\nThe association aims to extend the service to neighbouring governorates as more vehicles are endowed.',
    ],
    images: [
      ['مركبة نقل مجهزة لذوي الإعاقة', 'A vehicle equipped for passengers with disabilities'],
      ['موظف مركز الاتصال يحجز مشوارًا', 'A call-centre agent books a trip'],
    ],
  },
  {
    id: 5,
    date: '2026-10-19T08:00:00.000Z',
    title: ['حملة توعوية عن صحة الكلى في المدارس', 'Kidney-health awareness campaign in schools'],
    summary: [
      'نفّذت الجمعية حملة توعوية في عشر مدارس عن شرب الماء والغذاء المتوازن والوقاية من أمراض الكلى.',
      'The association ran an awareness campaign in ten schools on drinking water, balanced food and preventing kidney disease.',
    ],
    body: [
      'نفّذت الجمعية بالتعاون مع إدارة التعليم حملة توعوية في عشر مدارس، قدّم خلالها متطوعون من الكوادر الصحية محاضرات قصيرة وأنشطة تفاعلية عن صحة الكلى.\n\nوركّزت الحملة على أهمية شرب الماء، والحد من الملح والمشروبات الغازية، وممارسة النشاط البدني، والكشف المبكر لدى من لديهم تاريخ عائلي مع المرض.\n\nووزعت الجمعية مواد توعوية مطبوعة على الطلاب لنقل الرسائل إلى أسرهم.',
      'With the education department, the association ran an awareness campaign in ten schools, where volunteer health professionals gave short talks and interactive activities on kidney health.\n\nThe campaign focused on drinking water, cutting down on salt and fizzy drinks, staying active, and early screening for those with a family history of the disease.\n\nStudents took printed material home to share the messages with their families.',
    ],
    images: [
      ['نشاط تفاعلي مع الطلاب', 'An interactive activity with students'],
      ['مطويات الحملة التوعوية', 'The campaign’s leaflets'],
    ],
  },
  {
    id: 6,
    date: '2026-10-12T08:00:00.000Z',
    title: [
      'توقيع اتفاقية تعاون مع مركز متخصص في أمراض الكلى',
      'Cooperation agreement signed with a kidney-care centre',
    ],
    summary: [
      'وقّعت الجمعية اتفاقية تتيح لمرضاها تلقي جلسات الغسيل في مركز متخصص بأسعار تفضيلية.',
      'The association signed an agreement that lets its patients receive dialysis at a specialist centre at preferential rates.',
    ],
    body: [
      'وقّع المدير التنفيذي للجمعية ومدير أحد مراكز أمراض الكلى المتخصصة اتفاقية تعاون، يقدّم بموجبها المركز جلسات الغسيل لمرضى الجمعية بأسعار تفضيلية.\n\nوتتضمن الاتفاقية تبادل البيانات اللازمة لمتابعة حالة المرضى بما يحفظ خصوصيتهم، وتنظيم أيام توعوية مشتركة.\n\nوتُسهم الاتفاقية في زيادة عدد الجلسات الممولة بالمبلغ نفسه، مما يوسع دائرة المستفيدين.',
      'The association’s executive director and the director of a specialist kidney-care centre signed a cooperation agreement under which the centre provides dialysis to the association’s patients at preferential rates.\n\nThe agreement covers sharing the information needed to follow patients’ care while protecting their privacy, and joint awareness days.\n\nIt means the same money funds more sessions, so more patients are helped.',
    ],
    images: [
      ['توقيع الاتفاقية', 'Signing the agreement'],
      ['جولة في المركز بعد التوقيع', 'A tour of the centre after the signing'],
    ],
  },
  {
    id: 7,
    date: '2026-10-05T08:00:00.000Z',
    title: [
      'الجمعية العمومية تعتمد التقرير السنوي والقوائم المالية',
      'The general assembly approves the annual report and financial statements',
    ],
    summary: [
      'اعتمدت الجمعية العمومية في اجتماعها العادي التقرير السنوي والقوائم المالية المدققة للعام المنصرم.',
      'At its ordinary meeting the general assembly approved the annual report and the audited financial statements for last year.',
    ],
    body: [
      'عقدت الجمعية العمومية اجتماعها العادي بحضور أغلبية أعضائها، واعتمدت التقرير السنوي والقوائم المالية المدققة للعام المنصرم وتقرير مراجع الحسابات المستقل.\n\nواستعرض رئيس مجلس الإدارة أبرز المنجزات، ومنها نمو أصول الأوقاف الصحية وزيادة عدد المستفيدين من برامج الغسيل الكلوي والأدوية.\n\nوالتقرير السنوي والقوائم المالية منشورة في صفحة الحوكمة والشفافية على موقع الجمعية.',
      'The general assembly held its ordinary meeting with a majority of members present and approved the annual report, the audited financial statements for last year and the independent auditor’s report.\n\nThe chair of the board reviewed the year’s main achievements, including growth in the health endowments’ assets and more beneficiaries of the dialysis and medicines programmes.\n\nThe annual report and financial statements are published on the governance and transparency pages of this site.',
    ],
    images: [
      ['اجتماع الجمعية العمومية', 'The general assembly meeting'],
      ['عرض منجزات العام', 'Presenting the year’s achievements'],
    ],
  },
  {
    id: 8,
    date: '2026-09-28T08:00:00.000Z',
    title: [
      'يوم مفتوح للكشف المبكر عن السكري وضغط الدم',
      'Open day for early screening of diabetes and blood pressure',
    ],
    summary: [
      'استقبل اليوم المفتوح أكثر من ثمانمئة زائر أجروا فحوصات سريعة للسكري وضغط الدم ومؤشر كتلة الجسم.',
      'More than eight hundred visitors had quick checks for blood sugar, blood pressure and body-mass index at the open day.',
    ],
    body: [
      'نظّمت الجمعية يومًا مفتوحًا للكشف المبكر في أحد المراكز التجارية، أجرى فيه أكثر من ثمانمئة زائر فحوصات سريعة للسكري وضغط الدم ومؤشر كتلة الجسم.\n\nوأُحيل من ظهرت لديهم قراءات مرتفعة إلى مراكز الرعاية الأولية لاستكمال الفحص، مع تزويدهم بإرشادات غذائية مكتوبة.\n\nوشارك في اليوم متطوعون من طلاب الكليات الصحية تحت إشراف مختصين.',
      'The association held an early-screening open day at a shopping centre, where more than eight hundred visitors had quick checks for blood sugar, blood pressure and body-mass index.\n\nThose with high readings were referred to primary-care centres for further tests and given written dietary advice.\n\nVolunteer students from health colleges took part under professional supervision.',
    ],
    images: [
      ['ركن الفحص السريع', 'The quick-check corner'],
      ['متطوعون من الكليات الصحية', 'Volunteers from health colleges'],
    ],
  },
  {
    id: 9,
    date: '2026-09-14T08:00:00.000Z',
    title: ['وقف جديد لأجهزة الغسيل الكلوي', 'A new endowment for dialysis machines'],
    summary: [
      'أعلنت الجمعية عن وقف جديد يُشترى بريعه أجهزة غسيل كلوي تُوضع في المراكز المتعاونة لخدمة المرضى.',
      'The association announced a new endowment whose yield buys dialysis machines placed in partner centres for patients.',
    ],
    body: [
      'أعلنت الجمعية عن طرح وقف جديد لأجهزة الغسيل الكلوي، تُستثمر أصوله ويُصرف ريعه على شراء أجهزة غسيل وصيانتها في المراكز المتعاونة.\n\nويتيح الوقف للمساهمين المشاركة بأسهم وقفية بأي مبلغ، وتُصدر الجمعية للمساهم إيصالًا إلكترونيًا بمساهمته.\n\nويأتي هذا الوقف استجابة لقوائم الانتظار في بعض المراكز بسبب نقص الأجهزة.',
      'The association announced a new endowment for dialysis machines: its assets are invested and the yield buys and maintains dialysis machines in partner centres.\n\nAnyone can take part with endowment shares of any amount, and receives an electronic receipt.\n\nThe endowment responds to waiting lists at some centres caused by a shortage of machines.',
    ],
    images: [
      ['جهاز غسيل كلوي حديث', 'A modern dialysis machine'],
      ['لوحة تعريفية بالوقف', 'An information board about the endowment'],
    ],
  },
  {
    id: 10,
    date: '2026-08-31T08:00:00.000Z',
    title: ['برنامج تدريبي للمتطوعين في الإسعافات الأولية', 'First-aid training programme for volunteers'],
    summary: [
      'أتمّ خمسون متطوعًا ومتطوعة برنامجًا تدريبيًا معتمدًا في الإسعافات الأولية والإنعاش القلبي الرئوي.',
      'Fifty volunteers completed an accredited training programme in first aid and cardiopulmonary resuscitation.',
    ],
    body: [
      'أتمّ خمسون متطوعًا ومتطوعة برنامجًا تدريبيًا معتمدًا في الإسعافات الأولية والإنعاش القلبي الرئوي، قدّمه مدربون معتمدون على مدى ثلاثة أيام.\n\nويشارك المتطوعون بعد التدريب في فعاليات الجمعية التوعوية وأيام الكشف المبكر، ويُسهمون في نشر ثقافة الإسعاف في أحيائهم.\n\nوتفتح الجمعية باب التسجيل في الدفعة القادمة عبر صفحة التطوع.',
      'Fifty volunteers completed an accredited three-day programme in first aid and cardiopulmonary resuscitation, taught by certified trainers.\n\nAfter training, volunteers take part in the association’s awareness events and screening days, and help spread first-aid skills in their neighbourhoods.\n\nRegistration for the next group is open on the volunteering page.',
    ],
    images: [
      ['تدريب عملي على الإنعاش', 'Hands-on resuscitation practice'],
      ['تكريم المتطوعين بعد التدريب', 'Volunteers honoured after the training'],
    ],
  },
  {
    id: 11,
    date: '2026-08-17T08:00:00.000Z',
    title: ['تجديد شهادة الالتزام بمعايير الحوكمة', 'Governance compliance certificate renewed'],
    summary: [
      'حصلت الجمعية على تجديد شهادة الالتزام بمعايير الحوكمة للقطاع غير الربحي بتقييم متقدم.',
      'The association’s certificate of compliance with non-profit governance standards was renewed with a high rating.',
    ],
    body: [
      'حصلت الجمعية على تجديد شهادة الالتزام بمعايير الحوكمة للقطاع غير الربحي، بعد تقييم شمل الامتثال والالتزام، والشفافية والإفصاح، والسلامة المالية.\n\nوأكد رئيس مجلس الإدارة أن الحوكمة أساس ثقة المانحين، وأن الجمعية تنشر لوائحها وسياساتها وقوائمها المالية ليطّلع عليها الجميع.\n\nوتعمل الجمعية على خطة تحسين للبنود التي لم تبلغ الدرجة الكاملة.',
      'The association’s certificate of compliance with non-profit governance standards was renewed after an assessment covering compliance, transparency and disclosure, and financial soundness.\n\nThe chair of the board said that good governance is the basis of donors’ trust, and that the association publishes its regulations, policies and financial statements for everyone to read.\n\nAn improvement plan is under way for the items that did not score full marks.',
    ],
    images: [
      ['شهادة الالتزام بمعايير الحوكمة', 'The governance compliance certificate'],
      ['اجتماع لجنة المراجعة', 'The audit committee meeting'],
    ],
  },
  {
    id: 12,
    date: '2026-08-03T08:00:00.000Z',
    title: ['ملتقى الأوقاف الصحية الأول', 'The first health-endowments forum'],
    summary: [
      'استضافت الجمعية ملتقى ناقش فيه مختصون أثر الأوقاف الصحية في استدامة خدمات المرضى.',
      'The association hosted a forum where specialists discussed how health endowments keep patient services going.',
    ],
    body: [
      'استضافت الجمعية ملتقى الأوقاف الصحية الأول بمشاركة مختصين في الوقف والاستثمار الاجتماعي والرعاية الصحية، ناقشوا أثر الأوقاف في استدامة خدمات المرضى.\n\nوتناولت الجلسات نماذج الوقف الصحي، وحوكمة إدارة الأصول الوقفية، وقياس الأثر الاجتماعي للبرامج.\n\nوخرج الملتقى بتوصيات، أبرزها التوسع في الأوقاف المتخصصة وتعزيز الشراكة مع القطاع الصحي.',
      'The association hosted the first health-endowments forum, where specialists in endowments, social investment and healthcare discussed how endowments keep patient services going.\n\nSessions covered models of health endowment, governance of endowed assets, and measuring programmes’ social impact.\n\nThe forum’s recommendations included more specialised endowments and closer partnership with the health sector.',
    ],
    images: [
      ['جلسة حوارية في الملتقى', 'A panel session at the forum'],
      ['الحضور في القاعة الرئيسة', 'The audience in the main hall'],
    ],
  },
];
