import { brand } from '@/config/brand';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Locale } from '@/config/env';
import type { LegalPage } from '@/routing/route-table';

/**
 * The four footer pages' text (spec §2.2): sections of paragraphs, lists and link lists, declared as data
 * so the page, its table of contents and its tests read one structure. Message values every text may use:
 * {brand}, {legalName}, {privacyEmail}, {accessibilityEmail}, {fraudEmail}, {legalEmail}, {cafcPhone}.
 */

/** Where each contact goes: the brand configuration. */
export const LEGAL_CONTACTS = brand.contacts;

/** The Canadian Anti-Fraud Centre's toll-free line. */
export const CAFC_PHONE = '1-888-495-8501';

/** When the text of these pages last changed. */
export const LEGAL_UPDATED = new Date(Date.UTC(2026, 10, 24));

export interface LegalLink {
  text: MessageDescriptor;
  href: string | Readonly<Record<Locale, string>>;
}

export type LegalBlock =
  | { kind: 'p'; text: MessageDescriptor }
  | { kind: 'ul'; items: readonly MessageDescriptor[] }
  | { kind: 'links'; links: readonly LegalLink[] }
  /** The button that reopens the analytics consent banner. */
  | { kind: 'consent' };

export interface LegalSection {
  /** The fragment of the section's anchor: the same in both languages, so shared links keep working. */
  id: string;
  title: MessageDescriptor;
  blocks: readonly LegalBlock[];
}

export interface LegalContent {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  sections: readonly LegalSection[];
}

const p = (text: MessageDescriptor): LegalBlock => ({ kind: 'p', text });
const ul = (...items: MessageDescriptor[]): LegalBlock => ({ kind: 'ul', items });

export const legalMessages = defineMessages<{ toc: Record<string, never>; updated: { date: string } }>({
  toc: { id: 'legal.toc', defaultMessage: 'On this page' },
  updated: { id: 'legal.updated', defaultMessage: 'Last updated {date}' },
});

