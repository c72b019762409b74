/** Text made safe for HTML text and double- or single-quoted attributes: the reset page and the e-mails build HTML by hand. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
