// Deterministic generator of CSL-JSON benchmark items with the mix and shape of bench/data/corpus-1000.json:
// about 53% journal articles with DOIs and 1-25 authors, 19% books, 9% chapters with editors, 10% webpages,
// and 9% reports, theses, newspaper articles and films. Family names come from a pool of 130, so many items
// share an author and a year: disambiguation is exercised harder than a real library would exercise it.
// Seeded PRNG (mulberry32), never Math.random: the same (n, seed) always gives the same items.
//
//   import { generateCorpus } from './generate-corpus.mjs';
//   const items = generateCorpus(10_000, 42);
//   node bench/generate-corpus.mjs 10000 42 > corpus-10000.json

import { mulberry32 } from './random.mjs';

// The 130 family names of the shared corpus; a few always carry their non-dropping particle there.
const FAMILIES = [
  'Nguyen', 'Esposito', 'Kaya', 'Clark', 'Smirnova', 'Wilson', 'Haddad', 'Dubois', 'Garcia', 'Johnson', 'Sharma',
  'Ramírez', 'Berg', 'Taylor', 'Johansson', 'Hernández', 'Schmidt', 'Ivanov', 'Liu', 'Allen', 'Nelson', 'Weber',
  'Roberts', 'Carter', 'Martinez', 'Choi', 'Ferrari', 'Rashid', 'Yılmaz', 'Neumann', 'Green', 'Suzuki', 'Anderson',
  'Fischer', 'Becker', 'Lefèvre', 'Smith', 'Wu', 'Scott', 'Schulz', 'Zhang', 'Søren', 'Andersson', 'Wagner',
  'Sánchez', 'Pérez', 'Li', 'Patel', 'Silva', 'Takahashi', 'Hansen', 'Dvořák', 'McDonald', 'Moore', 'Stefano',
  'Baker', 'Zhou', 'Zhao', 'Rossi', 'Nowak', 'Campbell', 'Davis', 'Jones', "O'Brien", 'Schneider', 'Bianchi', 'Kim',
  'Petrov', 'Miller', 'Hill', 'López', 'Nielsen', 'Moreau', 'Bosch', 'Harris', 'Jackson', 'Flores', 'Thompson',
  'Müller', 'Singh', 'Kowalski', 'Smith-Jones', 'Levi', 'Walker', 'King', 'Mensah', 'Robinson', 'Huang', 'Rivera',
  'Lee', 'Vries', 'Lewis', 'Dijk', 'Chen', 'Gonzalez', 'Adeyemi', 'Watanabe', 'Torres', 'Thomas', 'Wang', 'Öztürk',
  'García-Márquez', 'Rodriguez', 'MacLeod', 'Tanaka', 'Adams', 'Wright', 'Yang', 'Mitchell', 'Okafor', 'Novák',
  'Kumar', 'Park', 'Martin', 'Young', 'Roux', 'Sato', 'la Cruz', 'Hoffmann', 'Laurent', 'Brown', 'Wiśniewski',
  'Williams', 'Russo', 'Gupta', 'White', 'Fournier', 'Hall', 'Meyer', 'Cohen',
];
const PARTICLES = {
  Bosch: 'van den', Stefano: 'di', Roux: 'Le', Neumann: 'von', Silva: 'da', 'la Cruz': 'de', Dijk: 'van',
  Rashid: 'al-', Vries: 'de', Berg: 'van der',
};
const GIVEN = [
  'Xiaoming', 'Omar', 'James', 'Chinedu', 'François', 'Sarah', 'Zoë', 'Priya', 'Daniel', 'Thomas', 'Barbara', 'Søren',
  'Robert', 'Agnieszka', 'William', 'Elizabeth', 'Amara', 'Susan', 'Siobhán', 'Jürgen', 'Joseph', 'Jennifer',
  'Patricia', 'Chloé', 'Olga', 'Jean-Paul', 'Øystein', 'Linda', 'Fatima', 'João', 'José', 'Łukasz', 'Björn', 'Ana',
  'Mary', 'Karen', 'María', 'Marie-Claire', 'Aarav', 'Michael', 'Yuki', 'Min-jun', 'Hiroshi', 'Ji-woo', 'Richard',
  'John', 'Dmitri', 'Wei', 'David', 'Jessica',
];
const INITIALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').concat(['Ł', 'Ø']);
const SUFFIXES = ['Jr.', 'Sr.', 'III'];
const ORGANIZATIONS = [
  'Organisation for Economic Co-operation and Development', 'United Nations Educational, Scientific and Cultural Organization',
  'Pew Research Center', 'European Commission', 'National Academies of Sciences, Engineering, and Medicine',
  'American Psychological Association', 'U.S. Department of Education', 'World Health Organization',
  'National Institutes of Health',
];