const phishing = defineMessages({
  title: { id: 'legal.phishing.title', defaultMessage: 'Phishing and scam information' },
  intro: {
    id: 'legal.phishing.intro',
    defaultMessage:
      'Fraudsters sometimes pose as landlords, sellers, agents or {brand} itself. Here is how to recognise them and what to do.',
  },
  signsTitle: { id: 'legal.phishing.signs.title', defaultMessage: 'How scams look' },
  signsP1: {
    id: 'legal.phishing.signs.p1',
    defaultMessage:
      'Most real estate scams follow a few patterns. If you see one of these, stop and check before you pay or share anything.',
  },
  signsRental: {
    id: 'legal.phishing.signs.rental',
    defaultMessage:
      'Rental deposits: a “landlord” asks for a deposit or the first month’s rent before you have visited the home or signed a lease, often because they are “out of the country”.',
  },
  signsCopied: {
    id: 'legal.phishing.signs.copied',
    defaultMessage:
      'Fake listings copied from real ones: the photos and description of a genuine listing are posted again at a much lower price or rent, with a different person to contact.',
  },
  signsWire: {
    id: 'legal.phishing.signs.wire',
    defaultMessage:
      'Wire fraud on closing funds: just before the closing, an e-mail that seems to come from your lawyer, notary or agent announces “new banking details” for your down payment or the balance of the price.',
  },
  signsAgent: {
    id: 'legal.phishing.signs.agent',
    defaultMessage:
      'Fake agent e-mails: messages that use a real agent’s name, or an address that looks like theirs (one letter off, a free e-mail service), to ask for money, documents or your password.',
  },
  signsPressure: {
    id: 'legal.phishing.signs.pressure',
    defaultMessage:
      'Pressure and secrecy: you are told to decide today, to keep the deal to yourself, or to pay by wire transfer, gift card or cryptocurrency.',
  },
  verifyTitle: { id: 'legal.phishing.verify.title', defaultMessage: 'How to check an agent' },
  verifyP1: {
    id: 'legal.phishing.verify.p1',
    defaultMessage:
      'Every real estate agent and brokerage in Canada must hold a licence from a provincial regulator. Look the person up by name in the regulator’s public register before you share personal or financial information:',
  },
  verifyReco: { id: 'legal.phishing.verify.reco', defaultMessage: 'Ontario: Real Estate Council of Ontario (RECO)' },
  verifyBcfsa: {
    id: 'legal.phishing.verify.bcfsa',
    defaultMessage: 'British Columbia: BC Financial Services Authority (BCFSA)',
  },
  verifyOaciq: {
    id: 'legal.phishing.verify.oaciq',
    defaultMessage: 'Quebec: Organisme d’autoréglementation du courtage immobilier du Québec (OACIQ)',
  },
  verifyReca: { id: 'legal.phishing.verify.reca', defaultMessage: 'Alberta: Real Estate Council of Alberta (RECA)' },
  verifySrec: {
    id: 'legal.phishing.verify.srec',
    defaultMessage: 'Saskatchewan: Saskatchewan Real Estate Commission (SREC)',
  },
  verifyFcnb: {
    id: 'legal.phishing.verify.fcnb',
    defaultMessage: 'New Brunswick: Financial and Consumer Services Commission (FCNB)',
  },
  verifyNsrec: {
    id: 'legal.phishing.verify.nsrec',
    defaultMessage: 'Nova Scotia: Nova Scotia Real Estate Commission (NSREC)',
  },
  verifyP2: {
    id: 'legal.phishing.verify.p2',
    defaultMessage:
      'In the other provinces and the territories, the government’s consumer affairs office keeps the list of licensed agents. Then call the agent at the number published on their brokerage’s own website or on their profile here, never at a number given in the message you received.',
  },
  neverTitle: { id: 'legal.phishing.never.title', defaultMessage: 'What we never ask for' },
  neverP1: {
    id: 'legal.phishing.never.p1',
    defaultMessage:
      '{brand} does not collect deposits, rent or closing funds, and takes no part in payments between buyers, sellers, landlords and tenants. We will never ask you, by e-mail, text message, phone or social media, for:',
  },
  neverPayment: {
    id: 'legal.phishing.never.payment',
    defaultMessage: 'a payment, a deposit or a fee to visit a property or to “hold” a home;',
  },
  neverPassword: {
    id: 'legal.phishing.never.password',
    defaultMessage: 'your password, or a code we sent you to sign in;',
  },
  neverGiftCards: {
    id: 'legal.phishing.never.gift-cards',
    defaultMessage: 'gift cards, cryptocurrency or a money transfer;',
  },
  neverIdentity: {
    id: 'legal.phishing.never.identity',
    defaultMessage: 'a copy of your ID, your social insurance number or your banking details.',
  },
  neverP2: {
    id: 'legal.phishing.never.p2',
    defaultMessage:
      'When in doubt, do not click the link in the message: type our address in your browser and sign in from there.',
  },
  targetedTitle: {
    id: 'legal.phishing.targeted.title',
    defaultMessage: 'If you think you have been targeted',
  },
  targetedStop: {
    id: 'legal.phishing.targeted.stop',
    defaultMessage: 'Stop all contact, and do not send any more money or documents.',
  },
  targetedBank: {
    id: 'legal.phishing.targeted.bank',
    defaultMessage:
      'If you sent money, call your bank or credit card company right away: a transfer can sometimes be stopped if you act quickly.',
  },
  targetedKeep: {
    id: 'legal.phishing.targeted.keep',
    defaultMessage: 'Keep every message, receipt and screenshot.',
  },
  targetedReport: {
    id: 'legal.phishing.targeted.report',
    defaultMessage:
      'Report it to the Canadian Anti-Fraud Centre, online or toll-free at {cafcPhone}, and to your local police.',
  },
  targetedPassword: {
    id: 'legal.phishing.targeted.password',
    defaultMessage:
      'If you gave out your {brand} password, change it at once, and on every other site where you used it.',
  },
  targetedCafc: {
    id: 'legal.phishing.targeted.cafc',
    defaultMessage: 'Canadian Anti-Fraud Centre: report a fraud online',
  },
  reportTitle: {
    id: 'legal.phishing.report.title',
    defaultMessage: 'Report a suspicious listing or message',
  },
  reportP1: {
    id: 'legal.phishing.report.p1',
    defaultMessage:
      'If a listing on {brand} looks copied or too cheap to be true, or its contact asks for money up front, tell us at {fraudEmail}. Give the listing’s address or MLS® number, or the page’s web address, and what made you suspicious. Forward a suspicious e-mail that uses our name as an attachment, so we can trace where it came from.',
  },
  reportP2: {
    id: 'legal.phishing.report.p2',
    defaultMessage:
      'We review every report within one business day, remove fraudulent listings, and alert the brokerage and, where needed, the regulator.',
  },
});

