import type { SocialLink } from '#src/domain/content-core';
import { saudiIban } from '../../../services/content-core/iban';

type Pair = [ar: string, en: string];

/** The association's card: clearly sample identifiers (example.org, 0000 numbers, valid-format IBANs). */
export const profile = {
  name: ['جمعية الوقف الصحي الخيرية', 'Health Endowment Charitable Association'] as Pair,
  shortName: ['الوقف الصحي', 'Health Endowment'] as Pair,
  logo: '/logo.svg',
  licenceNumber: '0000-1234',
  authority: [
    'المركز الوطني لتنمية القطاع غير الربحي (ترخيص تجريبي)',
    'National Center for Non-Profit Sector Development (sample licence)',
  ] as Pair,
  phone: '+966 11 000 0000',
  whatsapp: '+966 50 000 0000',
  email: 'info@example.org',
  address: [
    'طريق الملك فهد، حي العليا، الرياض ١٢٢١١، المملكة العربية السعودية (عنوان تجريبي)',
    'King Fahd Road, Al Olaya, Riyadh 12211, Saudi Arabia (sample address)',
  ] as Pair,
  workingHours: ['من الأحد إلى الخميس، من ٨ صباحًا إلى ٤ مساءً', 'Sunday to Thursday, 8 am to 4 pm'] as Pair,
  social: [
    { network: 'x', url: 'https://x.com/example' },
    { network: 'instagram', url: 'https://www.instagram.com/example' },
    { network: 'youtube', url: 'https://www.youtube.com/@example' },
    { network: 'snapchat', url: 'https://www.snapchat.com/add/example' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/example' },
  ] satisfies SocialLink[],
};

export const bankAccounts: Array<{ bank: Pair; purpose: Pair; iban: string }> = [
  {
    bank: ['مصرف الراجحي', 'Al Rajhi Bank'],
    purpose: ['التبرعات العامة', 'General donations'],
    iban: saudiIban('80', '000000000000123456'),
  },
  {
    bank: ['البنك الأهلي السعودي', 'Saudi National Bank'],
    purpose: ['الأوقاف', 'Endowments'],
    iban: saudiIban('10', '000000000000654321'),
  },
  { bank: ['مصرف الإنماء', 'Alinma Bank'], purpose: ['الزكاة', 'Zakat'], iban: saudiIban('05', '000000000000111222') },
  {
    bank: ['بنك البلاد', 'Bank Albilad'],
    purpose: ['دعم الغسيل الكلوي', 'Dialysis support'],
    iban: saudiIban('15', '000000000000333444'),
  },
];

export const accountName: Pair = ['جمعية الوقف الصحي الخيرية', 'Health Endowment Charitable Association'];

export const branches: Array<{ name: Pair; address: Pair; phone: string; lat: number; lng: number }> = [
  {
    name: ['المقر الرئيس — الرياض', 'Head office — Riyadh'],
    address: ['طريق الملك فهد، حي العليا، الرياض', 'King Fahd Road, Al Olaya, Riyadh'],
    phone: '+966 11 000 0000',
    lat: 24.713552,
    lng: 46.675296,
  },
  {
    name: ['فرع جدة', 'Jeddah branch'],
    address: ['شارع التحلية، حي الأندلس، جدة', 'Tahlia Street, Al Andalus, Jeddah'],
    phone: '+966 12 000 0000',
    lat: 21.543333,
    lng: 39.172778,
  },
  {
    name: ['فرع الدمام', 'Dammam branch'],
    address: ['طريق الملك سعود، حي الفيصلية، الدمام', 'King Saud Road, Al Faisaliyah, Dammam'],
    phone: '+966 13 000 0000',
    lat: 26.420683,
    lng: 50.088795,
  },
];