const WORDS = (
  'of the with therapy cells music growth study opinion obesity urban networks protein program among outcomes history ' +
  'between effects in evolution energy bilingual test analysis narrative soil cancer elections adults review democracy ' +
  'theory longitudinal teachers agriculture sleep studies measurement digital climate reading attitudes medieval a deep ' +
  'archaeology education stress hospital gene performance culture poetry memory novel models approach students nutrition ' +
  'on voting religion development response intervention platforms adolescents change carbon race migration media ' +
  'patients public misinformation identity ecosystem social acquisition trial art anxiety security role writing early ' +
  'method sustainable market expression neural emissions cognitive gender colonial trust resilience children economic ' +
  'immune data online labor validation regulation ethnicity literature water perceived model language clinical policy ' +
  'inequality quality network learning empire systematic species rural ritual visual behavior care framework depression ' +
  'controlled health survey meta-analysis mental food from physical empirical modern randomized scale evidence for and ' +
  'activity biodiversity'
).split(' ');
const PROPER = [
  'RNA', 'Markov', 'Africa', 'DNA', 'Alzheimer’s', 'Freud', 'Shakespeare', 'CRISPR', 'Europe', 'the United States',
  'Bayesian', 'Twitter', 'Python', 'China', 'COVID-19', 'Victorian',
];
const SMALL = new Set(['of', 'the', 'with', 'in', 'a', 'on', 'for', 'and', 'from', 'among', 'between']);

const FIELDS = [
  'Cell Biology', 'Experimental Psychology', 'Child Development', 'Clinical Medicine', 'Marine Ecology',
  'Machine Learning Research', 'Organizational Behavior', 'Public Health', 'Medieval Studies', 'Developmental Psychology',
  'Social History', 'Health Economics', 'Sociology', 'Economic Perspectives', 'Environmental Science',
  'Comparative Literature', 'Political Science', 'Cognitive Neuroscience', 'Educational Research', 'Applied Linguistics',
];
const JOURNAL_FORMS = [
  'Journal of', 'International Journal of', 'Annual Review of', 'Bulletin of', 'Frontiers in', 'Review of',
  'Annals of', 'Quarterly Journal of', 'Proceedings of the Society for', 'Advances in',
];
const FAMOUS_JOURNALS = [
  'Neuron', 'BMJ', 'JAMA', 'The Lancet', 'Science', 'Nature', 'Cell', 'PLOS ONE', 'American Economic Review',
  'Psychological Science', 'New Literary History', 'PMLA', 'Econometrica', 'Child Development', 'Language',
];
const BOOK_PUBLISHERS = [
  ['Oxford University Press', 'Oxford'], ['MIT Press', 'Cambridge, MA'], ['Taylor & Francis', 'Abingdon'],
  ['Wiley-Blackwell', 'Hoboken, NJ'], ['Cambridge University Press', 'Cambridge'], ['Guilford Press', 'New York'],
  ['Routledge', 'New York'], ['University of Chicago Press', 'Chicago'], ['Palgrave Macmillan', 'London'],
  ['Springer', 'Cham'], ['Penguin Books', 'London'], ['Yale University Press', 'New Haven, CT'],
  ['SAGE Publications', 'Thousand Oaks, CA'], ['Elsevier', 'Amsterdam'], ['Harvard University Press', 'Cambridge, MA'],
  ['Princeton University Press', 'Princeton, NJ'],
];
const SITES = [
  'Wikipedia', 'GitHub', 'National Geographic', 'Mayo Clinic', 'The Conversation', 'Stack Overflow', 'Psychology Today',
  'Scientific American Blog Network', 'Medium', 'BBC News',
];
const NEWSPAPERS = [
  'The Washington Post', 'The Times of India', 'The Guardian', 'Los Angeles Times', 'Le Monde', 'The New York Times',
  'The Wall Street Journal',
];
const STUDIOS = ['Paramount Pictures', 'Universal Pictures', 'A24', 'Warner Bros.', 'Studio Ghibli', 'Pathé', 'Netflix'];
const UNIVERSITIES = [
  'Université de Montréal', 'Universität Wien', 'University of Oxford', 'University of Michigan', 'University of Cape Town',
  'Stanford University', 'Universidad de Buenos Aires', 'University of Toronto', 'University of Melbourne',
  'Peking University',
];
const REPORT_PUBLISHERS = [
  ...UNIVERSITIES.slice(2), ...ORGANIZATIONS, 'Centers for Disease Control and Prevention',
];
const THESIS_GENRES = [['Doctoral dissertation', 9], ['Master’s thesis', 6], ['PhD diss.', 2]];
const REPORT_GENRES = [['Working paper', 11], ['Technical report', 6], ['Policy brief', 6], ['Report', 5]];
const DOI_MIDDLES = ['bmj', 's', 'pone', 'j', 'abc'];

