/**
 * Month names and lengths, apart from partial dates: the date picker, the login form's validation messages, the
 * .docx due date and the commerce dates use the calendar without the date parser.
 */

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** Days in a month; February has 29 when the year is unknown, so a partial date is not refused for it. */
export function daysInMonth(month: number, year?: number): number {
  if (month === 2) {
    if (year === undefined) return 29;
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
