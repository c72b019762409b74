/** A media page's duration as a reader writes a running time: ISO 8601 "PT2M22S" or seconds "142" → "2:22". */

const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i;

/** The running time as h:mm:ss or m:ss; undefined for text that is not a duration (kept out of the reference). */
export function runningTime(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let seconds: number;
  const iso = ISO_DURATION.exec(text);
  if (iso && text.toUpperCase() !== 'P' && text.toUpperCase() !== 'PT') {
    const [, d = '0', h = '0', m = '0', s = '0'] = iso;
    seconds = Number(d) * 86_400 + Number(h) * 3_600 + Number(m) * 60 + Math.round(Number(s));
  } else if (/^\d+$/.test(text)) seconds = Number(text);
  else return undefined;
  if (seconds <= 0) return undefined;
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const secs = String(seconds % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
