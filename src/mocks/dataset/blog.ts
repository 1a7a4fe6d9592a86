import type { BlogPost } from '@/api/contract/content';
import { slug } from '../text';

/** The CMS content tags of spec §3. */
export const CMS_TAGS = [
  'cms-homepage-1',
  'cms-homepage-2',
  'cms-homepage-3',
  'cms-homepage-news',
  'cms-listing-details-TD',
  'buying-tips-residential',
  'buying-tips-commercial',
  'selling-tips-residential',
  'selling-tips-commercial',
  'reports-tips-residential',
  'reports-tips-commercial',
  'cms-homeEstimator',
] as const;

const EN: [string, string][] = [
  [
    'How much do you really need for a down payment in Canada?',
    'Minimum down payments, mortgage insurance and the first-home savings account, explained.',
  ],
  ['Ten questions to ask at an open house', 'What to look at, what to ask, and what to write down before you leave.'],
  ['Staging your home for a spring sale', 'Light, space and smell: the three things buyers notice first.'],
  [
    'Condo fees: what they cover and how to read a reserve fund study',
    'Before you buy a condo, read the numbers behind the fees.',
  ],
  ['Renting in a tight market: a checklist', 'References, deposits and your rights as a tenant, province by province.'],
  ['Is now the time to downsize?', 'Equity, taxes and lifestyle: how to decide when the house feels too big.'],
  ['Quarterly market report: Greater Toronto', 'Sales, prices and inventory in the GTA this quarter.'],
  ['Quarterly market report: Metro Vancouver', 'Detached, townhouse and condo prices across Metro Vancouver.'],
  [
    'Buying a cottage: wells, septic and shorelines',
    'What makes recreational property different from a house in town.',
  ],
  ['Leasing your first retail space', 'Gross versus net leases, tenant improvements and the questions to ask.'],
  ['Selling a small business with its building', 'How valuations work when the real estate comes with the company.'],
  ['Industrial space demand in 2026', 'Warehouses, logistics and what drives lease rates across Canada.'],
  [
    'What is my home worth? How estimates are made',
    'Comparable sales, assessments and why an estimate is not an appraisal.',
  ],
  ['Heat pumps and home value', 'Rebates, savings and what buyers will pay for an efficient home.'],
  ['Moving to Calgary: neighbourhood guide', 'From Beltline condos to Tuscany family homes.'],
  ['First-time buyer programs across Canada', 'Federal and provincial help for your first home.'],
  ['How to read a home inspection report', 'Which findings matter and which are routine.'],
  ['Pricing strategy: list high or list right?', 'Why the first two weeks on the market count the most.'],
  ['Halifax market snapshot', 'Prices, rents and new supply in Halifax Regional Municipality.'],
  ['Investing in a multi-family property', 'Cap rates, financing and landlord obligations.'],
  ['Luxury real estate trends', 'What high-end buyers want now, from wine rooms to smart homes.'],
];
const FR: [string, string][] = [
  [
    'Quelle mise de fonds faut-il vraiment au Canada?',
    'Mise de fonds minimale, assurance prêt hypothécaire et CELIAPP, expliqués simplement.',
  ],
  ['Dix questions à poser lors d’une visite libre', 'Quoi regarder, quoi demander et quoi noter avant de partir.'],
  [
    'Préparer sa maison pour une vente au printemps',
    'Lumière, espace et odeurs : ce que les acheteurs remarquent en premier.',
  ],
  ['Frais de copropriété : ce qu’ils couvrent', 'Avant d’acheter un condo, lisez l’étude du fonds de prévoyance.'],
  ['Louer un logement quand le marché est serré', 'Références, dépôts et droits des locataires au Québec.'],
  ['Est-ce le bon moment pour réduire la taille de sa maison?', 'Équité, impôts et mode de vie : comment décider.'],
  ['Rapport trimestriel : Grand Montréal', 'Ventes, prix et inventaire dans la région métropolitaine.'],
  ['Rapport trimestriel : ville de Québec', 'Le marché de la Capitale-Nationale ce trimestre.'],
  ['Acheter un chalet : puits, fosse septique et rives', 'Ce qui distingue une propriété de villégiature.'],
  ['Louer un premier local commercial', 'Bail brut ou net, améliorations locatives et questions à poser.'],
  ['Vendre une entreprise avec son immeuble', 'L’évaluation quand l’immobilier fait partie de la vente.'],
  ['La demande d’espaces industriels en 2026', 'Entrepôts, logistique et loyers partout au Canada.'],
  [
    'Combien vaut ma maison? Comment on l’estime',
    'Ventes comparables, évaluation municipale et limites d’une estimation.',
  ],
  ['Thermopompes et valeur de revente', 'Subventions, économies et ce que les acheteurs sont prêts à payer.'],
  ['S’installer à Gatineau : guide des quartiers', 'Du Vieux-Hull à Aylmer.'],
  ['Programmes pour premiers acheteurs', 'L’aide fédérale et provinciale pour votre première maison.'],
  ['Lire un rapport d’inspection', 'Les constats qui comptent et ceux qui sont routiniers.'],
  ['Stratégie de prix : viser haut ou viser juste?', 'Pourquoi les deux premières semaines comptent le plus.'],
  ['Investir dans un plex', 'Rendement, financement et obligations du propriétaire.'],
  ['Tendances de l’immobilier de luxe', 'Ce que recherchent les acheteurs haut de gamme.'],
];