const privacy = defineMessages({
  title: { id: 'legal.privacy.title', defaultMessage: 'Privacy notice' },
  intro: {
    id: 'legal.privacy.intro',
    defaultMessage:
      'This notice explains what personal information {brand} collects, why, and the choices you have. We follow Canada’s federal privacy law and Quebec’s Law 25.',
  },
  whoTitle: { id: 'legal.privacy.who.title', defaultMessage: 'Who we are' },
  whoP1: {
    id: 'legal.privacy.who.p1',
    defaultMessage:
      '{brand} is operated by {legalName}, a Canadian company. We are responsible for the personal information collected through this site, including the information our service providers handle on our behalf.',
  },
  collectTitle: { id: 'legal.privacy.collect.title', defaultMessage: 'What we collect' },
  collectAccount: {
    id: 'legal.privacy.collect.account',
    defaultMessage:
      'Account details: your name, e-mail address, your phone number if you give it, your language and your password (stored only in a form that cannot be read back).',
  },
  collectSaved: {
    id: 'legal.privacy.collect.saved',
    defaultMessage: 'What you save: favourite listings, saved searches and the alerts you ask for.',
  },
  collectSent: {
    id: 'legal.privacy.collect.sent',
    defaultMessage:
      'What you send: the messages and contact details you send to an agent or office through our forms, and the addresses you ask us to estimate.',
  },
  collectTechnical: {
    id: 'legal.privacy.collect.technical',
    defaultMessage:
      'Technical data: your device and browser, an approximate location from your IP address, the pages you visit and the searches you run, used to run and secure the site.',
  },
  collectP2: {
    id: 'legal.privacy.collect.p2',
    defaultMessage:
      'We do not ask for your social insurance number, your banking details or health information, and the site is not intended for children under 14.',
  },
  useTitle: { id: 'legal.privacy.use.title', defaultMessage: 'How we use it' },
  useAccount: { id: 'legal.privacy.use.account', defaultMessage: 'To create and run your account and keep it secure.' },
  useAlerts: {
    id: 'legal.privacy.use.alerts',
    defaultMessage:
      'To send the alerts and newsletters you ask for; every e-mail has a link to stop them, and so does your account.',
  },
  useEnquiries: {
    id: 'legal.privacy.use.enquiries',
    defaultMessage: 'To pass your enquiry to the agent or office you contact, so they can answer you.',
  },
  useImprove: {
    id: 'legal.privacy.use.improve',
    defaultMessage:
      'To understand how the site is used and make it faster and easier, with analytics only if you accept them.',
  },
  useFraud: {
    id: 'legal.privacy.use.fraud',
    defaultMessage: 'To detect and prevent fraud and abuse, and to meet our legal obligations.',
  },
  cookiesTitle: { id: 'legal.privacy.cookies.title', defaultMessage: 'Cookies and analytics' },
  cookiesP1: {
    id: 'legal.privacy.cookies.p1',
    defaultMessage:
      'The site keeps a few cookies and local storage entries it needs to work: to keep you signed in and to remember your language, colour mode and recent searches.',
  },
  cookiesP2: {
    id: 'legal.privacy.cookies.p2',
    defaultMessage:
      'Analytics, which measures visits, stays off until you accept it. The banner shown on your first visit asks for your choice, and refusing changes nothing else on the site. If your browser sends the Global Privacy Control signal, we treat it as a refusal.',
  },
  cookiesP3: {
    id: 'legal.privacy.cookies.p3',
    defaultMessage:
      'You can change your choice at any time with the “Cookie preferences” link at the bottom of every page, or with this button:',
  },
  retentionTitle: { id: 'legal.privacy.retention.title', defaultMessage: 'How long we keep it' },
  retentionAccount: {
    id: 'legal.privacy.retention.account',
    defaultMessage:
      'Your account and what you saved: as long as the account is open; we delete them within 30 days after you close it.',
  },
  retentionMessages: {
    id: 'legal.privacy.retention.messages',
    defaultMessage: 'Messages sent to agents: two years, so we can answer questions or complaints about them.',
  },
  retentionLogs: {
    id: 'legal.privacy.retention.logs',
    defaultMessage: 'Technical logs: 12 months at most. Analytics: 26 months, in aggregated or pseudonymous form.',
  },
  retentionLaw: {
    id: 'legal.privacy.retention.law',
    defaultMessage: 'When the law requires us to keep something longer, we keep only what it requires.',
  },
  sharingTitle: { id: 'legal.privacy.sharing.title', defaultMessage: 'Who we share it with' },
  sharingAgent: {
    id: 'legal.privacy.sharing.agent',
    defaultMessage:
      'The agent or office you contact receives your name, contact details and message, and becomes responsible for how they use them.',
  },
  sharingProviders: {
    id: 'legal.privacy.sharing.providers',
    defaultMessage:
      'Service providers that host the site, deliver e-mail or measure visits, under contracts that limit them to our instructions and require safeguards.',
  },
  sharingAuthorities: {
    id: 'legal.privacy.sharing.authorities',
    defaultMessage: 'Authorities, when the law requires it, or to protect the rights and safety of our users.',
  },
  sharingNeverSold: {
    id: 'legal.privacy.sharing.never-sold',
    defaultMessage: 'We never sell or rent your personal information.',
  },
  storageTitle: { id: 'legal.privacy.storage.title', defaultMessage: 'Where it is stored' },
  storageP1: {
    id: 'legal.privacy.storage.p1',
    defaultMessage:
      'Your information is stored in Canada. Some service providers, for example for e-mail delivery, may process it in another country such as the United States, where local law may allow authorities to access it. Before any transfer outside Quebec, we assess the protection it will receive, as Quebec’s Law 25 requires.',
  },
  storageP2: {
    id: 'legal.privacy.storage.p2',
    defaultMessage:
      'We protect it with encryption in transit and at rest, access limited to the staff who need it, and regular security reviews. If an incident creates a risk of serious harm, we will tell you and the privacy commissioners.',
  },
  rightsTitle: { id: 'legal.privacy.rights.title', defaultMessage: 'Your rights' },
  rightsP1: {
    id: 'legal.privacy.rights.p1',
    defaultMessage:
      'Under the Personal Information Protection and Electronic Documents Act (PIPEDA) and Quebec’s Law 25, you may:',
  },
  rightsAccess: {
    id: 'legal.privacy.rights.access',
    defaultMessage:
      'access the personal information we hold about you, and learn how it is used and to whom it was disclosed;',
  },
  rightsCorrection: {
    id: 'legal.privacy.rights.correction',
    defaultMessage: 'have it corrected if it is inaccurate or incomplete;',
  },
  rightsDeletion: {
    id: 'legal.privacy.rights.deletion',
    defaultMessage: 'have it deleted, or your account closed, when we no longer need it;',
  },
  rightsPortability: {
    id: 'legal.privacy.rights.portability',
    defaultMessage: 'receive the information you gave us in a structured, commonly used format (portability);',
  },
  rightsWithdrawal: {
    id: 'legal.privacy.rights.withdrawal',
    defaultMessage: 'withdraw your consent, for example to marketing e-mails or to analytics, at any time.',
  },
  rightsP2: {
    id: 'legal.privacy.rights.p2',
    defaultMessage:
      'You can do most of this yourself from your account; for anything else, write to our privacy officer, who answers within 30 days. If our answer does not satisfy you, you may complain to the Office of the Privacy Commissioner of Canada or, in Quebec, to the Commission d’accès à l’information.',
  },
  contactTitle: { id: 'legal.privacy.contact.title', defaultMessage: 'Contact our privacy officer' },
  contactP1: {
    id: 'legal.privacy.contact.p1',
    defaultMessage:
      'Privacy Officer, {legalName}: {privacyEmail}. Tell us which account or e-mail address your request is about; we may ask you to confirm your identity before we answer.',
  },
  changesTitle: { id: 'legal.privacy.changes.title', defaultMessage: 'Changes to this notice' },
  changesP1: {
    id: 'legal.privacy.changes.p1',
    defaultMessage:
      'We update this notice when our practices change. The date at the top shows the current version; if a change is significant, we will tell you by e-mail or on the site before it takes effect.',
  },
});

