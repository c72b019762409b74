/**
 * A reference's address as the styles print it: never one that works only behind a login or a library's proxy,
 * which a reader cannot follow (APA 9.30: leave out such URLs; MLA and Chicago likewise ask for a DOI or a
 * permalink a reader can use).
 */
const LOGIN_ONLY = /ezproxy|\.idm\.oclc\.org|libproxy|\/login\.aspx|[/?&](login|logon|signin|sso)\b|[?&](accountid|sessionid|sid)=/i;

export const readableUrl = (url: string | undefined): string | undefined => (url && !LOGIN_ONLY.test(url) ? url : undefined);

/** The address a reader follows when a reference has no DOI: its URL, else its arXiv abstract page. */
export const workUrl = (data: { url?: string; arxiv?: string }): string | undefined =>
  readableUrl(data.url) ?? (data.arxiv ? `https://arxiv.org/abs/${data.arxiv}` : undefined);
