/** The proper nouns, proper adjectives and acronyms that keep their capitals when a Title Case or ALL CAPS title is put in sentence case. */

/**
 * One list of proper nouns, each entry spelled as it appears in a sentence-case title ("Down syndrome", "University of").
 * Entries are whole words separated by single spaces, never hyphens: "Anglo-Saxon" is two entries, "Anglo" and "Saxon".
 */
export interface ProperNounList {
  /** Entries that can stand for the "*" of an {@link INSTITUTION_PATTERNS} pattern ("University of *"). */
  readonly place: boolean;
  /** Entries that also match in the plural with -s or -es ("Americans", "Mondays", "Catholics"). */
  readonly plural: boolean;
  readonly entries: readonly string[];
}

/**
 * What a sentence-case title keeps capitalised although the title gave no sign of it (Title Case and ALL CAPS input).
 * Left out on purpose: words more often common than proper in titles ("Guinea" pig, "Nice", "Reading", "Python",
 * "Apple", "Mercury", "Earth", "Civil War" used generically, "Enlightenment", "Black"/"White" as colours); given
 * names and surnames, except eponyms that name methods, laws and diseases.
 */
export const PROPER_NOUNS: Readonly<Record<string, ProperNounList>> = {
  countries: {
    place: true,
    plural: false,
    entries: [
      'Afghanistan', 'Albania', 'Algeria', 'Andorra', 'Angola', 'Antigua', 'Barbuda', 'Argentina', 'Armenia',
      'Australia', 'Austria', 'Azerbaijan', 'Bahamas', 'Bahrain', 'Bangladesh', 'Barbados', 'Belarus', 'Belgium',
      'Belize', 'Benin', 'Bhutan', 'Bolivia', 'Bosnia', 'Herzegovina', 'Botswana', 'Brazil', 'Brunei', 'Bulgaria',
      'Burkina Faso', 'Burundi', 'Cambodia', 'Cameroon', 'Canada', 'Cape Verde', 'Central African Republic', 'Chad',
      'Chile', 'China', 'Colombia', 'Comoros', 'Congo', 'Costa Rica', 'Croatia', 'Cuba', 'Cyprus', 'Czechia',
      'Czech Republic', 'Denmark', 'Djibouti', 'Dominica', 'Dominican Republic', 'East Timor', 'Ecuador', 'Egypt',
      'El Salvador', 'Equatorial Guinea', 'Eritrea', 'Estonia', 'Eswatini', 'Ethiopia', 'Fiji', 'Finland', 'France',
      'Gabon', 'Gambia', 'Georgia', 'Germany', 'Ghana', 'Greece', 'Grenada', 'Guatemala', 'Guyana', 'Haiti',
      'Honduras', 'Hungary', 'Iceland', 'India', 'Indonesia', 'Iran', 'Iraq', 'Ireland', 'Israel', 'Italy',
      'Ivory Coast', 'Jamaica', 'Japan', 'Jordan', 'Kazakhstan', 'Kenya', 'Kiribati', 'Kosovo', 'Kuwait',
      'Kyrgyzstan', 'Laos', 'Latvia', 'Lebanon', 'Lesotho', 'Liberia', 'Libya', 'Liechtenstein', 'Lithuania',
      'Luxembourg', 'Madagascar', 'Malawi', 'Malaysia', 'Maldives', 'Mali', 'Malta', 'Marshall Islands',
      'Mauritania', 'Mauritius', 'Mexico', 'Micronesia', 'Moldova', 'Monaco', 'Mongolia', 'Montenegro', 'Morocco',
      'Mozambique', 'Myanmar', 'Burma', 'Namibia', 'Nauru', 'Nepal', 'Netherlands', 'New Zealand', 'Nicaragua',
      'Niger', 'Nigeria', 'North Korea', 'North Macedonia', 'Macedonia', 'Norway', 'Oman', 'Pakistan', 'Palau',
      'Palestine', 'Panama', 'Papua New Guinea', 'Paraguay', 'Peru', 'Philippines', 'Poland', 'Portugal', 'Qatar',
      'Romania', 'Russia', 'Rwanda', 'Saint Lucia', 'Samoa', 'San Marino', 'Saudi Arabia', 'Senegal', 'Serbia',
      'Seychelles', 'Sierra Leone', 'Singapore', 'Slovakia', 'Slovenia', 'Solomon Islands', 'Somalia',
      'South Africa', 'South Korea', 'South Sudan', 'Spain', 'Sri Lanka', 'Sudan', 'Suriname', 'Sweden',
      'Switzerland', 'Syria', 'Taiwan', 'Tajikistan', 'Tanzania', 'Thailand', 'Togo', 'Tonga', 'Trinidad', 'Tobago',
      'Tunisia', 'Turkey', 'Türkiye', 'Turkmenistan', 'Tuvalu', 'Uganda', 'Ukraine', 'United Arab Emirates',
      'United Kingdom', 'United States', 'United States of America', 'Uruguay', 'Uzbekistan', 'Vanuatu',
      'Vatican City', 'Venezuela', 'Vietnam', 'Yemen', 'Zambia', 'Zimbabwe',
      'England', 'Scotland', 'Wales', 'Northern Ireland', 'Great Britain', 'Britain', 'America', 'Soviet Union',
      'Yugoslavia', 'Prussia', 'Persia', 'Tibet', 'Greenland', 'Puerto Rico', 'Hong Kong', 'Macau', 'Korea',
      'Catalonia', 'Kurdistan', 'Gaza', 'West Bank',
    ],
  },
  usStates: {
    place: true,
    plural: false,
    entries: [
      'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida',
      'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
      'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada',
      'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma',
      'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah',
      'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming', 'District of Columbia',
      'Columbia',
    ],
  },
  cities: {
    place: true,
    plural: false,
    entries: [
      'London', 'Paris', 'Berlin', 'Rome', 'Madrid', 'Barcelona', 'Lisbon', 'Amsterdam', 'Brussels', 'Vienna',
      'Prague', 'Hague', 'Warsaw', 'Kraków', 'Krakow', 'Łódź', 'Lodz', 'Budapest', 'Athens', 'Istanbul', 'Moscow', 'Kyiv',
      'Kiev', 'Stockholm', 'Oslo', 'Copenhagen', 'Helsinki', 'Dublin', 'Edinburgh', 'Glasgow', 'Manchester',
      'Liverpool', 'Birmingham', 'Oxford', 'Cambridge', 'Geneva', 'Zurich', 'Zürich', 'Munich', 'München',
      'Hamburg', 'Frankfurt', 'Milan', 'Venice', 'Florence', 'Naples', 'Beijing', 'Shanghai', 'Tokyo', 'Kyoto',
      'Osaka', 'Seoul', 'Delhi', 'New Delhi', 'Mumbai', 'Bombay', 'Kolkata', 'Calcutta', 'Bangalore', 'Chennai',
      'Karachi', 'Lahore', 'Dhaka', 'Bangkok', 'Jakarta', 'Manila', 'Sydney', 'Melbourne', 'Brisbane', 'Auckland',
      'Toronto', 'Montreal', 'Vancouver', 'Ottawa', 'Quebec', 'Chicago', 'Boston', 'Philadelphia', 'Detroit',
      'Atlanta', 'Houston', 'Dallas', 'Miami', 'Seattle', 'Denver', 'Baltimore', 'Pittsburgh', 'Cleveland',
      'Minneapolis', 'Phoenix', 'Las Vegas', 'Los Angeles', 'San Francisco', 'San Diego', 'San Antonio',
      'New Orleans', 'New York City', 'Brooklyn', 'Manhattan', 'Harlem', 'Bronx', 'Hollywood', 'Mexico City',
      'Havana', 'Bogotá', 'Bogota', 'Lima', 'Santiago', 'Buenos Aires', 'São Paulo', 'Sao Paulo',
      'Rio de Janeiro', 'Cairo', 'Lagos', 'Nairobi', 'Johannesburg', 'Cape Town', 'Addis Ababa', 'Casablanca',
      'Jerusalem', 'Tel Aviv', 'Baghdad', 'Tehran', 'Kabul', 'Damascus', 'Beirut', 'Riyadh', 'Mecca', 'Medina',
      'Dubai', 'Hiroshima', 'Nagasaki', 'Chernobyl', 'Fukushima', 'Auschwitz', 'Pompeii', 'Babylon', 'Bethlehem',
      'Nazareth', 'Sparta', 'Selma', 'Harvard', 'Yale', 'Princeton', 'Stanford', 'Cornell', 'Berkeley',
      'Johns Hopkins', 'Dartmouth',
    ],
  },
  regions: {
    place: true,
    plural: false,
    entries: [
      'Africa', 'Antarctica', 'Asia', 'Europe', 'North America', 'South America', 'Latin America',
      'Central America', 'Oceania', 'Australasia', 'Eurasia', 'Middle East', 'Near East', 'Far East', 'Scandinavia',
      'Balkans', 'Caribbean', 'Mediterranean', 'Siberia', 'Sahara', 'Sahel', 'Arctic', 'Antarctic', 'Amazon',
      'Andes', 'Himalayas', 'Alps', 'Appalachia', 'Midwest', 'New England', 'Pacific', 'Atlantic', 'Indian Ocean',
      'Southeast Asia', 'East Asia', 'South Asia', 'Central Asia', 'West Africa', 'East Africa', 'North Africa',
      'Western Europe', 'Eastern Europe', 'Global South', 'Global North', 'Great Lakes', 'Persian Gulf',
      'Silicon Valley', 'Wall Street', 'Baltic', 'Nile', 'Thames', 'Danube', 'Rhine', 'Yangtze', 'Ganges',
      'Red Sea', 'Black Sea', 'Dead Sea', 'Rocky Mountains', 'Milky Way',
    ],
  },
  peoples: {
    place: false,
    plural: true,
    entries: [
      'American', 'Canadian', 'Mexican', 'Brazilian', 'Argentine', 'Argentinian', 'Chilean', 'Peruvian',
      'Colombian', 'Venezuelan', 'Cuban', 'Haitian', 'Jamaican', 'Puerto Rican', 'Dominican', 'Salvadoran',
      'Guatemalan', 'British', 'Briton', 'English', 'Scottish', 'Scot', 'Welsh', 'Irish', 'French', 'German',
      'Dutch', 'Belgian', 'Swiss', 'Austrian', 'Italian', 'Spanish', 'Portuguese', 'Greek', 'Turkish', 'Turk',
      'Russian', 'Ukrainian', 'Polish', 'Czech', 'Slovak', 'Hungarian', 'Romanian', 'Bulgarian', 'Serbian',
      'Serb', 'Croatian', 'Croat', 'Bosnian', 'Albanian', 'Swedish', 'Swede', 'Norwegian', 'Danish', 'Dane',
      'Finnish', 'Finn', 'Icelandic', 'Estonian', 'Latvian', 'Lithuanian', 'Chinese', 'Japanese', 'Korean',
      'Vietnamese', 'Thai', 'Filipino', 'Filipina', 'Indonesian', 'Malaysian', 'Singaporean', 'Indian', 'Pakistani',
      'Bangladeshi', 'Nepali', 'Nepalese', 'Tibetan', 'Afghan', 'Iranian', 'Iraqi', 'Syrian', 'Lebanese', 'Israeli',
      'Palestinian', 'Jordanian', 'Saudi', 'Yemeni', 'Egyptian', 'Moroccan', 'Algerian', 'Tunisian', 'Libyan',
      'Nigerian', 'Ghanaian', 'Kenyan', 'Ethiopian', 'Somali', 'Sudanese', 'Ugandan', 'Tanzanian', 'Rwandan',
      'Congolese', 'Zimbabwean', 'Zambian', 'Australian', 'New Zealander', 'Māori', 'Maori', 'Arab', 'Arabian',
      'Asian', 'African', 'European', 'Eurasian', 'Latino', 'Latina', 'Latinx', 'Latine', 'Hispanic', 'Caucasian',
      'Indigenous', 'Aboriginal', 'Aborigine', 'Inuit', 'Hawaiian', 'Native Hawaiian', 'Alaskan', 'Alaska Native',
      'Native American', 'First Nations', 'Pacific Islander', 'Torres Strait Islander', 'Texan', 'Californian',
      'Soviet', 'Nazi', 'Roman', 'Byzantine', 'Ottoman', 'Persian', 'Mongol', 'Mongolian', 'Viking', 'Celt',
      'Celtic', 'Nordic', 'Scandinavian', 'Slav', 'Slavic', 'Germanic', 'Anglo', 'Saxon', 'Norman', 'Gothic',
      'Afro', 'Sino', 'Indo', 'Judeo', 'Greco', 'Franco', 'Austro', 'Russo', 'Saharan', 'Mediterranean', 'Baltic',
      'Balkan', 'Caribbean', 'Middle Eastern', 'Victorian', 'Elizabethan', 'Edwardian', 'Georgian', 'Aztec', 'Inca',
      'Maya', 'Mayan', 'Olmec', 'Han', 'Kurd', 'Kurdish', 'Pashtun', 'Tamil', 'Sikh', 'Romani', 'Roma',
      'Cherokee', 'Navajo', 'Lakota', 'Sioux', 'Yoruba', 'Igbo', 'Zulu', 'Xhosa', 'Maasai', 'Bantu', 'Berber',
      'Amish', 'Democrat', 'Republican', 'Tory', 'Bolshevik',
    ],
  },
  languages: {
    place: false,
    plural: false,
    entries: [
      'Mandarin', 'Cantonese', 'Arabic', 'Hindi', 'Urdu', 'Bengali', 'Punjabi', 'Gujarati', 'Marathi', 'Telugu',
      'Hebrew', 'Yiddish', 'Latin', 'Sanskrit', 'Farsi', 'Swahili', 'Tagalog', 'Malay', 'Catalan', 'Basque',
      'Gaelic', 'Esperanto', 'Creole', 'Afrikaans', 'Amharic', 'Hausa', 'Quechua', 'Guarani', 'Sami',
    ],
  },
  religions: {
    place: false,
    plural: true,
    entries: [
      'Christian', 'Christianity', 'Christ', 'Jesus', 'God', 'Allah', 'Buddha', 'Muhammad', 'Catholic',
      'Catholicism', 'Protestant', 'Protestantism', 'Mormon', 'Baptist', 'Methodist', 'Lutheran', 'Presbyterian',
      'Anglican', 'Episcopal', 'Pentecostal', 'Quaker', 'Jew', 'Jewish', 'Judaism', 'Muslim', 'Islam', 'Islamic',
      'Sunni', 'Shia', 'Shiite', 'Hindu', 'Hinduism', 'Buddhist', 'Buddhism', 'Sikhism', 'Jain', 'Jainism',
      'Taoism', 'Taoist', 'Daoism', 'Confucian', 'Confucianism', 'Shinto', 'Bible', 'Quran', "Qur'an", 'Koran',
      'Torah', 'Talmud', 'Old Testament', 'New Testament', 'Dead Sea Scrolls', 'Vatican',
    ],
  },
  days: {
    place: false,
    plural: true,
    entries: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  },
  months: {
    place: false,
    plural: false,
    entries: [
      'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
      'November', 'December',
    ],
  },
  holidays: {
    place: false,
    plural: false,
    entries: [
      'Christmas', 'Easter', 'Thanksgiving', 'Halloween', 'Hanukkah', 'Chanukah', 'Passover', 'Ramadan', 'Eid',
      'Diwali', 'Kwanzaa', 'Juneteenth', 'Hajj', 'Mardi Gras', 'Yom Kippur', 'Rosh Hashanah',
      'Lunar New Year', 'Chinese New Year', "New Year's Day", "New Year's Eve", "Valentine's Day",
      'Independence Day', 'Memorial Day', 'Labor Day', 'Veterans Day', "Mother's Day", "Father's Day",
      'Black Friday', 'Cinco de Mayo', 'Day of the Dead',
    ],
  },
  institutions: {
    place: false,
    plural: false,
    entries: [
      'Congress', 'Senate', 'Parliament', 'Pentagon', 'Kremlin', 'Supreme Court', 'White House',
      'House of Representatives', 'House of Commons', 'House of Lords', 'United Nations', 'European Union',
      'World Health Organization', 'World Bank', 'International Monetary Fund', 'Red Cross', 'Federal Reserve',
      'Ivy League', 'Democratic Party', 'Republican Party', 'Labour Party', 'Conservative Party', 'Communist Party',
      'Brookings', 'Smithsonian', 'Google', 'Facebook', 'Twitter', 'Instagram', 'Microsoft', 'Wikipedia', 'Netflix',
      'Spotify', 'Reddit', 'Fox', 'Fox News', 'Reuters', 'New York Times', 'Washington Post', 'Wall Street Journal',
      'Medicare', 'Medicaid', 'Social Security', 'Olympics', 'Olympic', 'Olympic Games', 'Paralympics', 'Nobel',
      'Nobel Prize', 'Pulitzer', 'Pulitzer Prize', 'Title IX', 'Affordable Care Act', 'Civil Rights Act',
      'Voting Rights Act', 'Magna Carta', 'Declaration of Independence', 'Bill of Rights', 'First Amendment',
      'Second Amendment', 'Fourteenth Amendment', 'Marshall Plan', 'Manhattan Project', 'Louisiana Purchase',
      'Treaty of Versailles', 'Black Lives Matter',
    ],
  },
  planets: {
    place: false,
    plural: false,
    entries: ['Mars', 'Venus', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'],
  },
  periodsAndEvents: {
    place: false,
    plural: false,
    entries: [
      'Renaissance', 'Holocaust', 'Shoah', 'Brexit', 'Watergate', 'Crusades', 'Middle Ages', 'Dark Ages',
      'Stone Age', 'Bronze Age', 'Iron Age', 'Gilded Age', 'Progressive Era', 'Industrial Revolution',
      'French Revolution', 'American Revolution', 'Russian Revolution', 'Cultural Revolution', 'Glorious Revolution',
      'Arab Spring', 'Great Depression', 'Great Recession', 'Great Famine', 'Great Leap Forward', 'Great Migration',
      'Cold War', 'World War', 'First World War', 'Second World War', 'Vietnam War', 'Korean War', 'Gulf War',
      'Iraq War', 'American Civil War', 'Spanish Civil War', 'English Civil War', 'Napoleonic Wars', 'Black Death',
      'New Deal', 'Jim Crow', 'Trail of Tears', 'Roman Empire', 'Holy Roman Empire', 'Ottoman Empire',
      'British Empire', 'Byzantine Empire', 'Paleolithic', 'Neolithic', 'Mesolithic', 'Pleistocene', 'Holocene',
      'Anthropocene', 'Jurassic', 'Cretaceous', 'Triassic', 'Cambrian', 'Meiji', 'Edo', 'Ming', 'Qing', 'Mughal',
    ],
  },
  // Eponyms that name methods, laws, effects and diseases, which titles in every field use.
  eponyms: {
    place: false,
    plural: false,
    entries: [
      'Bayes', 'Bayesian', 'Gauss', 'Gaussian', 'Markov', 'Markovian', 'Poisson', 'Bernoulli', 'Fourier', 'Laplace',
      'Laplacian', 'Euler', 'Eulerian', 'Lagrangian', 'Hamiltonian', 'Newtonian', 'Euclidean', 'Cartesian',
      'Boolean', 'Pareto', 'Likert', 'Cronbach', 'Pearson', 'Spearman', 'Wilcoxon', 'Kruskal', 'Kaplan', 'Meier',
      'Weibull', 'Monte Carlo', 'Darwin', 'Darwinian', 'Einstein', 'Freud', 'Freudian', 'Jungian', 'Piaget',
      'Piagetian', 'Vygotsky', 'Vygotskian', 'Pavlov', 'Pavlovian', 'Marx', 'Marxist', 'Marxism', 'Keynes',
      'Keynesian', 'Kant', 'Kantian', 'Hegelian', 'Aristotle', 'Aristotelian', 'Socratic', 'Shakespeare',
      'Shakespearean', 'Machiavellian', 'Orwellian', 'Kafkaesque', 'Turing', 'Hebbian', 'Alzheimer', 'Parkinson',
      'Huntington', 'Asperger', 'Tourette', 'Crohn', 'Hodgkin', 'Epstein', 'Barr', 'Ebola', 'Zika', 'Lyme',
      'Down syndrome', 'Broca', 'Wernicke', 'Stroop', 'Rorschach', 'Wechsler', 'Binet', 'Hawthorne',
      'Pygmalion', 'Dunning', 'Kruger',
    ],
  },
};

/**
 * Institution names built around a place: "*" stands for one entry of a `place` list, so "University of Michigan",
 * "Ohio State University" and "Harvard University" keep their capitals while "university students" does not.
 */
export const INSTITUTION_PATTERNS: readonly string[] = [
  'University of *', '* University', '* State University', '* College', 'College of *', 'Bank of *',
  'Republic of *', 'Kingdom of *', 'Gulf of *', 'Bay of *', 'Sea of *', 'Treaty of *',
];

/** Months that are also common words ("may", "march", "august"): kept only next to a number or after "in", "since"... */
export const MONTHS_THAT_ARE_WORDS: readonly string[] = ['March', 'May', 'August'];

/** Titles before a name ("Dr. Seuss", "Queen Victoria", "St. Louis"): the title and the name both keep their capitals. */
export const HONORIFICS: readonly string[] = [
  'Dr', 'Mr', 'Mrs', 'Ms', 'Mx', 'Prof', 'St', 'Saint', 'Sir', 'Dame', 'Lord', 'Lady', 'King', 'Queen', 'Prince',
  'Princess', 'President', 'Pope', 'Emperor', 'Empress', 'Senator', 'Governor', 'Rev', 'Rabbi', 'Sheikh',
];

/**
 * Acronyms an ALL CAPS title keeps, spelled as in sentence case; an ALL CAPS word not listed is lower-cased, since
 * capitals carry no information there ("WHO" becomes "who", "IT" becomes "it"). Their plurals in -s are kept too.
 */
export const ACRONYMS: readonly string[] = [
  'USA', 'UK', 'EU', 'UN', 'USSR', 'NATO', 'NASA', 'FBI', 'CIA', 'NSA', 'NHS', 'CDC', 'NIH', 'NSF', 'FDA', 'EPA',
  'UNESCO', 'UNICEF', 'OECD', 'IMF', 'WTO', 'NGO', 'GOP', 'COVID', 'SARS', 'CoV', 'MERS', 'HIV', 'AIDS', 'HPV',
  'DNA', 'RNA', 'mRNA', 'PCR', 'MRI', 'fMRI', 'EEG', 'ECG', 'ICU', 'BMI', 'GMO', 'UV', 'TV', 'AI', 'IQ', 'ADHD',
  'PTSD', 'OCD', 'ASD', 'LGBT', 'LGBTQ', 'LGBTQIA', 'CEO', 'GDP', 'PhD', 'MBA', 'BBC', 'CNN', 'NPR', 'PBS', 'NBC',
  'CBS', 'ABC', 'IBM', 'MIT', 'UCLA', 'NYU', 'NYC', 'DC', 'GPS', 'HTML', 'PDF', 'URL', 'API', 'SQL', 'STI', 'STD',
  'APA', 'MLA',
];
