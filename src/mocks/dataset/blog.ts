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

type CmsTag = (typeof CMS_TAGS)[number];
/** What a post is about: exactly one of these tags each. The news is a topic of its own. */
type Topic = Extract<CmsTag, `${string}-tips-${string}` | 'cms-homepage-news' | 'cms-homeEstimator'>;
/** The residential home page's three editorial slots; a news post has none (it is in the news row). */
type Slot = Extract<CmsTag, 'cms-homepage-1' | 'cms-homepage-2' | 'cms-homepage-3'>;
/** Title, excerpt, topic and home-page slot of one post. */
type Entry = readonly [title: string, excerpt: string, topic: Topic, slot: Slot | null];

// The rows of one home page never share a post (pages/home/HomeBlog.tsx): residential shows the three slots
// and the news, luxury the residential buying and selling tips and the news, commercial the commercial tips
// and the news. So a post has one topic and at most one slot, and a news post no slot. Slots: 1 guides for
// buyers and renters, 2 planning a move, 3 selling and market insight; commercial posts are in none.
const EN: readonly Entry[] = [
  [
    'How much do you really need for a down payment in Canada?',
    'Minimum down payments, mortgage insurance and the first-home savings account, explained.',
    'buying-tips-residential',
    'cms-homepage-1',
  ],
  [
    'Ten questions to ask at an open house',
    'What to look at, what to ask, and what to write down before you leave.',
    'buying-tips-residential',
    'cms-homepage-1',
  ],
  [
    'Staging your home for a spring sale',
    'Light, space and smell: the three things buyers notice first.',
    'selling-tips-residential',
    'cms-homepage-3',
  ],
  [
    'Condo fees: what they cover and how to read a reserve fund study',
    'Before you buy a condo, read the numbers behind the fees.',
    'buying-tips-residential',
    'cms-homepage-1',
  ],
  [
    'Renting in a tight market: a checklist',
    'References, deposits and your rights as a tenant, province by province.',
    'buying-tips-residential',
    'cms-homepage-1',
  ],
  [
    'Is now the time to downsize?',
    'Equity, taxes and lifestyle: how to decide when the house feels too big.',
    'selling-tips-residential',
    'cms-homepage-2',
  ],
  [
    'Quarterly market report: Greater Toronto',
    'Sales, prices and inventory in the GTA this quarter.',
    'reports-tips-residential',
    'cms-homepage-3',
  ],
  [
    'Quarterly market report: Metro Vancouver',
    'Detached, townhouse and condo prices across Metro Vancouver.',
    'reports-tips-residential',
    'cms-homepage-3',
  ],
  [
    'Buying a cottage: wells, septic and shorelines',
    'What makes recreational property different from a house in town.',
    'buying-tips-residential',
    'cms-homepage-2',
  ],
  [
    'Leasing your first retail space',
    'Gross versus net leases, tenant improvements and the questions to ask.',
    'buying-tips-commercial',
    null,
  ],
  [
    'Selling a small business with its building',
    'How valuations work when the real estate comes with the company.',
    'selling-tips-commercial',
    null,
  ],
  [
    'Industrial space demand in 2026',
    'Warehouses, logistics and what drives lease rates across Canada.',
    'reports-tips-commercial',
    null,
  ],
  [
    'What is my home worth? How estimates are made',
    'Comparable sales, assessments and why an estimate is not an appraisal.',
    'cms-homeEstimator',
    'cms-homepage-2',
  ],
  [
    'Heat pumps and home value',
    'Rebates, savings and what buyers will pay for an efficient home.',
    'selling-tips-residential',
    'cms-homepage-2',
  ],
  [
    'Moving to Calgary: neighbourhood guide',
    'From Beltline condos to Tuscany family homes.',
    'cms-homepage-news',
    null,
  ],
  [
    'First-time buyer programs across Canada',
    'Federal and provincial help for your first home.',
    'buying-tips-residential',
    'cms-homepage-1',
  ],
  [
    'How to read a home inspection report',
    'Which findings matter and which are routine.',
    'buying-tips-residential',
    'cms-homepage-1',
  ],
  [
    'Pricing strategy: list high or list right?',
    'Why the first two weeks on the market count the most.',
    'selling-tips-residential',
    'cms-homepage-3',
  ],
  [
    'Halifax market snapshot',
    'Prices, rents and new supply in Halifax Regional Municipality.',
    'reports-tips-residential',
    'cms-homepage-3',
  ],
  [
    'Investing in a multi-family property',
    'Cap rates, financing and landlord obligations.',
    'buying-tips-commercial',
    null,
  ],
  [
    'Luxury real estate trends',
    'What high-end buyers want now, from wine rooms to smart homes.',
    'cms-homepage-news',
    null,
  ],
  [
    'Bank of Canada holds its key rate: what it means for your mortgage',
    'Fixed or variable, renewal or purchase: what the decision changes this season.',
    'cms-homepage-news',
    null,
  ],
  [
    'Housing starts climb in Canada’s largest cities',
    'New supply in Toronto, Vancouver and Montréal, and when it reaches the market.',
    'cms-homepage-news',
    null,
  ],
];
const FR: readonly Entry[] = [
  [
    'Quelle mise de fonds faut-il vraiment au Canada?',
    'Mise de fonds minimale, assurance prêt hypothécaire et CELIAPP, expliqués simplement.',
    'buying-tips-residential',
    'cms-homepage-1',
  ],
  [
    'Dix questions à poser lors d’une visite libre',
    'Quoi regarder, quoi demander et quoi noter avant de partir.',
    'buying-tips-residential',
    'cms-homepage-1',
  ],
  [
    'Préparer sa maison pour une vente au printemps',
    'Lumière, espace et odeurs : ce que les acheteurs remarquent en premier.',
    'selling-tips-residential',
    'cms-homepage-3',
  ],
  [
    'Frais de copropriété : ce qu’ils couvrent',
    'Avant d’acheter un condo, lisez l’étude du fonds de prévoyance.',
    'buying-tips-residential',
    'cms-homepage-1',
  ],
  [
    'Louer un logement quand le marché est serré',
    'Références, dépôts et droits des locataires au Québec.',
    'buying-tips-residential',
    'cms-homepage-1',
  ],
  [
    'Est-ce le bon moment pour passer à plus petit?',
    'Valeur nette, impôts et mode de vie : comment décider quand la maison devient trop grande.',
    'selling-tips-residential',
    'cms-homepage-2',
  ],
  [
    'Rapport trimestriel : Grand Montréal',
    'Ventes, prix et inventaire dans la région métropolitaine.',
    'reports-tips-residential',
    'cms-homepage-3',
  ],
  [
    'Rapport trimestriel : ville de Québec',
    'Le marché de la Capitale-Nationale ce trimestre.',
    'reports-tips-residential',
    'cms-homepage-3',
  ],
  [
    'Acheter un chalet : puits, fosse septique et rives',
    'Ce qui distingue une propriété de villégiature.',
    'buying-tips-residential',
    'cms-homepage-2',
  ],
  [
    'Louer un premier local commercial',
    'Bail brut ou net, améliorations locatives et questions à poser.',
    'buying-tips-commercial',
    null,
  ],
  [
    'Vendre une entreprise avec son immeuble',
    'L’évaluation quand l’immobilier fait partie de la vente.',
    'selling-tips-commercial',
    null,
  ],
  [
    'La demande d’espaces industriels en 2026',
    'Entrepôts, logistique et loyers partout au Canada.',
    'reports-tips-commercial',
    null,
  ],
  [
    'Combien vaut ma maison? Comment on l’estime',
    'Ventes comparables, évaluation municipale et limites d’une estimation.',
    'cms-homeEstimator',
    'cms-homepage-2',
  ],
  [
    'Thermopompes et valeur de revente',
    'Subventions, économies et ce que les acheteurs sont prêts à payer.',
    'selling-tips-residential',
    'cms-homepage-2',
  ],
  ['S’installer à Gatineau : guide des quartiers', 'Du Vieux-Hull à Aylmer.', 'cms-homepage-news', null],
  [
    'Programmes pour premiers acheteurs',
    'L’aide fédérale et provinciale pour votre première maison.',
    'buying-tips-residential',
    'cms-homepage-1',
  ],
  [
    'Lire un rapport d’inspection',
    'Les constats qui comptent et ceux qui sont routiniers.',
    'buying-tips-residential',
    'cms-homepage-1',
  ],
  [
    'Stratégie de prix : viser haut ou viser juste?',
    'Pourquoi les deux premières semaines comptent le plus.',
    'selling-tips-residential',
    'cms-homepage-3',
  ],
  ['Investir dans un plex', 'Rendement, financement et obligations du propriétaire.', 'buying-tips-commercial', null],
  ['Tendances de l’immobilier de luxe', 'Ce que recherchent les acheteurs haut de gamme.', 'cms-homepage-news', null],
  [
    'La Banque du Canada maintient son taux directeur : ce que ça change pour votre hypothèque',
    'Taux fixe ou variable, renouvellement ou achat : ce que la décision change cette saison.',
    'cms-homepage-news',
    null,
  ],
  [
    'Les mises en chantier grimpent dans les grandes villes',
    'La nouvelle offre à Toronto, Vancouver et Montréal, et quand elle arrivera sur le marché.',
    'cms-homepage-news',
    null,
  ],
];

export function generateBlog(today: number): BlogPost[] {
  const posts: BlogPost[] = [];
  const add = (lang: 'en' | 'fr', [title, excerpt, topic, slot]: Entry, i: number) => {
    const id = posts.length + 1;
    const postSlug = slug(title);
    const tags: string[] = slot ? [topic, slot] : [topic];
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