const terms = defineMessages({
  title: { id: 'legal.terms.title', defaultMessage: 'Terms of use' },
  intro: {
    id: 'legal.terms.intro',
    defaultMessage: 'By using {brand} you agree to these terms. Please read them carefully.',
  },
  acceptanceTitle: { id: 'legal.terms.acceptance.title', defaultMessage: 'Accepting these terms' },
  acceptanceP1: {
    id: 'legal.terms.acceptance.p1',
    defaultMessage:
      'These terms are an agreement between you and {legalName} for the use of the {brand} websites. By using them you accept these terms and our privacy notice; if you do not accept them, please do not use the site.',
  },
  listingsTitle: { id: 'legal.terms.listings.title', defaultMessage: 'Listing information' },
  listingsP1: {
    id: 'legal.terms.listings.p1',
    defaultMessage:
      'Listings are provided by brokerages and are believed reliable but are not guaranteed. Verify every detail with the listing agent before you make a decision.',
  },
  listingsP2: {
    id: 'legal.terms.listings.p2',
    defaultMessage:
      'Prices, measurements, taxes, condo fees and availability can change or contain errors, and a home may be sold or withdrawn before the site is updated. Maps, school and neighbourhood information are approximate.',
  },
  mlsTitle: { id: 'legal.terms.mls.title', defaultMessage: 'MLS® and REALTOR® trademarks' },
  mlsP1: {
    id: 'legal.terms.mls.p1',
    defaultMessage:
      'The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA) and identify the quality of services provided by real estate professionals who are members of CREA. The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by CREA and identify real estate professionals who are members of CREA.',
  },
  accountsTitle: { id: 'legal.terms.accounts.title', defaultMessage: 'Your account and its security' },
  accountsP1: {
    id: 'legal.terms.accounts.p1',
    defaultMessage:
      'An account lets you save listings and searches. Give accurate information, keep your password to yourself, and tell us at once at {fraudEmail} if you think someone else has used your account. We may suspend or close an account that breaks these terms.',
  },
  useTitle: { id: 'legal.terms.use.title', defaultMessage: 'Acceptable use' },
  useP1: {
    id: 'legal.terms.use.p1',
    defaultMessage: 'Use the site for your own search for a property or an agent. Do not:',
  },
  useScrape: {
    id: 'legal.terms.use.scrape',
    defaultMessage: 'copy, scrape or republish listings, photos or agent information in bulk, by robot or otherwise;',
  },
  useInterfere: {
    id: 'legal.terms.use.interfere',
    defaultMessage:
      'interfere with the site, its security or other people’s use of it, or try to reach data that is not yours;',
  },
  useSpam: {
    id: 'legal.terms.use.spam',
    defaultMessage: 'send unsolicited messages, or use the contact forms for anything but a genuine enquiry;',
  },
  useFraud: {
    id: 'legal.terms.use.fraud',
    defaultMessage:
      'post false information, pretend to be someone else, or use the site for fraud or anything unlawful.',
  },
  estimatesTitle: {
    id: 'legal.terms.estimates.title',
    defaultMessage: 'Calculators and estimates are not advice',
  },
  estimatesP1: {
    id: 'legal.terms.estimates.p1',
    defaultMessage:
      'The mortgage calculator and home value estimates are for demonstration and information only. They are not an offer of credit or an appraisal.',
  },
  estimatesP2: {
    id: 'legal.terms.estimates.p2',
    defaultMessage:
      'Estimates are computed automatically from public records and comparable sales, and can differ widely from the price a home would sell for. Before you buy, sell or borrow, consult a licensed real estate agent, a mortgage professional, a certified appraiser, or a lawyer or notary.',
  },
  ipTitle: { id: 'legal.terms.ip.title', defaultMessage: 'Intellectual property' },
  ipP1: {
    id: 'legal.terms.ip.p1',
    defaultMessage:
      'The site, its design, text, software and logos belong to {legalName} or its licensors; listing content belongs to the brokerages and photographers who supplied it. You may view and print pages for your own non-commercial use; any other use requires our written permission.',
  },
  linksTitle: { id: 'legal.terms.links.title', defaultMessage: 'Third-party sites' },
  linksP1: {
    id: 'legal.terms.links.p1',
    defaultMessage:
      'The site links to sites we do not control, such as brokerages’ sites, our blog, lenders and map providers. We are not responsible for their content or their privacy practices; read their own terms before you use them.',
  },
  liabilityTitle: { id: 'legal.terms.liability.title', defaultMessage: 'Limitation of liability' },
  liabilityP1: {
    id: 'legal.terms.liability.p1',
    defaultMessage:
      'The site is provided “as is”. To the extent the law allows, {legalName} is not liable for indirect or consequential losses, or for decisions made on the basis of information on the site, including errors in listings or estimates. Nothing in these terms limits the rights that consumer protection laws, including Quebec’s Consumer Protection Act, give you and that cannot be waived.',
  },
  lawTitle: { id: 'legal.terms.law.title', defaultMessage: 'Governing law' },
  lawP1: {
    id: 'legal.terms.law.p1',
    defaultMessage:
      'These terms are governed by the laws of Ontario and the federal laws of Canada that apply there. If you live in Quebec or another province whose consumer protection law applies to you, you keep its protection and may bring a claim before the courts where you live.',
  },
  changesTitle: { id: 'legal.terms.changes.title', defaultMessage: 'Changes and contact' },
  changesP1: {
    id: 'legal.terms.changes.p1',
    defaultMessage:
      'We may update these terms. The date at the top shows the current version, and significant changes are announced on the site before they take effect; using the site after that means you accept them. Questions about these terms: {legalEmail}.',
  },
});

