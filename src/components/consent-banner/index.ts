export { ConsentBanner } from './consent-banner';
export { mountConsentBanner } from './mount';
