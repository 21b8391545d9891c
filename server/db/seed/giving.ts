import type { Insertable } from 'kysely';
import type { GivingItemTable } from '../tables/giving';
import type { Seeder } from './index';

/**
 * Sample giving catalog (clearly sample: "نموذج" / "Sample"): causes, endowment shares, anonymised
 * family cases, utility bills, patients' debts, Hajj packages, store and farm-cart products, the
 * Anfahum fund, gift occasions and card designs. Amounts are halalas. Families and patients are
 * described by circumstance and city only, never by name.
 */
type Row = Insertable<GivingItemTable>;

const base = {
  most_needed: 0,
  category_ar: null,
  category_en: null,
  city_ar: null,
  city_en: null,
  members: null,
  need_ar: null,
  need_en: null,
  unit_price: null,
  stock_total: null,
  stock_left: null,
  target: null,
  collected: 0,
};

function item(
  id: number,
  kind: string,
  position: number,
  title: [string, string],
  summary: [string, string],
  extra: Partial<Row> = {},
): Row {
  return {
    ...base,
    id,
    kind,
    position,
    title_ar: title[0],
    title_en: title[1],
    summary_ar: summary[0],
    summary_en: summary[1],
    image: `/giving/${kind}.svg`,
    ...extra,
  };
}

const SAR = 100;

