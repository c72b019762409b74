import { describe, expect, it } from 'vitest';
import { group, person, ref } from '../testing/builders.js';
import { formatReference } from '../format/index.js';
import { hasImportedTitleCase, importedTitles, titleAsImported, titlesChecked, withSentenceCaseTitles } from './imported-titles.js';

const article = ref(1, {
  contributors: [person('Krizhevsky', 'Alex')],
  title: 'ImageNet Classification with Deep Convolutional Neural Networks',
  containerTitle: 'Communications of the ACM',
  issued: { year: 2017 },
});

describe('titles that come in Title Case', () => {
  it('are kept in sentence case with the source’s title beside them, acronyms kept (APA 6.17, CSL’s convention)', () => {
    const adopted = withSentenceCaseTitles(article);
    expect(adopted.data.title).toBe('ImageNet classification with deep convolutional neural networks');
    expect(adopted.data.titleAsImported).toBe(article.data.title);
    expect(adopted.data.containerTitle).toBe('Communications of the ACM');
    expect(hasImportedTitleCase(adopted)).toBe(true);
  });

  it('print in sentence case in APA and in title case in MLA and Turabian', () => {
    const adopted = withSentenceCaseTitles(article);
    expect(formatReference(adopted, 'apa7').text).toContain('ImageNet classification with deep convolutional neural networks.');
    expect(formatReference(adopted, 'mla9').text).toContain('“ImageNet Classification with Deep Convolutional Neural Networks.”');
    expect(formatReference(adopted, 'turabian9').text).toContain('“ImageNet Classification with Deep Convolutional Neural Networks.”');
  });

  it('convert a book’s title when it holds a chapter, never a journal’s name', () => {
    const chapter = ref(9, { title: 'The Psychology of Sleep', containerTitle: 'The Oxford Handbook of Sleep and Sleep Disorders', issued: { year: 2012 } });
    const adopted = withSentenceCaseTitles(chapter);
    expect(adopted.data.containerTitle).toBe('The Oxford handbook of sleep and sleep disorders');
    expect(adopted.data.containerTitleAsImported).toBe('The Oxford Handbook of Sleep and Sleep Disorders');
  });

  it('set a work title’s scientific names in italics, which MLA and Turabian keep lower case in title case', () => {
    const page = ref(1, { title: 'Novel Pneumatic Features in the Ribs of the Sauropod Dinosaur Brachiosaurus altithorax', containerTitle: 'Acta Palaeontologica Polonica' });
    const adopted = withSentenceCaseTitles(page);
    expect(adopted.data.title).toBe('Novel pneumatic features in the ribs of the sauropod dinosaur <i>Brachiosaurus altithorax</i>');
    expect(adopted.data.titleAsImported).toBe(page.data.title);
    expect(formatReference(adopted, 'mla9').html).toContain('Sauropod Dinosaur <i>Brachiosaurus altithorax</i>.”');
  });

  it('convert a reviewed work’s title too, kept as it came and put back with the others (APA 10.7)', () => {
    const review = ref(1, { title: 'Review', reviewedTitle: 'The Roman Amphitheatre: From its Origins to the Colosseum', containerTitle: 'AJA' });
    const adopted = withSentenceCaseTitles({ ...review, data: { ...review.data, title: undefined } });
    expect(adopted.data.reviewedTitle).toBe('The Roman amphitheatre: From its origins to the Colosseum');
    expect(titleAsImported(adopted.data)).toBe('The Roman Amphitheatre: From its Origins to the Colosseum');
    expect(hasImportedTitleCase(adopted)).toBe(true);
    expect(importedTitles(adopted.data).reviewedTitle).toBe('The Roman Amphitheatre: From its Origins to the Colosseum');
    expect(titlesChecked(adopted.data)).not.toHaveProperty('reviewedTitleAsImported');
  });

  it('read a title with no language for one, and leave a German title as it came (CMOS 11.6)', () => {
    const german = withSentenceCaseTitles(ref(2, { title: 'Peristyl und Polis: Entwicklung und Funktionen öffentlicher griechischer Hofanlagen' }));
    expect(german.data).toMatchObject({ title: 'Peristyl und Polis: Entwicklung und Funktionen öffentlicher griechischer Hofanlagen', language: 'de' });
    expect(formatReference(german, 'mla9').text).toContain('Peristyl und Polis: Entwicklung und Funktionen');
  });

  it('keep what the writer protected, and leave titles not in English, case names and posts as they came', () => {
    expect(withSentenceCaseTitles(ref(2, { title: 'Learning {LaTeX} the Hard Way: A Guide', issued: { year: 2020 } })).data.title).toBe('Learning LaTeX the hard way: A guide');
    const german = ref(2, { title: 'Die Stadt und Der Fluss', language: 'de' });
    expect(withSentenceCaseTitles(german)).toBe(german);
    const decision = ref(18, { title: 'Brown v. Board of Education' });
    expect(withSentenceCaseTitles(decision)).toBe(decision);
    const post = ref(33, { contributors: [group('NASA')], title: 'We Did It! Landing Confirmed' });
    expect(withSentenceCaseTitles(post)).toBe(post);
  });

  it('leave a title already in sentence case untouched, with no mark', () => {
    const sentence = ref(1, { title: 'The memory function of sleep' });
    expect(withSentenceCaseTitles(sentence)).toBe(sentence);
    expect(hasImportedTitleCase(sentence)).toBe(false);
  });

  it('go back to the source’s titles in one step, and lose the mark once checked', () => {
    const adopted = withSentenceCaseTitles(article);
    expect(importedTitles(adopted.data)).toEqual(article.data);
    const checked = titlesChecked(adopted.data);
    expect(checked.title).toBe('ImageNet classification with deep convolutional neural networks');
    expect(hasImportedTitleCase({ data: checked })).toBe(false);
  });
});

describe('a proceedings title', () => {
  it('that names its meeting is kept as it came: the meeting’s name is a proper noun (APA 6.14)', () => {
    const paper = ref(8, { title: 'Vector Quotient Filters', containerTitle: 'Proceedings of the 2021 International Conference on Management of Data', issued: { year: 2021 } });
    expect(withSentenceCaseTitles(paper).data.containerTitle).toBe('Proceedings of the 2021 International Conference on Management of Data');
  });

  it('that names no meeting is a book title, put in sentence case', () => {
    const paper = ref(8, { title: 'A Paper', containerTitle: 'Theory of Cryptography Advances and Open Problems', issued: { year: 2016 } });
    expect(withSentenceCaseTitles(paper).data.containerTitle).toBe('Theory of cryptography advances and open problems');
  });
});

