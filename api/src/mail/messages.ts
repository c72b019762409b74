/** The e-mails the account side sends, as text and simple HTML. */
import { FREE_TRIAL_DAYS } from '@ibid/engine/commerce';
import { escapeHtml } from '../views/escape-html.js';
import type { Mail } from './mailer.js';

export function verificationCodeMail(to: string, firstName: string, code: string, minutes: number): Mail {
  return {
    to,
    subject: `${code} is your Ibid verification code`,
    text: `Hi ${firstName},\n\nYour 6-digit verification code is ${code}. Enter it in Ibid to start your ${FREE_TRIAL_DAYS}-day free trial. It expires in ${minutes} minutes.\n\nIf you did not sign up, ignore this e-mail.\n`,
    html: `<p>Hi ${escapeHtml(firstName)},</p><p>Your 6-digit verification code is <strong>${code}</strong>. Enter it in Ibid to start your ${FREE_TRIAL_DAYS}-day free trial. It expires in ${minutes} minutes.</p><p>If you did not sign up, ignore this e-mail.</p>`,
  };
}

export function passwordResetMail(to: string, firstName: string, link: string, minutes: number): Mail {
  return {
    to,
    subject: 'Reset your Ibid password',
    text: `Hi ${firstName},\n\nUse this link to choose a new password. It works once and expires in ${minutes} minutes:\n\n${link}\n\nIf you did not ask to reset your password, ignore this e-mail; your password has not changed.\n`,
    html: `<p>Hi ${escapeHtml(firstName)},</p><p><a href="${escapeHtml(link)}">Choose a new password</a>. The link works once and expires in ${minutes} minutes.</p><p>If you did not ask to reset your password, ignore this e-mail; your password has not changed.</p>`,
  };
}

/** To each address references are shared with (reference-library §5): who shared, how many, their message and where to add them. */
export function sharedReferencesMail(to: string, senderFirstName: string, count: number, message: string, link: string): Mail {
  const what = count === 1 ? 'a reference' : `${count} references`;
  const quoted = message ? `${senderFirstName} wrote: "${message}"\n\n` : '';
  return {
    to,
    subject: `${senderFirstName} shared ${what} with you on Ibid`,
    text: `Hi,\n\n${senderFirstName} shared ${what} with you on Ibid.\n\n${quoted}Open Ibid to add them to your reference library (or decline them):\n\n${link}\n\nNo Ibid account yet? Start a free trial with this e-mail address and the references will be waiting for you.\n`,
    html:
      `<p>Hi,</p><p>${escapeHtml(senderFirstName)} shared ${what} with you on Ibid.</p>` +
      (message ? `<p>${escapeHtml(senderFirstName)} wrote: <q>${escapeHtml(message)}</q></p>` : '') +
      `<p><a href="${escapeHtml(link)}">Open Ibid</a> to add them to your reference library (or decline them).</p><p>No Ibid account yet? Start a free trial with this e-mail address and the references will be waiting for you.</p>`,
  };
}

/** The receipt of a purchase (purchase-and-paper-creation §2 /cart-step-4): what was bought, the amounts, the charge and the new expiry. */
export function receiptMail(to: string, firstName: string, receipt: { purchaseID: number; transactionID: string | null; products: { name: string; price: string }[]; subTotal: string; discount: string; tax: string; total: string; paymentMethod: string; expirationDate: string; renewalMessage: string }): Mail {
  const lines = [
    ...receipt.products.map((p) => `${p.name}: ${p.price}`),
    `Subtotal: ${receipt.subTotal}`,
    `Discount: ${receipt.discount}`,
    `Tax: ${receipt.tax}`,
    `Total: ${receipt.total}`,
    '',
    `Purchase number: ${receipt.purchaseID}`,
    ...(receipt.transactionID ? [`Transaction ID: ${receipt.transactionID}`] : []),
    ...(receipt.paymentMethod ? [`Payment method: ${receipt.paymentMethod}`] : []),
    `Your subscription runs until ${receipt.expirationDate}.`,
    receipt.renewalMessage,
  ];
  return {
    to,
    subject: `Your Ibid receipt, purchase ${receipt.purchaseID}`,
    text: `Hi ${firstName},\n\nThanks for purchasing Ibid. Your receipt:\n\n${lines.join('\n')}\n`,
    html: `<p>Hi ${escapeHtml(firstName)},</p><p>Thanks for purchasing Ibid. Your receipt:</p><p>${lines.map(escapeHtml).join('<br>')}</p>`,
  };
}
