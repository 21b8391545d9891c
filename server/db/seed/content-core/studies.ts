import { h, l, p } from './blocks';
import type { ContentBlock } from '#src/domain/content-core';

type Pair = [ar: string, en: string];

export interface StudySeed {
  publishedOn: string;
  title: Pair;
  field: Pair;
  summary: Pair;
  ar: ContentBlock[];
  en: ContentBlock[];
}

/** Studies the association commissioned (sample content; figures are illustrative). */
export const studies: StudySeed[] = [
  {
    publishedOn: '2026-03-10',
    title: [
      'احتياج مرضى الفشل الكلوي غير المؤمَّن عليهم في منطقة عمل الجمعية',
      'The needs of uninsured kidney-failure patients in the association’s area',
    ],
    field: ['الغسيل الكلوي', 'Dialysis'],
    summary: [
      'دراسة ميدانية لحجم الاحتياج إلى جلسات الغسيل وكلفة انقطاعها على المرضى وأسرهم.',
      'A field study of the demand for dialysis sessions and what interrupted treatment costs patients and their families.',
    ],
    ar: [
      p(
        'هدفت الدراسة إلى تقدير عدد المرضى الذين يحتاجون إلى دعم جلسات الغسيل الكلوي، وفهم العوائق التي تحول دون انتظامهم في العلاج.',
      ),
      h('المنهجية'),
      p('استبانة شملت مئتين وأربعين مريضًا في ستة مراكز غسيل، ومقابلات مع الفرق الطبية والباحثين الاجتماعيين.'),
      h('أبرز النتائج'),
      l(
        'ربع المرضى تقريبًا فاتتهم جلسة واحدة على الأقل شهريًا بسبب النقل أو الكلفة.',
        'تكاليف النقل تعادل ثلث ما تنفقه الأسرة على العلاج.',
        'المرضى الذين حصلوا على دعم منتظم انخفضت لديهم زيارات الطوارئ بوضوح.',
      ),
      h('التوصيات'),
      p('ربط دعم الجلسات بخدمة النقل، وتخصيص ريع وقفي ثابت لبرنامج الغسيل بدل الاعتماد على التبرعات الموسمية.'),
    ],
    en: [
      p(
        'The study set out to estimate how many patients need help paying for dialysis sessions and to understand what keeps them from regular treatment.',
      ),
      h('Method'),
      p(
        'A survey of two hundred and forty patients at six dialysis centres, with interviews of medical teams and social researchers.',
      ),
      h('Main findings'),
      l(
        'About a quarter of patients missed at least one session a month because of transport or cost.',
        'Transport costs equal a third of what families spend on treatment.',
        'Patients with regular support made markedly fewer emergency visits.',
      ),
      h('Recommendations'),
      p(
        'Link session funding with transport, and assign a fixed endowment yield to the dialysis programme instead of relying on seasonal donations.',
      ),
    ],
  },
  {
    publishedOn: '2025-11-02',
    title: [
      'أثر خدمة نقل المرضى على الالتزام بالمواعيد الطبية',
      'How patient transport affects attendance at medical appointments',
    ],
    field: ['نقل المرضى', 'Patient transport'],
    summary: [
      'مقارنة بين انتظام المرضى في مواعيدهم قبل توفير النقل وبعده.',
      'A comparison of patients’ attendance before and after transport was provided.',
    ],
    ar: [
      p('تابعت الدراسة مئة وعشرين مريضًا من كبار السن وذوي الإعاقة لمدة ستة أشهر قبل تشغيل خدمة النقل وستة أشهر بعدها.'),
      h('النتائج'),
      l(
        'ارتفعت نسبة الحضور في المواعيد من أربعة وستين إلى واحد وتسعين في المئة.',
        'انخفض اعتماد المرضى على الأقارب في التنقل، وخفّ العبء عن الأسر العاملة.',
        'أبدى المستفيدون رضا مرتفعًا عن الالتزام بالوقت وتعامل السائقين.',
      ),
      p('أوصت الدراسة بتوسيع الأسطول وتفعيل الحجز الإلكتروني وتدريب السائقين على الإسعافات الأولية.'),
    ],
    en: [
      p(
        'The study followed one hundred and twenty older and disabled patients for six months before the transport service started and six months after.',
      ),
      h('Findings'),
      l(
        'Appointment attendance rose from sixty-four to ninety-one per cent.',
        'Patients relied less on relatives for travel, easing the load on working families.',
        'Beneficiaries were highly satisfied with punctuality and the drivers’ care.',
      ),
      p('The study recommended a larger fleet, online booking and first-aid training for drivers.'),
    ],
  },
  {
    publishedOn: '2025-06-18',
    title: [
      'كلفة أدوية الأمراض المزمنة على الأسر محدودة الدخل',
      'The cost of chronic-illness medicines for low-income families',
    ],
    field: ['الأدوية', 'Medicines'],
    summary: [
      'تحليل لما تنفقه الأسر على أدوية السكري والضغط والقلب، وأثر الدعم الدوائي.',
      'An analysis of what families spend on diabetes, blood-pressure and heart medicines, and the effect of medicine support.',
    ],
    ar: [
      p('حللت الدراسة سجلات صرف الأدوية لثلاثمئة أسرة مستفيدة، وقارنتها بدخل الأسرة الشهري.'),
      h('النتائج'),
      l(
        'تنفق الأسرة في المتوسط ما يقارب عُشر دخلها على الأدوية المزمنة.',
        'يلجأ بعض المرضى إلى تقليل الجرعات توفيرًا للمال، مما يفاقم المضاعفات.',
        'الدعم الدوائي المنتظم حسّن التزام المرضى بخطة العلاج.',
      ),
      p('أوصت الدراسة بعقود شراء جماعية مع الصيدليات لخفض الكلفة، وبمتابعة صيدلانية هاتفية للمرضى.'),
    ],
    en: [
      p(
        'The study analysed medicine records of three hundred beneficiary families and compared them with monthly household income.',
      ),
      h('Findings'),
      l(
        'Families spend on average about a tenth of their income on chronic medicines.',
        'Some patients reduce their doses to save money, which worsens complications.',
        'Regular medicine support improved adherence to treatment plans.',
      ),
      p(
        'The study recommended bulk purchase agreements with pharmacies to lower costs, and telephone follow-up by a pharmacist.',
      ),
    ],
  },
  {
    publishedOn: '2024-12-05',
    title: ['الوعي بعوامل خطر أمراض الكلى في المجتمع', 'Public awareness of kidney-disease risk factors'],
    field: ['التوعية الصحية', 'Health awareness'],
    summary: [
      'قياس مستوى الوعي بعوامل الخطر وطرق الوقاية قبل حملات التوعية وبعدها.',
      'Measuring awareness of risk factors and prevention before and after awareness campaigns.',
    ],
    ar: [
      p(
        'استطلعت الدراسة آراء ألف ومئتي شخص في الأماكن العامة والمدارس عن عوامل خطر أمراض الكلى، ثم أعادت القياس بعد ثلاث حملات توعوية.',
      ),
      h('النتائج'),
      l(
        'قبل الحملات لم يعرف سوى ثلث المشاركين أن السكري والضغط أهم أسباب الفشل الكلوي.',
        'بعد الحملات تضاعفت نسبة من يعرفون عوامل الخطر.',
        'أقبل المشاركون على الفحص المبكر حين أُتيح في موقع الحملة نفسه.',
      ),
      p('أوصت الدراسة بدمج الفحص المبكر في كل حملة توعوية، وبرسائل قصيرة متكررة بدل المحاضرات الطويلة.'),
    ],
    en: [
      p(
        'The study surveyed one thousand two hundred people in public places and schools about kidney-disease risk factors, then measured again after three awareness campaigns.',
      ),
      h('Findings'),
      l(
        'Before the campaigns only a third of participants knew that diabetes and high blood pressure are the main causes of kidney failure.',
        'After the campaigns the share who knew the risk factors doubled.',
        'Participants readily took early screening when it was offered at the campaign itself.',
      ),
      p(
        'The study recommended including early screening in every awareness campaign, and short, repeated messages rather than long lectures.',
      ),
    ],
  },
];