export const GIVING_ITEMS: Row[] = [
  item(
    1,
    'cause',
    1,
    ['حيث الحاجة أشد', 'Where most needed'],
    [
      'توجّه الجمعية تبرعك إلى أكثر البرامج الصحية حاجة في وقته (نموذج).',
      'The association directs your gift to the health programme in greatest need at the time (sample).',
    ],
    { most_needed: 1 },
  ),
  item(
    2,
    'cause',
    2,
    ['علاج المرضى المحتاجين', 'Treating patients in need'],
    [
      'الإسهام في تكاليف علاج مرضى لا يقدرون عليها (نموذج).',
      'Helps cover treatment that patients cannot afford (sample).',
    ],
    { target: 50_000_000, collected: 18_250_000 },
  ),
  item(
    3,
    'cause',
    3,
    ['الأجهزة الطبية المنزلية', 'Home medical devices'],
    [
      'توفير أجهزة التنفس والكراسي المتحركة والأسرّة الطبية للمرضى في منازلهم (نموذج).',
      'Oxygen concentrators, wheelchairs and medical beds for patients at home (sample).',
    ],
    { target: 20_000_000, collected: 7_400_000 },
  ),
  item(
    4,
    'cause',
    4,
    ['الغسيل الكلوي', 'Kidney dialysis'],
    [
      'جلسات غسيل كلوي لمرضى الفشل الكلوي المحتاجين (نموذج).',
      'Dialysis sessions for patients in kidney failure who are in need (sample).',
    ],
    { target: 30_000_000, collected: 12_100_000 },
  ),
  item(
    10,
    'waqf',
    1,
    ['وقف الرعاية الصحية', 'Health-care endowment'],
    [
      'سهم في وقف يُصرف ريعه على علاج المرضى المحتاجين، صدقة جارية لك أو لوالديك أو لمتوفى (نموذج).',
      'A share in an endowment whose yield treats patients in need: ongoing charity for you, your parents or someone who has passed away (sample).',
    ],
    { unit_price: 100 * SAR, stock_total: 10_000, stock_left: 6_420 },
  ),
  item(
    11,
    'waqf',
    2,
    ['وقف مركز غسيل الكلى', 'Dialysis centre endowment'],
    [
      'سهم في وقف يموّل تشغيل مركز غسيل كلوي خيري (نموذج).',
      'A share in an endowment that runs a charitable dialysis centre (sample).',
    ],
    { unit_price: 500 * SAR, stock_total: 2_000, stock_left: 1_155 },
  ),
  item(
    20,
    'family',
    1,
    ['أسرة مريض غسيل كلوي', 'Family of a dialysis patient'],
    [
      'عائل الأسرة يخضع لغسيل كلوي ثلاث مرات أسبوعياً ولا يستطيع العمل (حالة نموذجية).',
      'The breadwinner needs dialysis three times a week and cannot work (sample case).',
    ],
    {
      city_ar: 'الرياض',
      city_en: 'Riyadh',
      members: 6,
      need_ar: 'إيجار السكن ومصاريف التنقل للعلاج',
      need_en: 'Rent and travel to treatment',
      target: 2_400_000,
      collected: 950_000,
    },
  ),
  item(
    21,
    'family',
    2,
    ['أسرة طفل مصاب بمرض مزمن', 'Family of a child with a chronic illness'],
    [
      'طفل يحتاج إلى حليب علاجي ومستلزمات طبية شهرية (حالة نموذجية).',
      'A child who needs therapeutic formula and medical supplies every month (sample case).',
    ],
    {
      city_ar: 'جدة',
      city_en: 'Jeddah',
      members: 5,
      need_ar: 'حليب علاجي ومستلزمات طبية',
      need_en: 'Therapeutic formula and medical supplies',
      target: 1_800_000,
      collected: 1_200_000,
    },
  ),
  item(
    22,
    'family',
    3,
    ['أسرة أرملة ترعى مريضاً', 'A widow caring for a patient'],
    [
      'أرملة ترعى ابناً من ذوي الإعاقة يحتاج إلى جلسات تأهيل (حالة نموذجية).',
      'A widow caring for a disabled son who needs rehabilitation sessions (sample case).',
    ],
    {
      city_ar: 'الدمام',
      city_en: 'Dammam',
      members: 4,
      need_ar: 'جلسات العلاج الطبيعي',
      need_en: 'Physiotherapy sessions',
      target: 1_500_000,
      collected: 300_000,
    },
  ),
  item(
    30,
    'bill',
    1,
    ['فاتورة كهرباء لأسرة مريض', 'Electricity bill of a patient’s family'],
    [
      'جهاز التنفس المنزلي يعمل بالكهرباء، والفاتورة متأخرة (حالة نموذجية).',
      'A home ventilator runs on electricity and the bill is overdue (sample case).',
    ],
    {
      category_ar: 'كهرباء',
      category_en: 'Electricity',
      city_ar: 'الرياض',
      city_en: 'Riyadh',
      target: 184_050,
      collected: 40_000,
    },
  ),
  item(
    31,
    'bill',
    2,
    ['فاتورة مياه لأسرة محتاجة', 'Water bill of a family in need'],
    [
      'أسرة مريض غسيل كلوي تراكمت عليها فواتير المياه (حالة نموذجية).',
      'A dialysis patient’s family behind on water bills (sample case).',
    ],
    {
      category_ar: 'مياه',
      category_en: 'Water',
      city_ar: 'مكة المكرمة',
      city_en: 'Makkah',
      target: 62_075,
      collected: 0,
    },
  ),
  item(
    32,
    'bill',
    3,
    ['فاتورة كهرباء لمسنّ', 'Electricity bill of an elderly patient'],
    [
      'مسنّ يعيش وحده ويحتاج إلى التكييف لحالته الصحية (حالة نموذجية).',
      'An elderly patient living alone who needs cooling for his condition (sample case).',
    ],
    {
      category_ar: 'كهرباء',
      category_en: 'Electricity',
      city_ar: 'الأحساء',
      city_en: 'Al-Ahsa',
      target: 93_520,
      collected: 93_520,
    },
  ),
  item(
    40,
    'relieve',
    1,
    ['سداد دين علاج مريض قلب', 'Medical debt of a heart patient'],
    [
      'مريض أجرى عملية قلب مفتوح وتراكمت عليه تكاليفها (حالة نموذجية).',
      'A patient who had open-heart surgery and owes its cost (sample case).',
    ],
    {
      city_ar: 'المدينة المنورة',
      city_en: 'Madinah',
      need_ar: 'دين مستشفى',
      need_en: 'Hospital debt',
      target: 4_500_000,
      collected: 1_750_000,
    },
  ),
  item(
    41,
    'relieve',
    2,
    ['سداد دين علاج أورام', 'Cancer treatment debt'],
    [
      'مريضة أنهت العلاج الكيميائي وعليها دين للمستشفى (حالة نموذجية).',
      'A patient who finished chemotherapy and owes the hospital (sample case).',
    ],
    {
      city_ar: 'أبها',
      city_en: 'Abha',
      need_ar: 'دين مستشفى',
      need_en: 'Hospital debt',
      target: 2_800_000,
      collected: 400_000,
    },
  ),
  item(
    50,
    'haj',
    1,
    ['حج عن متوفى', 'Hajj on behalf of a deceased person'],
    [
      'يؤدي الحج حاجٌّ مؤهل نيابةً عمّن تسمّيه ممن توفي (نموذج).',
      'A qualified pilgrim performs Hajj on behalf of someone who has passed away (sample).',
    ],
    { unit_price: 6_500 * SAR, stock_total: 40, stock_left: 23 },
  ),
  item(
    51,
    'haj',
    2,
    ['حج عن عاجز', 'Hajj on behalf of someone unable'],
    [
      'حج نيابةً عن مريض أو مسنّ لا يستطيع أداءه (نموذج).',
      'Hajj on behalf of a sick or elderly person who cannot perform it (sample).',
    ],
    { unit_price: 6_500 * SAR, stock_total: 20, stock_left: 12 },
  ),
  item(
    60,
    'product',
    1,
    ['سلة مستلزمات مريض السكري', 'Diabetes care kit'],
    [
      'جهاز قياس وشرائط ووخّازات لمريض محتاج لمدة شهر (نموذج).',
      'A meter, strips and lancets for a patient in need for a month (sample).',
    ],
    { category_ar: 'مستلزمات طبية', category_en: 'Medical supplies', unit_price: 150 * SAR, stock_left: 200 },
  ),
  item(
    61,
    'product',
    2,
    ['كرسي متحرك', 'Wheelchair'],
    ['كرسي متحرك قابل للطي يُسلَّم لمريض محتاج (نموذج).', 'A folding wheelchair delivered to a patient in need (sample).'],
    { category_ar: 'أجهزة', category_en: 'Devices', unit_price: 850 * SAR, stock_left: 25 },
  ),
  item(
    62,
    'product',
    3,
    ['جهاز قياس ضغط الدم', 'Blood-pressure monitor'],
    ['جهاز منزلي لمريض ضغط محتاج (نموذج).', 'A home monitor for a hypertensive patient in need (sample).'],
    { category_ar: 'أجهزة', category_en: 'Devices', unit_price: 199_50, stock_left: 0 },
  ),
  item(
    70,
    'farm-product',
    1,
    ['سلة خضار طازجة', 'Fresh vegetable basket'],
    [
      'خضار من مزارع الوقف تُهدى لأسرة مريض (نموذج).',
      'Vegetables from the endowment farms, given to a patient’s family (sample).',
    ],
    { category_ar: 'خضار', category_en: 'Vegetables', unit_price: 75 * SAR, stock_left: 120 },
  ),
  item(
    71,
    'farm-product',
    2,
    ['كرتون تمر', 'Box of dates'],
    ['خمسة كيلوغرامات من تمر الوقف (نموذج).', 'Five kilograms of dates from the endowment (sample).'],
    { category_ar: 'تمور', category_en: 'Dates', unit_price: 120 * SAR, stock_left: 300 },
  ),
  item(
    72,
    'farm-product',
    3,
    ['عسل طبيعي', 'Natural honey'],
    ['عبوة كيلوغرام من عسل مناحل الوقف (نموذج).', 'A one-kilogram jar from the endowment’s apiaries (sample).'],
    { category_ar: 'عسل', category_en: 'Honey', unit_price: 180 * SAR, stock_left: 60 },
  ),
  item(
    80,
    'anfahum',
    1,
    ['صندوق أنفعهم', 'Anfahum fund'],
    [
      'صندوق يموّل أنفع المشاريع الصحية أثراً بحسب تقييم الجمعية (نموذج).',
      'A fund for the health projects of greatest benefit, as the association assesses them (sample).',
    ],
    { target: 100_000_000, collected: 36_700_000 },
  ),
];

