type Pair = [ar: string, en: string];

/** Questions donors and patients ask most. */
export const faqs: Array<{ q: Pair; a: Pair }> = [
  {
    q: ['ما الوقف الصحي؟', 'What is a health endowment?'],
    a: [
      'الوقف الصحي أصلٌ يُحبس ويُستثمر، ويُصرف ريعه على علاج المرضى المحتاجين ورعايتهم، فيبقى الأصل ويستمر الأجر والأثر.',
      'A health endowment is an asset that is set aside and invested, with its yield spent on treating and caring for patients in need. The capital remains, and so do the reward and the impact.',
    ],
  },
  {
    q: ['ما الفرق بين التبرع والمساهمة في الوقف؟', 'What is the difference between a donation and an endowment share?'],
    a: [
      'التبرع يُصرف مباشرة على المشروع الذي تختاره، أما المساهمة في الوقف فتُضاف إلى الأصول الوقفية ويُصرف ريعها فقط على البرامج عامًا بعد عام.',
      'A donation is spent directly on the project you choose. An endowment share is added to the endowment assets, and only its yield is spent on programmes, year after year.',
    ],
  },
  {
    q: ['هل يمكنني دفع الزكاة للجمعية؟', 'Can I pay my zakat to the association?'],
    a: [
      'نعم، تُستقبل الزكاة في حساب مستقل وتُصرف على المستحقين من المرضى وفق الضوابط الشرعية، ولا تُخلط بأموال الوقف أو التبرعات العامة.',
      'Yes. Zakat is received in a separate account and spent on eligible patients according to Sharia rules; it is never mixed with endowment funds or general donations.',
    ],
  },
  {
    q: ['كيف أتقدم بطلب مساعدة علاجية؟', 'How do I apply for treatment support?'],
    a: [
      'قدّم طلبك عبر صفحة خدمات المستفيدين أو بزيارة مقر الجمعية، مع الهوية والتقرير الطبي الحديث وما يثبت الدخل. يتواصل معك الباحث الاجتماعي خلال أيام العمل.',
      'Apply through the beneficiary services page or at our office, with your ID, a recent medical report and proof of income. A social researcher will contact you within working days.',
    ],
  },
  {
    q: ['كم تستغرق دراسة الطلب؟', 'How long does an application take?'],
    a: [
      'متوسط دراسة الحالة سبعة أيام عمل، وتُعالج الحالات العاجلة كانقطاع الغسيل الكلوي في اليوم نفسه.',
      'On average a case is assessed in seven working days; urgent cases, such as an interrupted dialysis schedule, are handled the same day.',
    ],
  },
  {
    q: ['هل أحصل على إيصال بتبرعي؟', 'Will I get a receipt for my donation?'],
    a: [
      'نعم، يصلك إيصال إلكتروني برسالة نصية وبريد إلكتروني فور إتمام الدفع، ويمكنك طلب إيصال مختوم من مركز الاتصال.',
      'Yes. An electronic receipt is sent by text message and email as soon as the payment completes, and you can ask our call centre for a stamped receipt.',
    ],
  },
  {
    q: ['هل يمكنني اختيار المشروع الذي أتبرع له؟', 'Can I choose which project my donation goes to?'],
    a: [
      'نعم، اختر المسار أو المشروع من صفحة البرامج والمشاريع، وسيُصرف تبرعك عليه. وإذا اكتمل تمويل المشروع نوجّه التبرع إلى أقرب مشروع مماثل ونبلغك بذلك.',
      'Yes. Choose a giving path or project on the programmes page and your donation will be spent on it. If the project is already fully funded, we direct the gift to the closest similar project and let you know.',
    ],
  },
  {
    q: ['هل بيانات المستفيدين سرية؟', 'Is beneficiaries’ information confidential?'],
    a: [
      'نعم، تُحفظ ملفات المستفيدين وفق سياسة الخصوصية، ولا يطلع عليها إلا المختصون، ولا يُنشر شيء منها دون موافقة مكتوبة.',
      'Yes. Beneficiary files are kept under our privacy policy, only the staff who need them can see them, and nothing is published without written consent.',
    ],
  },
  {
    q: ['كيف أعرف أن تبرعي وصل إلى مستحقه؟', 'How do I know my donation reached someone who needs it?'],
    a: [
      'ننشر تقارير دورية عن كل برنامج، ونرسل لمتبرعي المشاريع تحديثات عن تقدمها، وتخضع حساباتنا لمراجعة خارجية سنوية تنشر نتائجها.',
      'We publish regular reports on every programme, send project donors updates on progress, and our accounts are audited externally every year with the results published.',
    ],
  },
  {
    q: ['هل يمكنني التطوع مع الجمعية؟', 'Can I volunteer with the association?'],
    a: [
      'بالتأكيد، سجّل في صفحة التطوع واختر المجال المناسب لك: التوعية الصحية، أو نقل المرضى، أو الفعاليات، أو الدعم الإداري.',
      'Certainly. Register on the volunteering page and choose the area that suits you: health awareness, patient transport, events or administrative support.',
    ],
  },
  {
    q: ['هل تقبلون التبرع بالأجهزة الطبية المستعملة؟', 'Do you accept used medical devices?'],
    a: [
      'نقبل الأجهزة الصالحة للاستخدام بعد فحصها من المختصين، كالكراسي المتحركة والأسرّة الطبية وأجهزة قياس السكر. تواصل معنا قبل إحضارها.',
      'We accept devices in working order after a specialist has checked them, such as wheelchairs, hospital beds and glucose meters. Please contact us before bringing them.',
    ],
  },
  {
    q: ['هل الجمعية مرخصة؟', 'Is the association licensed?'],
    a: [
      'نعم، الجمعية مسجلة لدى المركز الوطني لتنمية القطاع غير الربحي، ورقم ترخيصها منشور في أسفل الموقع وفي صفحة التواصل (المحتوى هنا تجريبي).',
      'Yes. The association is registered with the National Center for Non-Profit Sector Development, and its licence number appears in the site footer and on the contact page (the content here is sample content).',
    ],
  },
];
