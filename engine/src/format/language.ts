/** Whether a work is in English: its language unstated or English. Title and sentence case apply only to English titles (CMOS 8.159, 11.6; APA 6.17). */
export function isEnglish(data: { language?: string | undefined }): boolean {
  const language = data.language?.trim().toLowerCase();
  return !language || /^(en|eng|english)\b/.test(language);
}
