// The engine demo that `npm start` runs until the api exists: a sample reference of each common type,
// read from CSL-JSON, checked against its type in the catalogue, and written back to CSL.
import {
  citationLocationOptions, commonReferenceTypes, fromCsl, getReferenceType, LOCATION_LABELS,
  storedReferenceSchema, toCsl, displayName, formatReference, formatCitation,
} from '@ibid/engine';

/** The APA Publication Manual's own sample works, one per common type. */
const samples = [
  { type: 'article-journal', title: 'Emotions in storybooks: A comparison of storybooks that represent ethnic and racial groups in the United States', author: [{ family: 'Grady', given: 'J. S.' }, { family: 'Her', given: 'M.' }, { family: 'Moreno', given: 'G.' }, { family: 'Perez', given: 'C.' }, { family: 'Yelinek', given: 'J.' }], issued: { 'date-parts': [[2019]] }, 'container-title': 'Psychology of Popular Media Culture', volume: '8', issue: '3', page: '207-217', DOI: '10.1037/ppm0000185' },
  { type: 'book', title: 'The psychology of prejudice: From attitudes to social action', edition: '2', author: [{ family: 'Jackson', given: 'L. M.' }], issued: { 'date-parts': [[2019]] }, publisher: 'American Psychological Association', DOI: '10.1037/0000168-000' },
  { type: 'webpage', title: 'Questions and answers on coronaviruses (COVID-19)', author: [{ literal: 'World Health Organization' }], issued: { 'date-parts': [[2020, 3, 9]] }, 'container-title': 'World Health Organization', URL: 'https://www.who.int/emergencies/diseases/novel-coronavirus-2019/question-and-answers-hub/q-a-detail/q-a-coronaviruses' },
  { type: 'report', title: 'Taking time: Support for people with cancer', number: 'NIH Publication No. 18-2059', author: [{ literal: 'National Cancer Institute' }], issued: { 'date-parts': [[2019]] }, publisher: 'U.S. Department of Health and Human Services, National Institutes of Health', URL: 'https://www.cancer.gov/publications/patient-education/takingtime.pdf' },
  { type: 'chapter', title: 'Culinary arts: Talent and their development', author: [{ family: 'Aron', given: 'L.' }, { family: 'Botella', given: 'M.' }, { family: 'Lubart', given: 'T.' }], editor: [{ family: 'Subotnik', given: 'R. F.' }, { family: 'Olszewski-Kubilius', given: 'P.' }, { family: 'Worrell', given: 'F. C.' }], 'container-title': 'The psychology of high performance: Developing human potential into domain-specific talent', page: '345-359', issued: { 'date-parts': [[2019]] }, publisher: 'American Psychological Association', DOI: '10.1037/0000120-016' },
  { type: 'article-newspaper', title: 'Can we get better at forgetting?', author: [{ family: 'Carey', given: 'B.' }], issued: { 'date-parts': [[2019, 3, 22]] }, 'container-title': 'The New York Times', URL: 'https://www.nytimes.com/2019/03/22/health/memory-forgetting-psychology.html' },
  { type: 'motion_picture', title: 'Soft robotic gripper for jellyfish', genre: 'Video', author: [{ literal: 'Harvard University' }], issued: { 'date-parts': [[2019, 8, 28]] }, 'container-title': 'YouTube', URL: 'https://www.youtube.com/watch?v=guRoWTYfxMs' },
];

const common = commonReferenceTypes();
console.log(`Ibid engine demo: ${common.length} common reference types (Common tab: ${common.map((t) => t.id).join(', ')})\n`);

for (const item of samples) {
  const reference = fromCsl(item);
  const type = getReferenceType(reference.referenceTypeID);
  if (!type.ok) throw new Error(type.error.message);
  const stored = storedReferenceSchema.safeParse(reference);
  const required = type.value.fields.filter((f) => f.required.includes('apa7')).map((f) => f.label);
  const missing = type.value.fields.filter((f) => f.required.includes('apa7') && reference.data[f.name] === undefined).map((f) => f.label);
  const names = (reference.data.contributors ?? []).map((c) => `${displayName(c)} (${c.type})`).join('; ');
  const back = fromCsl(toCsl(reference));
  console.log(`${String(type.value.id).padStart(2)} ${type.value.title} [${type.value.category}, CSL ${type.value.csl.type}]`);
  console.log(`   title:        ${reference.data.title}`);
  console.log(`   contributors: ${names || '(none)'}`);
  console.log(`   identifiers:  ${['doi', 'isbns', 'url'].filter((k) => reference.data[k]).map((k) => `${k} ${reference.data[k]}`).join(', ') || '(none)'}`);
  console.log(`   APA 7 needs:  ${required.join(', ')}${missing.length ? ` (missing: ${missing.join(', ')})` : ' (all present)'}`);
  console.log(`   cite at:      ${citationLocationOptions(type.value.id, reference.data).map((l) => LOCATION_LABELS[l]).join(', ')}`);
  for (const format of ['apa7', 'mla9', 'turabian9']) {
    const cite = formatCitation([{ reference, location: { type: 3, value: '12' } }], format).first.text;
    console.log(`   ${format.padEnd(10)}    ${formatReference(reference, format).text}\n                 ${cite}`);
  }
  console.log(`   valid: ${stored.success ? 'yes' : stored.error.issues[0].message}; CSL round trip keeps the data: ${JSON.stringify(back.data) === JSON.stringify(reference.data) ? 'yes' : 'NO'}\n`);
}