const accessibility = defineMessages({
  title: { id: 'legal.accessibility.title', defaultMessage: 'Accessibility policy' },
  intro: {
    id: 'legal.accessibility.intro',
    defaultMessage:
      '{brand} is committed to a site that everyone can use, whatever their abilities or the device they use.',
  },
  standardTitle: { id: 'legal.accessibility.standard.title', defaultMessage: 'Our standard' },
  standardP1: {
    id: 'legal.accessibility.standard.p1',
    defaultMessage:
      'We design and test against the Web Content Accessibility Guidelines (WCAG) 2.1 level AA, with a keyboard, with screen readers and at every screen size.',
  },
  standardP2: {
    id: 'legal.accessibility.standard.p2',
    defaultMessage:
      'Accessibility is part of how we build, not a last check: every new page is reviewed with automated tests and by people before it goes live.',
  },
  doTitle: { id: 'legal.accessibility.do.title', defaultMessage: 'What we do' },
  doKeyboard: {
    id: 'legal.accessibility.do.keyboard',
    defaultMessage:
      'Keyboard: everything works without a mouse, in a logical order, with a visible focus indicator and a link to skip to the main content.',
  },
  doScreenReaders: {
    id: 'legal.accessibility.do.screen-readers',
    defaultMessage:
      'Screen readers: pages have proper headings, landmarks and labels; images have text alternatives, and charts come with their figures in tables.',
  },
  doContrast: {
    id: 'legal.accessibility.do.contrast',
    defaultMessage:
      'Contrast and zoom: text has a contrast ratio of at least 4.5 to 1, pages can be zoomed to 400% and read 320 pixels wide without sideways scrolling, and touch targets are at least 44 pixels.',
  },
  doDarkMode: {
    id: 'legal.accessibility.do.dark-mode',
    defaultMessage:
      'Dark mode: choose a light, dark or system colour mode at the bottom of any page; your choice is remembered.',
  },
  doLanguages: {
    id: 'legal.accessibility.do.languages',
    defaultMessage:
      'Both official languages: every page is available in English and in French, and you can switch at any time without losing your place.',
  },
  doTime: {
    id: 'legal.accessibility.do.time',
    defaultMessage:
      'No time limits: nothing expires while you read or fill in a form, and animations follow your device’s reduced motion setting.',
  },
  limitsTitle: { id: 'legal.accessibility.limits.title', defaultMessage: 'Known limitations' },
  limitsMap: {
    id: 'legal.accessibility.limits.map',
    defaultMessage:
      'The map is a visual aid: every listing it shows is also in the list view, with the same filters, and every place is also named in text.',
  },
  limitsPhotos: {
    id: 'legal.accessibility.limits.photos',
    defaultMessage:
      'Brokerages supply listing photos without descriptions; we name each photo by its listing and position, and the listing’s text describes the property.',
  },
  limitsDocuments: {
    id: 'legal.accessibility.limits.documents',
    defaultMessage:
      'Documents from third parties, such as brokerage brochures or condo declarations, may not be accessible; we will ask for an accessible version on your behalf.',
  },
  formatsTitle: { id: 'legal.accessibility.formats.title', defaultMessage: 'Alternative formats' },
  formatsP1: {
    id: 'legal.accessibility.formats.p1',
    defaultMessage:
      'On request and free of charge, we provide the information on any page, including this policy and our privacy notice, in another format such as plain text, large print or an accessible PDF. Write to {accessibilityEmail}.',
  },
  feedbackTitle: { id: 'legal.accessibility.feedback.title', defaultMessage: 'Tell us about a barrier' },
  feedbackP1: {
    id: 'legal.accessibility.feedback.p1',
    defaultMessage:
      'If something on the site does not work for you, write to {accessibilityEmail}. Tell us the page’s address, what you were trying to do and, if you wish, the device and assistive technology you use.',
  },
  feedbackP2: {
    id: 'legal.accessibility.feedback.p2',
    defaultMessage:
      'We acknowledge every message within two business days and respond within five business days with a fix, a date for one, or another way to get what you need. You may write anonymously, and your feedback never affects the service you receive.',
  },
  lawsTitle: { id: 'legal.accessibility.laws.title', defaultMessage: 'The laws we follow' },
  lawsP1: {
    id: 'legal.accessibility.laws.p1',
    defaultMessage:
      'This policy follows the principles of the Accessible Canada Act and the requirements of the Accessibility for Ontarians with Disabilities Act (AODA) and its Integrated Accessibility Standards. We review it every year and whenever the site changes significantly.',
  },
});

