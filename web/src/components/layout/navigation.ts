import { paths } from '../../config/paths';

export const headerLinks = [
  { label: 'API Documentation', to: paths.apiDocumentation },
  { label: 'Trader Marketplace', to: paths.marketplace },
  { label: 'News', to: paths.news },
] as const;

export const legalLinks = [
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Use', to: paths.termsOfUse },
  { label: 'Risk Disclosure', to: paths.riskDisclosure },
] as const;
