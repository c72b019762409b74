/**
 * The content script: reads the page with the engine when it has loaded (to light the badge) and again when the
 * popup asks. The page's text never leaves the tab until the user opens the popup.
 */
import { handleMessages, sendToWorker } from '../shared/messages';
import { capturePage, isScholarly } from '../shared/page-capture';

const readPage = () => capturePage(document.documentElement.outerHTML, location.href, document.title, String(window.getSelection() ?? '').trim());

handleMessages({ 'capture-page': () => readPage() });

void sendToWorker('page-scanned', { scholarly: isScholarly(readPage()) }).catch(() => undefined);
