// An email's content laid out: MJML for the HTML part (responsive, rendered to table markup by MJML) and the
// plain-text part, from the same structure. Every value is escaped where it is placed: a customer's name or a
// business's address never becomes markup.
import type { BrandView, Email } from './model.js';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Escaped text with its line breaks kept. */
const html = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br />');

// System fonts only: MJML links a web font (Google's) for any font it knows in the stack, and a guest's mail program
// would fetch it; `fonts: {}` below stops that for good.
const FONT = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";
const INK = '#1d2430';
const MUTED = '#5f6b7a';

export interface Layout {
  /** The language tag of the document (`en`, `ro`). */
  lang: string;
  email: Email;
  brand: BrandView;
  greeting: string;
  /** The reply line under the content (e.g. "Questions? Reply to this email"). */
  contact: string;
}

function mjml({ lang, email, brand, greeting, contact }: Layout): string {
  const color = /^#[0-9a-fA-F]{6}$/.test(brand.color) ? brand.color : '#1f5fa8';
  const header = brand.logoSrc
    ? `<mj-image src="${escapeHtml(brand.logoSrc)}" alt="${escapeHtml(brand.name)}" width="160px" align="left" padding="0" />`
    : `<mj-text font-size="20px" font-weight="700" color="${INK}" padding="0">${html(brand.name)}</mj-text>`;
  const details = email.details
    .map(
      (d) =>
        `<tr><td style="padding:7px 12px 7px 0;color:${MUTED};vertical-align:top;width:38%">${html(d.label)}</td>` +
        `<td style="padding:7px 0;font-weight:600;color:${INK};vertical-align:top">${html(d.value)}</td></tr>`,
    )
    .join('');
  const button = email.button
    ? `<mj-button href="${escapeHtml(email.button.url)}" background-color="${color}" color="#ffffff" font-size="16px" font-weight="600" border-radius="6px" inner-padding="14px 28px" align="left" padding="8px 0 8px">${html(email.button.label)}</mj-button>`
    : '';
  const sections = email.sections
    .map(
      (s) =>
        `<mj-text padding="16px 0 0" font-size="13px" font-weight="700" color="${MUTED}" text-transform="uppercase" letter-spacing="0.04em">${html(s.title)}</mj-text>` +
        `<mj-text padding="6px 0 0">${html(s.body)}</mj-text>`,
    )
    .join('');
  const footerLines = [brand.name, brand.address, brand.phone, brand.email].filter((l): l is string => Boolean(l));
  return `<mjml lang="${escapeHtml(lang)}">
  <mj-head>
    <mj-title>${html(email.subject)}</mj-title>
    <mj-preview>${html(email.preheader)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="15px" line-height="1.55" color="${INK}" padding="0" />
      <mj-section padding="0" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6" width="600px">
    <mj-section padding="24px 0 0"><mj-column><mj-spacer height="0px" /></mj-column></mj-section>
    <mj-section background-color="#ffffff" border-top="5px solid ${color}" border-radius="8px 8px 0 0" padding="28px 32px 8px">
      <mj-column>${header}</mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="12px 32px 8px">
      <mj-column>
        <mj-text font-size="24px" font-weight="700" line-height="1.3" padding="8px 0 16px">${html(email.heading)}</mj-text>
        <mj-text padding="0 0 10px">${html(greeting)}</mj-text>
        ${email.intro.map((p) => `<mj-text padding="0 0 10px">${html(p)}</mj-text>`).join('')}
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="4px 32px">
      <mj-column background-color="#f8f9fb" border-radius="6px" padding="10px 16px">
        <mj-table font-size="15px" line-height="1.45" padding="0" width="100%">${details}</mj-table>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="8px 32px 28px" border-radius="0 0 8px 8px">
      <mj-column>
        ${button}
        ${sections}
        <mj-divider border-color="#e5e7eb" border-width="1px" padding="22px 0 16px" />
        <mj-text>${html(email.closing)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="18px 32px 32px">
      <mj-column>
        <mj-text font-size="12px" line-height="1.6" color="${MUTED}" align="center">${footerLines.map(html).join('<br />')}</mj-text>
        <mj-text font-size="12px" color="${MUTED}" align="center" padding="8px 0 0">${html(contact)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** The plain-text part: the same content, read top to bottom. */
function plainText({ email, brand, greeting, contact }: Layout): string {
  const width = Math.max(...email.details.map((d) => d.label.length), 0);
  const lines = [
    email.heading,
    '',
    greeting,
    '',
    ...email.intro.flatMap((p) => [p, '']),
    ...email.details.map((d) => `${`${d.label}:`.padEnd(width + 2)}${d.value}`),
    '',
    ...(email.button ? [`${email.button.label}: ${email.button.url}`, ''] : []),
    ...email.sections.flatMap((s) => [s.title.toUpperCase(), s.body, '']),
    email.closing,
    '',
    '--',
    ...[brand.name, brand.address, brand.phone, brand.email].filter((l): l is string => Boolean(l)),
    contact,
  ];
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

export async function layOut(l: Layout): Promise<{ html: string; text: string }> {
  // Loaded with the first email (about 0.8 s of imports): a process that never renders one does not pay for it.
  const { default: mjml2html } = await import('mjml');
  const out = await mjml2html(mjml(l), { validationLevel: 'soft', minify: false, fonts: {} });
  return { html: out.html, text: plainText(l) };
}
