import { describe, expect, it } from 'vitest';
import { offeredClasses } from './classes.js';

const classes = [
  { classID: 1, name: 'HIS 300: Urban History', teacherName: 'Dr. Reed', isArchived: false },
  { classID: 2, name: 'PSY 101: Introduction to Psychology', teacherName: 'Dr. Rivera', isArchived: false },
  { classID: 3, name: 'HIS 200: Early Modern Europe', teacherName: 'Dr. Stone', isArchived: true },
];

describe('the classes a creation form offers', () => {
  it('offers every current class when nothing is typed', () => {
    expect(offeredClasses(classes, '  ').map((c) => c.classID)).toEqual([1, 2]);
  });

  it('filters by a substring of the name, in any case', () => {
    expect(offeredClasses(classes, 'psych').map((c) => c.classID)).toEqual([2]);
    expect(offeredClasses(classes, ' his ').map((c) => c.classID)).toEqual([1]);
  });

  it('never offers an archived class, even when its name matches', () => {
    expect(offeredClasses(classes, 'Europe')).toEqual([]);
  });
});
