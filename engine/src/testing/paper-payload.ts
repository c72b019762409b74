/** A create-paper payload with every title-page field filled (an author note too), for the paper tests. */
export const PAPER_PAYLOAD = {
  Title: 'Sleep and Memory: How Rest Shapes Learning',
  Author: 'Ana María López',
  Course: 'PSY 101: Introduction to Psychology',
  Teacher: 'Dr. Elena Rivera',
  Institution: 'State University',
  DueDate: '2026-03-04',
  RunningHead: '',
  IsAuthorNote: true,
};