export const GIFT_OCCASIONS = [
  {
    id: 1,
    position: 1,
    title_ar: 'عيد سعيد',
    title_en: 'Eid greetings',
    summary_ar: 'أهدِ من تحب صدقةً في العيد (نموذج).',
    summary_en: 'Give a charity in someone’s name for Eid (sample).',
    image: '/giving/gift-eid.svg',
  },
  {
    id: 2,
    position: 2,
    title_ar: 'شفاء عاجل',
    title_en: 'Get well soon',
    summary_ar: 'ادعُ لمريض بالشفاء بصدقة عنه (نموذج).',
    summary_en: 'Wish a patient well with a charity in their name (sample).',
    image: '/giving/gift-recovery.svg',
  },
  {
    id: 3,
    position: 3,
    title_ar: 'مولود جديد',
    title_en: 'New baby',
    summary_ar: 'هنّئ بالمولود بصدقة (نموذج).',
    summary_en: 'Celebrate a birth with a charity (sample).',
    image: '/giving/gift-baby.svg',
  },
  {
    id: 4,
    position: 4,
    title_ar: 'نجاح وتخرج',
    title_en: 'Success and graduation',
    summary_ar: 'شارك فرحة النجاح بصدقة (نموذج).',
    summary_en: 'Share the joy of success with a charity (sample).',
    image: '/giving/gift-graduation.svg',
  },
];