// Item types with their counts in corpus-1000.json.
const TYPES = [
  ['article-journal', 529], ['book', 192], ['webpage', 103], ['chapter', 89], ['report', 28],
  ['article-newspaper', 25], ['thesis', 17], ['motion_picture', 17],
];
// Author counts of the corpus's journal articles (1-25, most 1-5).
const ARTICLE_AUTHORS = [
  [1, 74], [2, 110], [3, 87], [4, 71], [5, 63], [6, 21], [7, 34], [8, 12], [9, 8], [10, 10], [11, 2], [12, 3], [13, 3],
  [14, 3], [15, 7], [16, 2], [17, 6], [19, 2], [20, 1], [21, 1], [22, 2], [23, 4], [24, 1], [25, 2],
];

export function generateCorpus(n, seed = 1) {
  const rand = mulberry32(seed);
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1)); // inclusive
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const chance = (p) => rand() < p;
  const weighted = (pairs) => {
    let total = 0;
    for (const [, w] of pairs) total += w;
    let r = rand() * total;
    for (const [value, w] of pairs) if ((r -= w) < 0) return value;
    return pairs[pairs.length - 1][0];
  };
  const capitalize = (s) => s[0].toUpperCase() + s.slice(1);
  const initial = () => `${pick(INITIALS)}.`;

  const person = () => {
    const family = pick(FAMILIES);
    const shape = rand();
    const given = shape < 0.62 ? pick(GIVEN) : shape < 0.9 ? `${pick(GIVEN)} ${initial()}` : `${initial()} ${initial()}`;
    const name = { family, given };
    if (PARTICLES[family]) name['non-dropping-particle'] = PARTICLES[family];
    else if (chance(0.007)) name.suffix = pick(SUFFIXES);
    return name;
  };
  const people = (count) => Array.from({ length: count }, person);
  const word = () => (chance(0.06) ? pick(PROPER) : pick(WORDS));
  const words = (count) => Array.from({ length: count }, word);
  const sentenceTitle = () => {
    let title = capitalize(words(int(3, 12)).join(' '));
    if (chance(0.37)) title += `: ${capitalize(words(int(1, 8)).join(' '))}`;
    if (chance(0.05)) title += '?';
    return title;
  };
  const titleCase = (count) =>
    words(count).map((w, i) => (i > 0 && SMALL.has(w)) || w === 'the United States' ? w : capitalize(w)).join(' ');
  const journal = () => (chance(0.12) ? pick(FAMOUS_JOURNALS) : `${pick(JOURNAL_FORMS)} ${pick(FIELDS)}`);
  const year = () => int(1950, 2025);
  const fullDate = (lo, hi) => ({ 'date-parts': [[int(lo, hi), int(1, 12), int(1, 28)]] });
  const doi = (i) => `10.${int(1000, 9999)}/${pick(DOI_MIDDLES)}.${int(1950, 2025)}.${String(i * 100 + int(0, 99)).padStart(7, '0')}`;
  const pages = (lo, hi, maxLength) => {
    const first = int(lo, hi);
    return `${first}-${first + int(2, maxLength)}`;
  };
  const isbn = () => `978-${int(0, 1)}-${int(100, 999)}-${String(int(0, 99999)).padStart(5, '0')}-${int(0, 9)}`;
  const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const abstract = () =>
    Array.from({ length: int(3, 7) }, () => `${capitalize(words(int(4, 18)).join(' '))}.`).join(' ');

  const items = [];
  for (let i = 0; i < n; i++) {
    const type = weighted(TYPES);
    const item = { id: `ref${i}`, type, title: sentenceTitle() };
    switch (type) {
      case 'article-journal': {
        item.author = people(weighted(ARTICLE_AUTHORS));
        item['container-title'] = journal();
        item.issued = { 'date-parts': [[year()]] };
        item.volume = String(int(1, 150));
        if (chance(0.85)) item.issue = String(int(1, 12));
        if (chance(0.1)) item.number = `e${int(100000, 999999)}`;
        else item.page = pages(1, 1800, 40);
        item.DOI = doi(i);
        if (chance(0.33)) item.abstract = abstract();
        if (chance(0.2)) item.language = 'en';
        break;
      }
      case 'book': {
        const [publisher, place] = pick(BOOK_PUBLISHERS);
        item.publisher = publisher;
        item['publisher-place'] = place;
        item.issued = { 'date-parts': [[year()]] };
        if (chance(0.87)) item.author = people(int(1, 4));
        else item.editor = people(int(1, 3));
        if (chance(0.44)) item.ISBN = isbn();
        if (chance(0.17)) item.DOI = doi(i);
        if (chance(0.14)) item.volume = String(int(1, 5));
        if (chance(0.19)) item.edition = String(int(2, 6));
        break;
      }
      case 'chapter': {
        const [publisher, place] = pick(BOOK_PUBLISHERS);
        item.author = people(int(1, 4));
        item.editor = people(int(1, 3));
        item['container-title'] = titleCase(int(3, 8));
        item.page = pages(1, 500, 40);
        item.publisher = publisher;
        item['publisher-place'] = place;
        item.issued = { 'date-parts': [[year()]] };
        if (chance(0.35)) item.DOI = doi(i);
        if (chance(0.15)) item.edition = String(int(2, 6));
        break;
      }
      case 'webpage': {
        const site = pick(SITES);
        item['container-title'] = site;
        item.URL = `https://www.${slug(site)}.example.org/${int(2005, 2025)}/${i}/${words(int(2, 5)).map(slug).join('-')}`;
        item.accessed = fullDate(2020, 2025);
        const authors = weighted([[0, 22], [1, 18], ['literal', 25], [2, 14], [3, 24]]);
        if (authors === 'literal') item.author = [{ literal: pick(ORGANIZATIONS) }];
        else if (authors > 0) item.author = people(authors);
        if (chance(0.8)) item.issued = fullDate(2000, 2025);
        break;
      }
      case 'thesis': {
        item.author = people(1);
        item.genre = weighted(THESIS_GENRES);
        item.publisher = pick(UNIVERSITIES);
        item.issued = { 'date-parts': [[year()]] };
        if (chance(0.5)) {
          item.archive = 'ProQuest Dissertations and Theses Global';
          item.number = String(int(10000000, 29999999));
        }
        break;
      }
      case 'report': {
        item.issued = { 'date-parts': [[year()]] };
        item.publisher = pick(REPORT_PUBLISHERS);
        item.number = String(int(1, 999));
        item.genre = weighted(REPORT_GENRES);
        item.author = chance(0.3) ? [{ literal: pick(ORGANIZATIONS) }] : people(int(1, 5));
        if (chance(0.5)) item.URL = `https://reports.example.org/${i}`;
        if (chance(0.5)) item.DOI = doi(i);
        break;
      }
      case 'article-newspaper': {
        item['container-title'] = pick(NEWSPAPERS);
        item.issued = fullDate(1980, 2025);
        if (chance(0.96)) item.author = people(weighted([[1, 17], [2, 7]]));
        if (chance(0.5)) item.page = `A${int(1, 30)}`;
        else {
          const [y, m, d] = item.issued['date-parts'][0];
          item.URL = `https://news.example.com/${y}/${m}/${d}/${i}`;
        }
        break;
      }
      case 'motion_picture': {
        item.title = titleCase(int(2, 5));
        item.director = people(1);
        item.publisher = pick(STUDIOS);
        item.issued = { 'date-parts': [[int(1930, 2025)]] };
        if (chance(0.1)) item.genre = 'Film';
        break;
      }
    }
    items.push(item);
  }
  return items;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = Number(process.argv[2] ?? 1000);
  const seed = Number(process.argv[3] ?? 1);
  process.stdout.write(`${JSON.stringify(generateCorpus(n, seed), null, 1)}\n`);
}