const CAFC: Readonly<Record<Locale, string>> = {
  en: 'https://antifraudcentre-centreantifraude.ca/index-eng.htm',
  fr: 'https://antifraudcentre-centreantifraude.ca/index-fra.htm',
};

export const LEGAL_CONTENT: Record<LegalPage, LegalContent> = {
  'phishing-and-scam-information': {
    title: phishing.title,
    intro: phishing.intro,
    sections: [
      {
        id: 'how-scams-look',
        title: phishing.signsTitle,
        blocks: [
          p(phishing.signsP1),
          ul(
            phishing.signsRental,
            phishing.signsCopied,
            phishing.signsWire,
            phishing.signsAgent,
            phishing.signsPressure,
          ),
        ],
      },
      {
        id: 'check-an-agent',
        title: phishing.verifyTitle,
        blocks: [
          p(phishing.verifyP1),
          {
            kind: 'links',
            links: [
              { text: phishing.verifyReco, href: 'https://www.reco.on.ca' },
              { text: phishing.verifyBcfsa, href: 'https://www.bcfsa.ca' },
              { text: phishing.verifyOaciq, href: { en: 'https://www.oaciq.com/en', fr: 'https://www.oaciq.com/fr' } },
              { text: phishing.verifyReca, href: 'https://www.reca.ca' },
              { text: phishing.verifySrec, href: 'https://www.srec.ca' },
              { text: phishing.verifyFcnb, href: { en: 'https://www.fcnb.ca/en', fr: 'https://www.fcnb.ca/fr' } },
              { text: phishing.verifyNsrec, href: 'https://www.nsrec.ns.ca' },
            ],
          },
          p(phishing.verifyP2),
        ],
      },
      {
        id: 'what-we-never-ask',
        title: phishing.neverTitle,
        blocks: [
          p(phishing.neverP1),
          ul(phishing.neverPayment, phishing.neverPassword, phishing.neverGiftCards, phishing.neverIdentity),
          p(phishing.neverP2),
        ],
      },
      {
        id: 'if-you-are-targeted',
        title: phishing.targetedTitle,
        blocks: [
          ul(
            phishing.targetedStop,
            phishing.targetedBank,
            phishing.targetedKeep,
            phishing.targetedReport,
            phishing.targetedPassword,
          ),
          { kind: 'links', links: [{ text: phishing.targetedCafc, href: CAFC }] },
        ],
      },
      {
        id: 'report-to-us',
        title: phishing.reportTitle,
        blocks: [p(phishing.reportP1), p(phishing.reportP2)],
      },
    ],
  },
  'privacy-notice': {
    title: privacy.title,
    intro: privacy.intro,
    sections: [
      { id: 'who-we-are', title: privacy.whoTitle, blocks: [p(privacy.whoP1)] },
      {
        id: 'what-we-collect',
        title: privacy.collectTitle,
        blocks: [
          ul(privacy.collectAccount, privacy.collectSaved, privacy.collectSent, privacy.collectTechnical),
          p(privacy.collectP2),
        ],
      },
      {
        id: 'how-we-use-it',
        title: privacy.useTitle,
        blocks: [ul(privacy.useAccount, privacy.useAlerts, privacy.useEnquiries, privacy.useImprove, privacy.useFraud)],
      },
      {
        id: 'cookies',
        title: privacy.cookiesTitle,
        blocks: [p(privacy.cookiesP1), p(privacy.cookiesP2), p(privacy.cookiesP3), { kind: 'consent' }],
      },
      {
        id: 'retention',
        title: privacy.retentionTitle,
        blocks: [ul(privacy.retentionAccount, privacy.retentionMessages, privacy.retentionLogs, privacy.retentionLaw)],
      },
      {
        id: 'sharing',
        title: privacy.sharingTitle,
        blocks: [
          ul(privacy.sharingAgent, privacy.sharingProviders, privacy.sharingAuthorities),
          p(privacy.sharingNeverSold),
        ],
      },
      { id: 'storage', title: privacy.storageTitle, blocks: [p(privacy.storageP1), p(privacy.storageP2)] },
      {
        id: 'your-rights',
        title: privacy.rightsTitle,
        blocks: [
          p(privacy.rightsP1),
          ul(
            privacy.rightsAccess,
            privacy.rightsCorrection,
            privacy.rightsDeletion,
            privacy.rightsPortability,
            privacy.rightsWithdrawal,
          ),
          p(privacy.rightsP2),
        ],
      },
      { id: 'privacy-officer', title: privacy.contactTitle, blocks: [p(privacy.contactP1)] },
      { id: 'changes', title: privacy.changesTitle, blocks: [p(privacy.changesP1)] },
    ],
  },
  'terms-of-use': {
    title: terms.title,
    intro: terms.intro,
    sections: [
      { id: 'acceptance', title: terms.acceptanceTitle, blocks: [p(terms.acceptanceP1)] },
      { id: 'listing-information', title: terms.listingsTitle, blocks: [p(terms.listingsP1), p(terms.listingsP2)] },
      { id: 'trademarks', title: terms.mlsTitle, blocks: [p(terms.mlsP1)] },
      { id: 'accounts', title: terms.accountsTitle, blocks: [p(terms.accountsP1)] },
      {
        id: 'acceptable-use',
        title: terms.useTitle,
        blocks: [p(terms.useP1), ul(terms.useScrape, terms.useInterfere, terms.useSpam, terms.useFraud)],
      },
      { id: 'estimates', title: terms.estimatesTitle, blocks: [p(terms.estimatesP1), p(terms.estimatesP2)] },
      { id: 'intellectual-property', title: terms.ipTitle, blocks: [p(terms.ipP1)] },
      { id: 'third-party-sites', title: terms.linksTitle, blocks: [p(terms.linksP1)] },
      { id: 'liability', title: terms.liabilityTitle, blocks: [p(terms.liabilityP1)] },
      { id: 'governing-law', title: terms.lawTitle, blocks: [p(terms.lawP1)] },
      { id: 'changes', title: terms.changesTitle, blocks: [p(terms.changesP1)] },
    ],
  },
  'accessibility-policy': {
    title: accessibility.title,
    intro: accessibility.intro,
    sections: [
      {
        id: 'our-standard',
        title: accessibility.standardTitle,
        blocks: [p(accessibility.standardP1), p(accessibility.standardP2)],
      },
      {
        id: 'what-we-do',
        title: accessibility.doTitle,
        blocks: [
          ul(
            accessibility.doKeyboard,
            accessibility.doScreenReaders,
            accessibility.doContrast,
            accessibility.doDarkMode,
            accessibility.doLanguages,
            accessibility.doTime,
          ),
        ],
      },
      {
        id: 'known-limitations',
        title: accessibility.limitsTitle,
        blocks: [ul(accessibility.limitsMap, accessibility.limitsPhotos, accessibility.limitsDocuments)],
      },
      { id: 'alternative-formats', title: accessibility.formatsTitle, blocks: [p(accessibility.formatsP1)] },
      {
        id: 'feedback',
        title: accessibility.feedbackTitle,
        blocks: [p(accessibility.feedbackP1), p(accessibility.feedbackP2)],
      },
      { id: 'laws', title: accessibility.lawsTitle, blocks: [p(accessibility.lawsP1)] },
    ],
  },
};