export const GIFT_CARDS = [
  {
    id: 1,
    occasion_id: 1,
    position: 1,
    title_ar: 'هلال العيد',
    title_en: 'Eid crescent',
    image: '/giving/gift-eid.svg',
    background: '#0f5c4d',
    foreground: '#ffffff',
  },
  {
    id: 2,
    occasion_id: 1,
    position: 2,
    title_ar: 'فوانيس',
    title_en: 'Lanterns',
    image: '/giving/gift-eid.svg',
    background: '#f4e7c5',
    foreground: '#3b2f12',
  },
  {
    id: 3,
    occasion_id: 2,
    position: 1,
    title_ar: 'زهور',
    title_en: 'Flowers',
    image: '/giving/gift-recovery.svg',
    background: '#e9f4ef',
    foreground: '#0f3d33',
  },
  {
    id: 4,
    occasion_id: 2,
    position: 2,
    title_ar: 'شروق',
    title_en: 'Sunrise',
    image: '/giving/gift-recovery.svg',
    background: '#fff1e0',
    foreground: '#5a2d00',
  },
  {
    id: 5,
    occasion_id: 3,
    position: 1,
    title_ar: 'نجوم',
    title_en: 'Stars',
    image: '/giving/gift-baby.svg',
    background: '#e6eefc',
    foreground: '#1b2f5c',
  },
  {
    id: 6,
    occasion_id: 4,
    position: 1,
    title_ar: 'قبعة التخرج',
    title_en: 'Mortarboard',
    image: '/giving/gift-graduation.svg',
    background: '#1b2f5c',
    foreground: '#ffffff',
  },
];

export const givingSeeder: Seeder = {
  name: 'giving-catalog',
  async run(trx) {
    await trx.insertInto('giving_items').values(GIVING_ITEMS).execute();
    await trx.insertInto('gift_occasions').values(GIFT_OCCASIONS).execute();
    await trx.insertInto('gift_cards').values(GIFT_CARDS).execute();
    await trx.insertInto('giving_counters').values({ name: 'order-number', value: 100000 }).execute();
  },
};
