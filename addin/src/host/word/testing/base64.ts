/** Base64 back to bytes (what `createDocument` was given). */
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