const TAG_FOR: string[] = [
  'buying-tips-residential',
  'buying-tips-residential',
  'selling-tips-residential',
  'buying-tips-residential',
  'buying-tips-residential',
  'selling-tips-residential',
  'reports-tips-residential',
  'reports-tips-residential',
  'buying-tips-residential',
  'buying-tips-commercial',
  'selling-tips-commercial',
  'reports-tips-commercial',
  'cms-homeEstimator',
  'selling-tips-residential',
  'cms-homepage-news',
  'buying-tips-residential',
  'buying-tips-residential',
  'selling-tips-residential',
  'reports-tips-residential',
  'buying-tips-commercial',
  'cms-homepage-news',
];

export function generateBlog(today: number): BlogPost[] {
  const posts: BlogPost[] = [];
  const add = (lang: 'en' | 'fr', [title, excerpt]: [string, string], i: number) => {
    const id = posts.length + 1;
    const postSlug = slug(title);
    const homepage = CMS_TAGS[i % 4]!;
    const tags = [TAG_FOR[i] ?? 'cms-homepage-news', homepage];
    if (i % 5 === 0) tags.push('cms-listing-details-TD');
    const image = (w: number, h: number) => ({
      source_url: `/api/v1/photos/blog/${id}.svg?w=${w}&h=${h}`,
      width: w,
      height: h,
    });
    posts.push({
      id,
      slug: postSlug,
      date: new Date(today - (id * 3 + (id % 7)) * 86_400_000).toISOString().slice(0, 19),
      lang,
      link: `https://blog.foyer.example/${lang === 'fr' ? 'fr/' : ''}${postSlug}/`,
      title: { rendered: title },
      excerpt: { rendered: `<p>${excerpt}</p>` },
      content: {
        rendered: `<p>${excerpt}</p><p>${lang === 'fr' ? 'Parlez-en à un courtier de votre région pour un conseil adapté à votre situation.' : 'Talk to a local agent for advice that fits your situation.'}</p>`,
      },
      tags,
      better_featured_image: {
        alt_text: lang === 'fr' ? `Illustration : ${title}` : `Illustration: ${title}`,
        media_details: {
          sizes: {
            thumbnail: image(150, 150),
            medium: image(300, 200),
            large: image(1024, 683),
            full: image(1600, 1067),
          },
        },
      },
    });
  };
  EN.forEach((entry, i) => add('en', entry, i));
  FR.forEach((entry, i) => add('fr', entry, i));
  return posts;
}
