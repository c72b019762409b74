import { describe, expect, it } from 'vitest';
import { PROPER_NOUNS } from './proper-nouns.js';
import { toSentenceCase } from './sentence-case.js';

// [what the case shows, title as typed, title in sentence case]
const CASES: readonly (readonly [string, string, string])[] = [
  // APA 7 §6.17's examples, from Title Case and from their own sentence case.
  [
    'APA 6.22: a scientific name in italics keeps its capital genus and lower-case epithet, even a genus the dictionary writes lower case',
    'Novel Pneumatic Features in the Ribs of the Sauropod Dinosaur <i>Brachiosaurus altithorax</i>',
    'Novel pneumatic features in the ribs of the sauropod dinosaur <i>Brachiosaurus altithorax</i>',
  ],
  [
    'APA: a subtitle after a colon starts with a capital and "United States" stays a proper noun',
    'Emotions in Storybooks: A Comparison of Storybooks That Represent Ethnic and Racial Groups in the United States',
    'Emotions in storybooks: A comparison of storybooks that represent ethnic and racial groups in the United States',
  ],
  [
    'APA: the storybooks title already in sentence case is unchanged',
    'Emotions in storybooks: A comparison of storybooks that represent ethnic and racial groups in the United States',
    'Emotions in storybooks: A comparison of storybooks that represent ethnic and racial groups in the United States',
  ],
  [
    'APA: a subtitle starting with a preposition keeps its capital',
    'The Psychology of Prejudice: From Attitudes to Social Action',
    'The psychology of prejudice: From attitudes to social action',
  ],
  [
    'APA: the prejudice title already in sentence case is unchanged',
    'The psychology of prejudice: From attitudes to social action',
    'The psychology of prejudice: From attitudes to social action',
  ],
  [
    'APA: a one-word main title and a subtitle starting with "The"',
    'Behave: The Biology of Humans at Our Best and Worst',
    'Behave: The biology of humans at our best and worst',
  ],
  [
    'APA: the Behave title already in sentence case is unchanged',
    'Behave: The biology of humans at our best and worst',
    'Behave: The biology of humans at our best and worst',
  ],
  [
    'APA: every part of a hyphenated compound is lower-cased',
    'Tangled Arms: Modernizing and Unifying the Arm-of-the-State Doctrine',
    'Tangled arms: Modernizing and unifying the arm-of-the-state doctrine',
  ],
  [
    'APA: the Tangled arms title already in sentence case is unchanged',
    'Tangled arms: Modernizing and unifying the arm-of-the-state doctrine',
    'Tangled arms: Modernizing and unifying the arm-of-the-state doctrine',
  ],
  [
    'APA: a long title without proper nouns is lower-cased after its first word',
    'Machine Learning Algorithms Performed No Better Than Regression Models for Prognostication in Traumatic Brain Injury',
    'Machine learning algorithms performed no better than regression models for prognostication in traumatic brain injury',
  ],
  [
    'APA: the machine learning title already in sentence case is unchanged',
    'Machine learning algorithms performed no better than regression models for prognostication in traumatic brain injury',
    'Machine learning algorithms performed no better than regression models for prognostication in traumatic brain injury',
  ],
  [
    'APA: contractions are lower-cased and the network Fox keeps its capital',
    "It's Not Just Fox: Why Women Don't Report Sexual Harassment",
    "It's not just Fox: Why women don't report sexual harassment",
  ],
  [
    'APA: the Fox title already in sentence case is unchanged',
    "It's not just Fox: Why women don't report sexual harassment",
    "It's not just Fox: Why women don't report sexual harassment",
  ],
  [
    'APA: a name before a possessive and World War II keep their capitals',
    "How An Extraordinary Coincidence Inspired Lois Lowry's New Book About World War II",
    "How an extraordinary coincidence inspired Lois Lowry's new book about World War II",
  ],
  [
    'APA: the Lois Lowry title already in sentence case is unchanged',
    "How an extraordinary coincidence inspired Lois Lowry's new book about World War II",
    "How an extraordinary coincidence inspired Lois Lowry's new book about World War II",
  ],
  [
    'APA: the period of "U.S." does not end a sentence',
    'Cancer Death Rate in U.S. Sees Largest One-Year Drop Ever',
    'Cancer death rate in U.S. sees largest one-year drop ever',
  ],
  [
    'APA: the U.S. cancer title already in sentence case is unchanged',
    'Cancer death rate in U.S. sees largest one-year drop ever',
    'Cancer death rate in U.S. sees largest one-year drop ever',
  ],

  // How the title was typed.
  ['a Title Case title of short words is recognised', 'Attention Is All You Need', 'Attention is all you need'],
  [
    'small words typed with capitals are lower-cased',
    'Learning To Read In The Digital Age: A Study Of Parents And Children',
    'Learning to read in the digital age: A study of parents and children',
  ],
  [
    'capitals typed in a sentence-case title are trusted as proper nouns',
    'Rethinking Freudian theory in Buenos Aires and the Pampas',
    'Rethinking Freudian theory in Buenos Aires and the Pampas',
  ],
  ['a mixed title keeps every capital typed', 'Effects Of Social media on teen Sleep', 'Effects Of Social media on teen Sleep'],
  ['a title mentioned in a sentence-case title keeps its capitals', 'Lessons from The Hobbit for young readers', 'Lessons from The Hobbit for young readers'],
  [
    'a sentence-case title typed in lower case only gets its first capitals',
    'teaching online: lessons from the pandemic',
    'Teaching online: Lessons from the pandemic',
  ],
  [
    'an ALL CAPS title is lower-cased',
    'THE PSYCHOLOGY OF PREJUDICE: FROM ATTITUDES TO SOCIAL ACTION',
    'The psychology of prejudice: From attitudes to social action',
  ],
  ['an ALL CAPS title keeps known acronyms and places', 'HIV AND AIDS IN SOUTH AFRICA', 'HIV and AIDS in South Africa'],
  ["an ALL CAPS title keeps an acronym's possessive", "NASA'S MISSION TO MARS", "NASA's mission to Mars"],
  [
    'an ALL CAPS title reads "US" after "the" as the country',
    'COVID-19 AND MENTAL HEALTH IN THE US',
    'COVID-19 and mental health in the US',
  ],
  ['an ALL CAPS title reads "US" elsewhere as the pronoun', 'WHY THEY NEED US', 'Why they need us'],
  [
    'an ALL CAPS title keeps Roman numerals and historical events',
    'WORLD WAR II AND THE GREAT DEPRESSION',
    'World War II and the Great Depression',
  ],
  ['an ALL CAPS title lower-cases "WHO"', 'WHO CARES FOR THE CARERS', 'Who cares for the carers'],
  ['an ALL CAPS ordinal is lower-cased', 'THE 2ND REPORT ON HOUSING', 'The 2nd report on housing'],
  ['an ALL CAPS name after an honorific is capitalised', 'LETTERS FROM DR. SEUSS', 'Letters from Dr. Seuss'],
  [
    'an ALL CAPS name before a possessive is capitalised',
    "HOW AN EXTRAORDINARY COINCIDENCE INSPIRED LOIS LOWRY'S NEW BOOK ABOUT WORLD WAR II",
    "How an extraordinary coincidence inspired Lois Lowry's new book about World War II",
  ],
  ["an ALL CAPS contraction of I and an acronym's plural", "I'M NOT A ROBOT: THE NGOS OF KENYA", "I'm not a robot: The NGOs of Kenya"],

  // Acronyms, internal capitals, hyphens.
  [
    'an acronym before a hyphen keeps its capitals and the part after it is lower-cased',
    'COVID-19-Related Anxiety in Health Care Workers',
    'COVID-19-related anxiety in health care workers',
  ],
  ['a hyphenated acronym compound', 'DNA-Based Identification of Fish Species', 'DNA-based identification of fish species'],
  [
    'acronyms joined by a slash and a prefix before a proper adjective',
    'HIV/AIDS Stigma in Sub-Saharan Africa',
    'HIV/AIDS stigma in sub-Saharan Africa',
  ],
  [
    'a hyphenated first word capitalises only its first part',
    'Post-Traumatic Stress Disorder Among Veterans of the Iraq War',
    'Post-traumatic stress disorder among veterans of the Iraq War',
  ],
  ['both parts of a hyphenated proper adjective are kept', 'Kinship and Law in Anglo-Saxon England', 'Kinship and law in Anglo-Saxon England'],
  ['an ampersand initialism and IQ are kept', 'How AT&T Measured IQ in Its Workforce', 'How AT&T measured IQ in its workforce'],
  ['iPhone keeps its lower-case first letter', 'How the iPhone Changed Everyday Life', 'How the iPhone changed everyday life'],
  ['iPhone as the first word is not capitalised', 'iPhone Use Among Older Adults', 'iPhone use among older adults'],
  [
    'words with capitals inside are kept',
    'Typesetting Mathematics With LaTeX and JavaScript on eBay',
    'Typesetting mathematics with LaTeX and JavaScript on eBay',
  ],
  [
    'Mac and O\' names keep their inner capitals',
    "Remembering MacArthur: O'Brien's Account of the Korean War",
    "Remembering MacArthur: O'Brien's account of the Korean War",
  ],
  ["a possessive McDonald's is kept", "Why McDonald's Menus Changed", "Why McDonald's menus changed"],
  [
    'the pronoun I and its contractions keep their capital',
    "What I Learned From Teaching: I'm Still Learning and I've Changed",
    "What I learned from teaching: I'm still learning and I've changed",
  ],
  ['a Roman numeral after a subtitle colon', 'Part IV: Results of the Second Trial', 'Part IV: Results of the second trial'],
  ['a capital letter naming a type is not the article', 'Type A Behavior and Coronary Heart Disease', 'Type A behavior and coronary heart disease'],
  ['a vitamin letter is kept', 'Vitamin D Deficiency in Older Adults', 'Vitamin D deficiency in older adults'],

  // The proper-noun dictionary, for Title Case input.
  [
    'plural nationalities and multi-word peoples are proper nouns',
    'Health Disparities Among Native Americans and African Americans',
    'Health disparities among Native Americans and African Americans',
  ],
  ['a city of three words', 'Housing Policy in New York City Since 1970', 'Housing policy in New York City since 1970'],
  ['a historical period of two words', 'The Middle Ages in Modern Film', 'The Middle Ages in modern film'],
  ['a historical event and a country', 'Memory of the Holocaust in Postwar Germany', 'Memory of the Holocaust in postwar Germany'],
  ['days of the week in the plural', 'Why Mondays Feel Longer Than Fridays', 'Why Mondays feel longer than Fridays'],
  ['religions and their adjectives', 'Christian and Muslim Perspectives on Forgiveness', 'Christian and Muslim perspectives on forgiveness'],
  ['languages and countries', 'Learning English as a Second Language in Japan', 'Learning English as a second language in Japan'],
  ['a university named after its state', 'A History of the University of Michigan', 'A history of the University of Michigan'],
  ['a university named after its founder', 'Student Life at Harvard University', 'Student life at Harvard University'],
  ['a university that is not named stays lower-case', 'Why University Students Procrastinate', 'Why university students procrastinate'],
  ['"May" next to a year is the month', 'Local Elections Held in May 2021', 'Local elections held in May 2021'],
  ['"May" as a verb is lower-cased', 'How May We Help You? Service Encounters in Retail', 'How may we help you? Service encounters in retail'],
  [
    'eponyms of methods keep their capitals',
    'A Bayesian Approach to Markov Chain Monte Carlo Methods',
    'A Bayesian approach to Markov chain Monte Carlo methods',
  ],
  ['a dictionary phrase keeps its lower-case words', 'Early Intervention for Down Syndrome', 'Early intervention for Down syndrome'],
  ['an honorific and the name after it', 'Letters From Dr. Seuss to His Editor', 'Letters from Dr. Seuss to his editor'],
  ['a common noun in the possessive is not a name', "Protecting Women's Rights in the Workplace", "Protecting women's rights in the workplace"],
  ['a king without a name is lower-cased', 'The Lion King and Other Stories', 'The lion king and other stories'],

  // Subtitles and sentences.
  ['a question mark starts a subtitle', 'Is It Worth It? A Cost Analysis of Telehealth', 'Is it worth it? A cost analysis of telehealth'],
  ['an em dash starts a subtitle', 'Resilience—The Science of Bouncing Back', 'Resilience—The science of bouncing back'],
  ['a spaced hyphen starts a subtitle', 'Sleep and Memory - A Systematic Review', 'Sleep and memory - A systematic review'],
  [
    'a period ending a sentence starts a new one',
    'Stop. Think. Connect. A Study of Online Safety Campaigns',
    'Stop. Think. Connect. A study of online safety campaigns',
  ],

  // Case hints and markup.
  [
    'braces protect their text and are removed',
    'A {Hidden Markov Model} Approach to Speech Recognition',
    'A Hidden Markov Model approach to speech recognition',
  ],
  [
    'braces around the first word keep it as typed',
    '{BERT}: Pre-Training of Deep Bidirectional Transformers for Language Understanding',
    'BERT: Pre-training of deep bidirectional transformers for language understanding',
  ],
  ['a braced word typed in lower case is not capitalised', '{iPhone} Users and Their Habits', 'iPhone users and their habits'],
  [
    'a nocase span protects its text and is removed',
    'Reading <span class="nocase">The Hobbit</span> With Young Readers',
    'Reading The Hobbit with young readers',
  ],
  [
    'an italic tag is kept and its text lower-cased',
    'The Effect of <i>In Vitro</i> Exposure on Cell Growth',
    'The effect of <i>in vitro</i> exposure on cell growth',
  ],
  ['a subscript inside a word is kept', 'H<sub>2</sub>O Transport in Plant Roots', 'H<sub>2</sub>O transport in plant roots'],
  [
    'a sentence-case title with an italic species name keeps it',
    'Foraging in <i>Apis mellifera</i>: a field study',
    'Foraging in <i>Apis mellifera</i>: A field study',
  ],
  [
    'HTML entities are kept and read as the characters they stand for',
    'Research &amp; Development in the Caf&#233; Culture of Paris',
    'Research &amp; development in the caf&#233; culture of Paris',
  ],
  ['an em dash entity starts a subtitle', 'Mindfulness&mdash;A Review of the Evidence', 'Mindfulness&mdash;A review of the evidence'],
  ['a double hyphen typed for an em dash starts a subtitle', 'Mindfulness--A Review of the Evidence', 'Mindfulness--A review of the evidence'],
  ['an unpaired brace stays as typed', 'Unbalanced {Brace in a title', 'Unbalanced {Brace in a title'],

  // Edges.
  ['an empty title stays empty', '', ''],
  ['a title of spaces is kept', '   ', '   '],
  ['a one-word title is capitalised', 'behave', 'Behave'],
  ['a one-word acronym is kept', 'NASA', 'NASA'],
  ['a number as first word takes the capital', '30 Years of Research on Sleep', '30 years of research on sleep'],
  ['an ordinal keeps its letters', 'The 2nd Annual Report on Housing', 'The 2nd annual report on housing'],
  [
    'punctuation, quotes and parentheses are untouched',
    '"Sorry, Not Sorry": Apologies (and Non-Apologies) in Politics',
    '"Sorry, not sorry": Apologies (and non-apologies) in politics',
  ],
  ['curly apostrophes are handled like straight ones', 'It’s Not Just Fox: Why Women Don’t Report', 'It’s not just Fox: Why women don’t report'],
  [
    'accented letters are cased and an accented city is recognised',
    "Åkerlund's Study of Textile Workers in Łódź",
    "Åkerlund's study of textile workers in Łódź",
  ],
  ['accented names in a sentence-case title are kept', 'Åkerlund and the workers of Łódź', 'Åkerlund and the workers of Łódź'],
  ['an ALL CAPS accented city', 'ŁÓDŹ AND ITS WORKERS', 'Łódź and its workers'],
  ['a two-word Title Case title whose second word ends like a common noun', 'Machine Learning', 'Machine learning'],
  ['a Title Case title whose one capitalised word is a common noun by its ending', 'Text Formatting', 'Text formatting'],

  // The English dictionary (Hunspell en_US): how it writes a word tells a proper noun (APA 6.14) from a common word.
  ['APA 6.14: a name the English dictionary writes capitalised keeps its capital', 'The Great Gatsby', 'The great Gatsby'],
  ['APA 6.14: the same from ALL CAPS', 'THE GREAT GATSBY AND ITS READERS', 'The great Gatsby and its readers'],
  ['APA 6.14: names the dictionary knows keep their capitals in a title made mostly of them', 'Obama and Clinton in Washington', 'Obama and Clinton in Washington'],
  [
    'APA 6.14: a name’s parts the dictionary does not know, or knows both ways, beside a first name it knows as a name',
    'Ahmad Khan Rahami Is Arrested in Manhattan',
    'Ahmad Khan Rahami is arrested in Manhattan',
  ],
  ['APA 6.14: a word the dictionary knows both ways beside a name, in a term with no unknown word, is lowered', 'The Darwin Award and Its Winners', 'The Darwin award and its winners'],
  ['APA 6.17: a Title Case title whose one capitalised word after the first is a common word is converted', 'Teaching to Transgress', 'Teaching to transgress'],
  ['APA 6.17: the same with a title the dictionary reads as common words', 'Pride and Prejudice', 'Pride and prejudice'],
  ['APA 6.17: a numbered part’s label ("Part II") says nothing of how the title was typed', 'Chemistry (Part II)', 'Chemistry (Part II)'],
  ['APA 6.14: an organisation’s name keeps its capitals, by a name or an acronym in it', 'Publication Manual of the American Psychological Association', 'Publication manual of the American Psychological Association'],
  ['APA 6.14: the same after an acronym', 'Surveying the U.S. National Postdoctoral Association Regarding Software Use', 'Surveying the U.S. National Postdoctoral Association regarding software use'],
  ['APA 6.14: an organisation’s name that opens the title with its "of"', 'Academy of Management: Andrew S. Grove', 'Academy of Management: Andrew S. Grove'],
  ['APA 6.14: an organisation named by two capitalised words before its head', 'Guidelines of the World Health Organization for Malaria', 'Guidelines of the World Health Organization for malaria'],
  ['APA 6.14: an article makes the head a common noun', 'Distributed Creativity: A Theoretical Foundation for Online Creative Participation', 'Distributed creativity: A theoretical foundation for online creative participation'],
  ['APA 6.14: a head with one common word before it is a common noun', 'Media, Margins and Civic Agency', 'Media, margins and civic agency'],
  ['APA 6.17: a year after a comma labels no part ("Diplomacy, 1736–1739"), beside a protected name', 'Georgia in {Anglo-Spanish} Diplomacy, 1736–1739', 'Georgia in Anglo-Spanish diplomacy, 1736–1739'],

  // Known limits: the current behaviour, pinned so that a change is deliberate.
  ['limit: a surname the dictionary also knows as a common word is lower-cased in Title Case', 'Why Smith Left the Party', 'Why smith left the party'],
  ['limit: a two-word Title Case title whose second word could be a name is kept as typed', 'Harry Potter', 'Harry Potter'],
  ['limit: a Title Case title with one capitalised word the dictionary knows both ways is kept as typed', 'Commonplace Book', 'Commonplace Book'],
  ['limit: a title of a work inside a Title Case title is lower-cased', 'The Lord of the Rings and Medieval Literature', 'The lord of the rings and medieval literature'],
  ['limit: a question inside quotation marks does not start a sentence', 'The "Why?" Question in Science Teaching', 'The "why?" question in science teaching'],
];

describe('toSentenceCase', () => {
  it.each(CASES)('%s', (_name, input, expected) => {
    expect(toSentenceCase(input)).toBe(expected);
  });

  it.each(CASES)('leaves its own result unchanged: %s', (_name, _input, expected) => {
    expect(toSentenceCase(expected)).toBe(expected);
  });

  it.each([
    '<', '>', '{', '}', '{{}}', '}{', '</span>', '<span class="nocase">', '<span class="nocase">Open', '—', ':', '?!',
    '. . .', "'", '\u{1D400}\u{1D401} Bold Math Letters', 'İSTANBUL İÇİN', 'Straße Und Gasse', '<i><b>Nested</b></i> Tags',
  ])('never throws and is idempotent on the odd title %j', (input) => {
    const once = toSentenceCase(input);
    expect(toSentenceCase(once)).toBe(once);
  });

  it('returns an empty string for a value that is not a string', () => {
    expect(toSentenceCase(null as unknown as string)).toBe('');
  });
});

describe('the proper-noun dictionary', () => {
  it('is made of whole words the title reader can match, one space apart', () => {
    const word = /^[\p{L}\p{M}\p{N}]+(?:['’.&][\p{L}\p{M}\p{N}]+)*$/u;
    const bad = Object.values(PROPER_NOUNS)
      .flatMap((list) => list.entries)
      .filter((entry) => !entry.split(' ').every((part) => word.test(part)));
    expect(bad).toEqual([]);
  });
});

describe('an ALL CAPS title with a code in it', () => {
  it('is still read as ALL CAPS: a code with digits ("4hhb") says nothing of how the title was typed', () => {
    expect(toSentenceCase('THE CRYSTAL STRUCTURE OF HUMAN DEOXYHAEMOGLOBIN AT 1.74 ANGSTROMS RESOLUTION: 4hhb')).toBe('The crystal structure of human deoxyhaemoglobin at 1.74 angstroms resolution: 4hhb');
  });
});

describe('a title whose main title came in Title Case and its subtitle in sentence case', () => {
  it('puts the Title Case part in sentence case on its own evidence (Crossref’s title and subtitle joined)', () => {
    expect(toSentenceCase('The Structure of Ordinary Water: New data and interpretations are yielding new insights into this fascinating substance.')).toBe(
      'The structure of ordinary water: New data and interpretations are yielding new insights into this fascinating substance.',
    );
    expect(toSentenceCase('Designing for Letter Paper: Dealing with the design challenges of the 8.5 by 11 sheet of paper')).toBe(
      'Designing for letter paper: Dealing with the design challenges of the 8.5 by 11 sheet of paper',
    );
  });

  it('keeps in the Title Case part the names the sentence-case part capitalises', () => {
    expect(toSentenceCase('A Conversation with Carlos Segura: We discuss grunge typography with Carlos Segura')).toBe('A conversation with Carlos Segura: We discuss grunge typography with Carlos Segura');
  });

  it('changes nothing when no part has clearly more lower-case words than capitals ("was our Business")', () => {
    expect(toSentenceCase('Beauty was our Business: a Birthday Salute to {Edsger W. Dijkstra}')).toBe('Beauty was our Business: A Birthday Salute to Edsger W. Dijkstra');
  });
});

describe('Title Case as catalogues type it', () => {
  it('reads possessives left lower-case ("its", "our") as saying nothing of the style', () => {
    expect(toSentenceCase('Beauty is our Business: A Birthday Salute to Edsger W. Dijkstra')).toBe('Beauty is our business: A birthday salute to Edsger W. Dijkstra');
    expect(toSentenceCase('The Roman Amphitheatre: From its Origins to the Colosseum')).toBe('The Roman amphitheatre: From its origins to the Colosseum');
  });

  it('reads "is" and "are" left lower-case as saying nothing of the style', () => {
    expect(toSentenceCase('Everything is Beautiful and Everything Hurts')).toBe('Everything is beautiful and everything hurts');
    expect(toSentenceCase('Data is the New Oil')).toBe('Data is the new oil');
    expect(toSentenceCase('Data is the new oil')).toBe('Data is the new oil');
  });

  it('keeps a name given with a middle initial ("Edsger W. Dijkstra", "Andrew S. Grove")', () => {
    expect(toSentenceCase('Beauty Is Our Business: A Birthday Salute to Edsger W. Dijkstra')).toBe('Beauty is our business: A birthday salute to Edsger W. Dijkstra');
    expect(toSentenceCase('Remembering Andrew S. Grove and His Legacy')).toBe('Remembering Andrew S. Grove and his legacy');
  });
});
